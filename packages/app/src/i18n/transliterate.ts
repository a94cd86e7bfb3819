// Text in a script by the rules the Cyrillic texts of the app are written by: a seller's
// description when the reader asks for it (AdvertDescription), the reference data's names
// (referenceName.ts).
import { toCyrillic, toLatin, type Script } from '@autoberza/contract/script';
import rules from '../../../../locales/transliteration-exceptions.json';

export function transliterate(text: string, script: Script): string {
  return script === 'sr-Cyrl' ? toCyrillic(text, rules) : toLatin(text);
}
