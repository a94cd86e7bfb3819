/*
 * How the app, the design system and the server's e-mails write dates and amounts
 * (docs/product.md, “Dates and numbers”): one rule each, so a page and a mail never disagree.
 * The words (month names) are not here: the caller passes them from locales/.
 */

/** Serbia's time zone: a date is the calendar day in Serbia, wherever the page or mail is made. */
export const SERBIAN_TIME_ZONE = 'Europe/Belgrade';

/** The locale of the marketplace's numbers when the caller names none. */
const DEFAULT_LOCALE = 'sr-Latn-RS';

// Building an Intl formatter takes a fraction of a millisecond (four times that on a phone) and a
// grid formats dozens of cards: each is built once per locale.
function perLocale<T>(build: (locale: string) => T): (locale: string) => T {
  const built = new Map<string, T>();
  return (locale) => {
    let formatter = built.get(locale);
    if (!formatter) {
      formatter = build(locale);
      built.set(locale, formatter);
    }
    return formatter;
  };
}

const euro = perLocale(
  (locale) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
);
const kilometres = perLocale(
  (locale) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 0 }),
);

const dinars = perLocale(
  (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/** "12.500 €": whole euros, a no-break space before the sign (in Serbian). */
export function formatEuro(value: number, locale: string = DEFAULT_LOCALE): string {
  return euro(locale).format(value);
}

/** "185.000 km": whole kilometres. */
export function formatKilometres(value: number, locale: string = DEFAULT_LOCALE): string {
  return kilometres(locale).format(value);
}

/** "2.400,00 RSD": dinars and paras, as a payment slip writes them. */
export function formatDinars(amount: number, locale: string = DEFAULT_LOCALE): string {
  return `${dinars(locale).format(amount)} RSD`;
}

// Intl gives the day, month and year of the calendar day in Serbia as numbers; the month's name
// comes from the caller, because Intl (CLDR) names a Serbian month in the nominative ("novembar")
// and a Serbian date takes the genitive ("26. novembra 2026.").
const dayParts = new Intl.DateTimeFormat('en-US', {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  timeZone: SERBIAN_TIME_ZONE,
});
const isoDay = new Intl.DateTimeFormat('en-CA', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: SERBIAN_TIME_ZONE,
});

/**
 * "26. novembra 2026.": the one date format of the marketplace, the calendar day in Serbia with
 * the month in the genitive. `monthsGenitive` are the twelve names, January first (locales/). The
 * full stop after the year ends a sentence too, so copy puts none after a date. An empty or
 * invalid value gives "".
 */
export function formatGenitiveDate(
  value: string | Date | null | undefined,
  monthsGenitive: readonly string[],
): string {
  // A locale not loaded yet gives i18next's key, a string, in place of the names.
  if (!Array.isArray(monthsGenitive) || monthsGenitive.length !== 12) {
    throw new Error(`formatGenitiveDate: 12 month names expected, got ${String(monthsGenitive)}`);
  }
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const parts = dayParts.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return `${part('day')}. ${monthsGenitive[part('month') - 1]} ${part('year')}.`;
}

/** The calendar day in Serbia as YYYY-MM-DD (a date input's value, a statistics day). */
export function serbianDay(at: Date): string {
  return isoDay.format(at);
}
