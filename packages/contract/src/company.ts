/**
 * A dealer's company identifiers (docs/product.md, “The dealer's page”): the rules the Firma
 * form and the server's validation both check. They hold no words: the messages are copy.
 */

/**
 * Whether a Serbian tax number (PIB) is well formed: nine digits, the last one the check digit of
 * the first eight by ISO 7064, MOD 11,10 (the Tax Administration's rule for PIB).
 */
export function isValidPib(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  let product = 10;
  for (const digit of value.slice(0, 8)) {
    const sum = (Number(digit) + product) % 10 || 10;
    product = (2 * sum) % 11;
  }
  return (11 - product) % 10 === Number(value[8]);
}

/** Whether a company registration number (matični broj) is well formed: eight digits. */
export function isValidRegistrationNumber(value: string): boolean {
  return /^\d{8}$/.test(value);
}

/** The Firma section's limits (characters; phones: how many). */
export const COMPANY_LIMITS = {
  name: 120,
  address: 200,
  hours: 300,
  phones: 3,
} as const;
