/*
 * Serbian's two scripts (docs/decisions/047-cyrillic-generated-from-latin.md): the Cyrillic texts are
 * written from the Latin ones by these rules, and Cyrillic is read back into Latin by the reverse
 * (which gives the Latin original again, for the whole locale).
 */

/** The editable part of the rules (locales/transliteration-exceptions.json). */
export interface TransliterationRules {
  /**
   * Word beginnings, in lower case, in which lj, nj and dž are two letters, not one: "injekc"
   * makes "Injekcija" "Инјекција", not "Ињекција".
   */
  twoLetters: readonly string[];
  /** Words and phrases that stay in Latin as written (names, units): "Apple CarPlay", "km". */
  latin: readonly string[];
  /** Abbreviations in capitals that are Serbian words and are written in Cyrillic: "PDV". */
  cyrillicAbbreviations: readonly string[];
}

const LETTERS: Record<string, string> = {
  a: 'а',
  b: 'б',
  c: 'ц',
  č: 'ч',
  ć: 'ћ',
  d: 'д',
  đ: 'ђ',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'х',
  i: 'и',
  j: 'ј',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  r: 'р',
  s: 'с',
  š: 'ш',
  t: 'т',
  u: 'у',
  v: 'в',
  z: 'з',
  ž: 'ж',
};
const DIGRAPHS: Record<string, string> = { lj: 'љ', nj: 'њ', dž: 'џ' };

const TO_LATIN: Record<string, string> = Object.fromEntries([
  ...Object.entries(LETTERS).map(([latin, cyrillic]) => [cyrillic, latin]),
  ...Object.entries(DIGRAPHS).map(([latin, cyrillic]) => [cyrillic, latin]),
]);

/** Text that is never a word to write in Cyrillic: i18next's markup, addresses. */
const PROTECTED = [
  /\{\{[^{}]*\}\}/.source, // interpolation: {{name}}
  /<\/?[A-Za-z0-9]+(?:\s[^<>]*)?\/?>/.source, // Trans components and tags: <1>, </strong>, <br/>
  /(?:https?:\/\/|www\.)[^\s<>"“”„]+[^\s<>"“”„.,;:!?)]/.source, // web addresses
  /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/u.source, // e-mail addresses
].join('|');

const WORD = /[\p{L}\p{N}]+/u;
const SERBIAN_LATIN = /^[abcčćdđefghijklmnoprsštuvzž]$/;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isUpper = (char: string) => char !== char.toLowerCase() && char === char.toUpperCase();
const isLower = (char: string) => char !== char.toUpperCase() && char === char.toLowerCase();

/** The end of an i18next nesting `$t(key, { … })` that starts at `start`, brackets balanced. */
function nestingEnd(text: string, start: number): number {
  let depth = 0;
  for (let i = start + 2; i < text.length; i += 1) {
    if (text[i] === '(') depth += 1;
    else if (text[i] === ')') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  return text.length;
}

/** Why a word stays in Latin: a foreign letter, an abbreviation, a name such as "AutoBerza". */
function staysLatin(word: string, rules: TransliterationRules): boolean {
  const letters = [...word].filter((char) => /\p{L}/u.test(char));
  if (letters.some((char) => !SERBIAN_LATIN.test(char.toLowerCase()))) return true; // Wi, Citroën
  if (/\p{N}/u.test(word) && letters.length > 0) return true; // cm³, A4, 320d
  if (letters.length >= 2 && letters.every(isUpper)) {
    return !rules.cyrillicAbbreviations.includes(word); // ABS, PIB; not PDV
  }
  return letters.some((char, i) => i > 0 && isUpper(char) && isLower(letters[i - 1]!)); // AutoBerza
}

function wordToCyrillic(word: string, rules: TransliterationRules): string {
  const lower = word.toLowerCase();
  const exception = rules.twoLetters.find((stem) => lower.startsWith(stem));
  const splitUpTo = exception?.length ?? 0;
  const chars = [...word];
  let out = '';
  for (let i = 0; i < chars.length; i += 1) {
    const char = chars[i]!;
    const next = chars[i + 1];
    const pair = next === undefined ? '' : (char + next).toLowerCase();
    const digraph = DIGRAPHS[pair];
    if (digraph && i + 1 >= splitUpTo) {
      // "Lj" and "LJ" are one capital letter.
      out += isUpper(char) ? digraph.toUpperCase() : digraph;
      i += 1;
      continue;
    }
    const letter = LETTERS[char.toLowerCase()];
    out += letter === undefined ? char : isUpper(char) ? letter.toUpperCase() : letter;
  }
  return out;
}

/** Writes running text (no markup) in Cyrillic, word by word. */
function proseToCyrillic(text: string, rules: TransliterationRules, latin: RegExp | null): string {
  let out = '';
  let rest = text;
  while (rest) {
    const kept = latin?.exec(rest);
    const word = WORD.exec(rest);
    if (kept && (!word || kept.index <= word.index)) {
      out += rest.slice(0, kept.index) + kept[0];
      rest = rest.slice(kept.index + kept[0].length);
    } else if (word) {
      out += rest.slice(0, word.index);
      out += staysLatin(word[0], rules) ? word[0] : wordToCyrillic(word[0], rules);
      rest = rest.slice(word.index + word[0].length);
    } else {
      out += rest;
      rest = '';
    }
  }
  return out;
}

/**
 * A Latin text in Serbian Cyrillic: lj, nj and dž are one letter each except in the words of
 * `rules.twoLetters`; i18next's placeholders (`{{name}}`), nestings (`$t(key)`) and tags (`<1>`),
 * web and e-mail addresses, the words and phrases of `rules.latin`, words with a letter Serbian
 * does not have (Wi-Fi, Volkswagen), words with digits (cm³, A4), abbreviations in capitals
 * (ABS, PIB) and names with a capital inside (AutoBerza) stay as written.
 */
export function toCyrillic(text: string, rules: TransliterationRules): string {
  const phrases = [...rules.latin].sort((a, b) => b.length - a.length).map(escape);
  const latin = phrases.length
    ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${phrases.join('|')})(?![\\p{L}\\p{N}])`, 'u')
    : null;
  const markup = new RegExp(`${PROTECTED}|\\$t\\(`, 'gu');
  let out = '';
  let from = 0;
  for (let match = markup.exec(text); match; match = markup.exec(text)) {
    out += proseToCyrillic(text.slice(from, match.index), rules, latin);
    const end = match[0] === '$t(' ? nestingEnd(text, match.index) : markup.lastIndex;
    out += text.slice(match.index, end);
    from = end;
    markup.lastIndex = end;
  }
  return out + proseToCyrillic(text.slice(from), rules, latin);
}

/**
 * A Serbian Cyrillic text in Latin letters (љ, њ, џ as lj, nj, dž; "Љ" as "LJ" in a word in
 * capitals, else "Lj"). Anything not Cyrillic stays as it is.
 */
export function toLatin(text: string): string {
  const chars = [...text];
  let out = '';
  for (let i = 0; i < chars.length; i += 1) {
    const char = chars[i]!;
    const latin = TO_LATIN[char.toLowerCase()];
    if (latin === undefined) {
      out += char;
    } else if (!isUpper(char)) {
      out += latin;
    } else if (latin.length === 1) {
      out += latin.toUpperCase();
    } else {
      const next = chars[i + 1] ?? '';
      const previous = chars[i - 1] ?? '';
      const inCapitals = isUpper(next) || (!isLower(next) && isUpper(previous));
      out += inCapitals ? latin.toUpperCase() : latin[0]!.toUpperCase() + latin.slice(1);
    }
  }
  return out;
}

/** Serbian's two scripts, as language tags. */
export type Script = 'sr-Latn' | 'sr-Cyrl';

/** Each script's name written in it: what the switch to it says, whichever script is shown. */
export const SCRIPT_NAMES: Record<Script, string> = {
  'sr-Latn': 'Latinica',
  'sr-Cyrl': 'Ћирилица',
};

/** Both scripts, Latin first (the default). */
export const SCRIPTS = ['sr-Latn', 'sr-Cyrl'] as const satisfies readonly Script[];

/**
 * The cookie that tells the server the script a browser shows (`script=sr-Cyrl`): the app sets it
 * whenever the reader chooses, and the server renders public pages in it.
 */
export const SCRIPT_COOKIE = 'script';

/** Whether a value names one of the scripts. */
export const isScript = (value: unknown): value is Script =>
  value === 'sr-Latn' || value === 'sr-Cyrl';

/**
 * The script of a reader's languages in their order of preference (a browser's
 * `navigator.languages`, a request's Accept-Language): the first Serbian decides, `sr-Latn` (and
 * Montenegro's `sr-ME`) Latin, any other Serbian (`sr`, `sr-Cyrl`, `sr-RS`) Cyrillic; no Serbian
 * is Latin.
 */
export function scriptOfLanguages(languages: readonly string[]): Script {
  const serbian = languages.find((tag) => /^sr(-|$)/i.test(tag));
  return !serbian || /^sr-(latn|me)\b/i.test(serbian) ? 'sr-Latn' : 'sr-Cyrl';
}
