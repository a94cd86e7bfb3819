import { LOCALE } from './index';

// Dates are Serbian calendar days wherever the page is made: the server renders a public page's
// first screen (entry-server.tsx) in its own time zone, and the browser's must show the same day.
const dateFormat = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Belgrade',
});
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
const kilowatts = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

/** "22. novembar 2026." — Serbian Latin, long month names (spec section 3). */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

export function formatPrice(value: number): string {
  return euro.format(value);
}

export function formatMileage(value: number): string {
  return kilometres.format(value);
}

export function formatPower(value: number): string {
  return `${kilowatts.format(value)} kW`;
}
