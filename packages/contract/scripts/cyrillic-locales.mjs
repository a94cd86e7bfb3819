// Writes locales/sr-Cyrl/*.json from locales/sr-Latn/*.json by the rules of src/script.ts and
// locales/transliteration-exceptions.json (locales/README.md). Translators edit only those two
// places; this file is run by `pnpm locales:cyrl`.
//   --check  writes nothing; fails when a Cyrillic file is missing, stale, has a key the Latin
//            one lacks (or the reverse), or a file is in one folder only (the i18n step of
//            `pnpm test`).
// Either way it fails when a text would not read back (Cyrillic to Latin) as its Latin original.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { toCyrillic, toLatin } from '../src/script.ts';

const locales = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'locales');
const latnDir = join(locales, 'sr-Latn');
const cyrlDir = join(locales, 'sr-Cyrl');
const rulesFile = join(locales, 'transliteration-exceptions.json');
const check = process.argv.includes('--check');
const problems = [];

function readRules() {
  const rules = JSON.parse(readFileSync(rulesFile, 'utf8'));
  for (const list of ['twoLetters', 'latin', 'cyrillicAbbreviations']) {
    const value = rules[list];
    if (
      !Array.isArray(value) ||
      value.some((entry) => typeof entry !== 'string' || !entry.trim())
    ) {
      throw new Error(`${rulesFile}: "${list}" must be a list of words`);
    }
  }
  const notLower = rules.twoLetters.filter((stem) => stem !== stem.toLowerCase());
  if (notLower.length) throw new Error(`${rulesFile}: "twoLetters" in lower case: ${notLower}`);
  return rules;
}

/** The same JSON with every text in Cyrillic; `path` names a text in messages. */
function transliterate(value, rules, file, path) {
  if (typeof value === 'string') {
    const cyrillic = toCyrillic(value, rules);
    if (toLatin(cyrillic) !== value) {
      problems.push(`${file} ${path}: "${cyrillic}" does not read back as "${value}"`);
    }
    return cyrillic;
  }
  if (Array.isArray(value)) {
    return value.map((item, i) => transliterate(item, rules, file, `${path}[${i}]`));
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        transliterate(item, rules, file, path ? `${path}.${key}` : key),
      ]),
    );
  }
  return value;
}

function keys(value, prefix = '', out = new Set()) {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, item] of Object.entries(value))
      keys(item, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.add(prefix);
  }
  return out;
}

const rules = readRules();
const latnFiles = readdirSync(latnDir).filter((name) => name.endsWith('.json'));
const cyrlFiles = existsSync(cyrlDir)
  ? readdirSync(cyrlDir).filter((name) => name.endsWith('.json'))
  : [];
for (const name of cyrlFiles.filter((name) => !latnFiles.includes(name))) {
  problems.push(`sr-Cyrl/${name} has no sr-Latn/${name} (remove it, or write the Latin one)`);
}

const changed = new Map();
for (const name of latnFiles) {
  const latin = JSON.parse(readFileSync(join(latnDir, name), 'utf8'));
  const target = join(cyrlDir, name);
  const options = { ...(await resolveConfig(target)), filepath: target };
  const text = await format(JSON.stringify(transliterate(latin, rules, name, '')), options);
  const current = existsSync(target) ? readFileSync(target, 'utf8') : null;
  if (!check) {
    if (current !== text) changed.set(target, text);
    continue;
  }
  if (current === null) {
    problems.push(`sr-Cyrl/${name} is missing`);
    continue;
  }
  const latinKeys = keys(latin);
  const cyrillicKeys = keys(JSON.parse(current));
  for (const key of latinKeys) {
    if (!cyrillicKeys.has(key)) problems.push(`${name}: "${key}" is in sr-Latn only`);
  }
  for (const key of cyrillicKeys) {
    if (!latinKeys.has(key)) problems.push(`${name}: "${key}" is in sr-Cyrl only`);
  }
  if (current !== text) problems.push(`sr-Cyrl/${name} is not what sr-Latn/${name} gives`);
}

if (problems.length) {
  for (const problem of problems) console.error(problem);
  console.error(
    check
      ? 'The Cyrillic locale is out of date: edit only sr-Latn and the exceptions, then run `pnpm locales:cyrl` (locales/README.md).'
      : 'Nothing was written: add the word to locales/transliteration-exceptions.json (locales/README.md).',
  );
  process.exit(1);
}
if (!check) mkdirSync(cyrlDir, { recursive: true });
for (const [target, text] of changed) writeFileSync(target, text);
console.log(
  check
    ? `locales: sr-Cyrl matches sr-Latn (${latnFiles.length} files).`
    : `locales: sr-Cyrl written (${changed.size} of ${latnFiles.length} files changed).`,
);
