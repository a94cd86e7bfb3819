// The transliteration of a seller's description, loaded when a reader first asks for it
// (AdvertDescription): the same rules the Cyrillic texts of the app are written by.
import { toCyrillic, toLatin, type Script } from '@autoberza/contract/script';
import rules from '../../../../../../locales/transliteration-exceptions.json';

export function transliterate(text: string, script: Script): string {
  return script === 'sr-Cyrl' ? toCyrillic(text, rules) : toLatin(text);
}
