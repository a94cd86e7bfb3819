import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatGenitiveDate } from '@autoberza/contract/format';
import type { Script } from '@autoberza/contract/script';
import { localesRoot } from '../paths.ts';

/** The app's month names in a script (locales/<script>/common.json), read the first time asked. */
const months = new Map<Script, string[]>();
function monthsGenitive(script: Script): string[] {
  let names = months.get(script);
  if (!names) {
    const file = path.join(localesRoot, script, 'common.json');
    const common = JSON.parse(readFileSync(file, 'utf8')) as { date: { monthsGenitive: string[] } };
    names = common.date.monthsGenitive;
    months.set(script, names);
  }
  return names;
}

/**
 * "26. novembra 2026." ("26. новембра 2026." in Cyrillic): the date of the server's Serbian texts
 * (mails, notices), the calendar day in Serbia with the month in the genitive, so a mail dates a
 * day as a page does. The full stop after the year ends a sentence too, so the copy puts none
 * after a date.
 */
export function formatDate(value: Date | string, script: Script = 'sr-Latn'): string {
  return formatGenitiveDate(value, monthsGenitive(script));
}
