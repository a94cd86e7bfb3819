import { LOCALE } from './index';

// Dates are Serbian calendar days wherever the page is made: the server renders a public page's
// first screen (entry-server.tsx) in its own time zone, and the browser's must show the same day.
// Intl gives the day, month and year of that calendar day; the month's name is ours, because
// Intl (CLDR) names a month in the nominative ("novembar") and a Serbian date takes the
// genitive ("26. novembra 2026.").
const dateParts = new Intl.DateTimeFormat('en-US', {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  timeZone: 'Europe/Belgrade',
});
const MONTHS_GENITIVE = [
  'januara',
  'februara',
  'marta',
  'aprila',
  'maja',
  'juna',
  'jula',
  'avgusta',
  'septembra',
  'oktobra',
  'novembra',
  'decembra',
] as const;
const euro = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});
const kilometres = new Intl.NumberFormat(LOCALE, {
  style: 'unit',
  unit: 'kilometer',
  maximumFractionDigits: 0,
});
const whole = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

/**
 * "26. novembra 2026.": the one date format of the app, the month in the genitive
 * (docs/product.md, “Dates and numbers”). The trailing full stop belongs to the year, so a
 * sentence does not add another after it.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const parts = dateParts.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return `${part('day')}. ${MONTHS_GENITIVE[part('month') - 1]} ${part('year')}.`;
}

export function formatPrice(value: number): string {
  return euro.format(value);
}

export function formatMileage(value: number): string {
  return kilometres.format(value);
}

export function formatPower(value: number): string {
  return `${whole.format(value)} kW`;
}

/** "10.000": a whole number with Serbian digit grouping. */
export function formatCount(value: number): string {
  return whole.format(value);
}

/**
 * A Serbian phone number as people read it aloud: "069 581 1223" (mobile, 10 digits),
 * "011 123 4567" (Belgrade), "064 123 456" (9 digits); +381 becomes the national 0. Anything
 * else (a foreign number) is shown as the seller typed it.
 */
export function formatPhone(phone: string): string {
  let digits = dialablePhone(phone);
  if (digits.startsWith('+381')) digits = `0${digits.slice(4)}`;
  else if (digits.startsWith('00381')) digits = `0${digits.slice(5)}`;
  if (!/^0\d{8,9}$/.test(digits)) return phone.trim();
  // 3-3-4 for ten digits, 3-3-3 for nine.
  return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
}

/** The number to dial: digits and a leading +, for `tel:` links. */
export function dialablePhone(phone: string): string {
  return phone.replace(/[^\d+]/g, '');
}

const timeFormat = new Intl.DateTimeFormat(LOCALE, {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Belgrade',
});
const dinars = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "14:05", Serbian time. */
export function formatTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : timeFormat.format(date);
}

/** A calendar day given as YYYY-MM-DD (a payment's date), as formatDate writes days. */
export function formatDay(day: string): string {
  return formatDate(new Date(`${day}T12:00:00Z`));
}

/** "2.400,00 RSD". */
export function formatDinars(amount: number): string {
  return `${dinars.format(amount)} RSD`;
}

/** Today in Serbia as YYYY-MM-DD (the value of a date input). */
export function todayIso(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Belgrade' }).format(now);
}
