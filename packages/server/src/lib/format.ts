import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatGenitiveDate } from '@autoberza/contract/format';
import { localesFolder } from '../paths.ts';

/** The app's month names (locales/sr-Latn/common.json), so a mail dates a day as a page does. */
const { date } = JSON.parse(readFileSync(path.join(localesFolder, 'common.json'), 'utf8')) as {
  date: { monthsGenitive: string[] };
};

/**
 * "26. novembra 2026.": the date of the server's Serbian texts (mails, notices), the calendar day
 * in Serbia with the month in the genitive. The full stop after the year ends a sentence too, so
 * the copy puts none after a date.
 */
export function formatDate(value: Date | string): string {
  return formatGenitiveDate(value, date.monthsGenitive);
}
