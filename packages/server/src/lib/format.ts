/**
 * Amounts in the server's Serbian texts (mails, notices), formatted as the app formats them
 * (packages/app/src/i18n/format.ts): Intl for sr-Latn-RS, whole euros, "12.500 €" with a
 * no-break space before the sign.
 */
const euro = new Intl.NumberFormat('sr-Latn-RS', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

export function formatEuro(value: number): string {
  return euro.format(value);
}
