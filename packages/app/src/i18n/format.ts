import {
  formatDinars as formatDinarsIn,
  formatEuro,
  formatGenitiveDate,
  formatKilometres,
  serbianDay,
  SERBIAN_TIME_ZONE,
} from '@autoberza/contract/format';
import i18n, { LOCALE } from './index';

const whole = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

/**
 * "26. novembra 2026.": the one date format of the app, the calendar day in Serbia with the month
 * in the genitive (docs/product.md, “Dates and numbers”), the month names from the locale. Dates
 * are Serbian calendar days wherever the page is made: the server renders a public page's first
 * screen (entry-server.tsx) in its own time zone, and the browser's must show the same day.
 */
export function formatDate(value: string | Date | null | undefined): string {
  return formatGenitiveDate(value, monthsGenitive());
}

let months: { language: string | undefined; names: readonly string[] } | undefined;

/**
 * The month names of the reader's language, read once per language: i18next builds an array
 * anew on every `t` (about 0.25 ms, and a grid dates every card).
 */
function monthsGenitive(): readonly string[] {
  if (!months || months.language !== i18n.language) {
    const names = i18n.t('common:date.monthsGenitive', { returnObjects: true });
    months = { language: i18n.language, names };
  }
  return months.names;
}

export function formatPrice(value: number): string {
  return formatEuro(value, LOCALE);
}

export function formatMileage(value: number): string {
  return formatKilometres(value, LOCALE);
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
  timeZone: SERBIAN_TIME_ZONE,
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
  return formatDinarsIn(amount, LOCALE);
}

/** Today in Serbia as YYYY-MM-DD (the value of a date input). */
export function todayIso(now: Date = new Date()): string {
  return serbianDay(now);
}
