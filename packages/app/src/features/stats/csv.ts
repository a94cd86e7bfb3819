import type { CarStats } from '@autoberza/api-client';

/** "2026-11-26" → "26.11.2026.": the date as Serbian Excel reads and shows it. */
export function csvDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}.`;
}

/**
 * One field. Text that starts like a formula (`=`, `+`, `-`, `@`, a tab or a carriage return) gets
 * an apostrophe in front, so a spreadsheet shows it instead of running it (OWASP, “CSV
 * Injection”); numbers are written as they are. A field with `;`, a quote or a line break is
 * quoted.
 */
export function csvCell(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : value.replace(/^[=+\-@\t\r]/, "'$&");
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export interface CsvHeadings {
  day: string;
  views: string;
  phoneReveals: string;
  follows: string;
  unfollows: string;
}

/**
 * The statistics as a CSV file Excel opens as it is on a Serbian Windows: a byte order mark (so
 * the letters with diacritics arrive as UTF-8), `;` between fields (the list separator where the
 * decimal comma is used), CRLF line ends, dates as dd.mm.yyyy.
 */
export function statsCsv(stats: CarStats, headings: CsvHeadings): string {
  const lines = [
    [headings.day, headings.views, headings.phoneReveals, headings.follows, headings.unfollows],
    ...stats.days.map((day) => [
      csvDate(day.day),
      day.views,
      day.phoneReveals,
      day.follows,
      day.unfollows,
    ]),
  ];
  return `\uFEFF${lines.map((line) => line.map(csvCell).join(';')).join('\r\n')}\r\n`;
}
