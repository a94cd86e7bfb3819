// Fails when a locale key is used in the app's code but missing from locales/sr-Latn, or is
// present there but used nowhere. Keys are written in full in code ("ns:dotted.key"); plural forms
// count as their base key.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const appRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const localeDir = join(appRoot, '..', '..', 'locales', 'sr-Latn');
const namespaces = ['common', 'auth', 'cars', 'profile', 'admin', 'pages', 'validation'];

function flatten(value, prefix, out) {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out.add(prefix);
  }
  return out;
}

const defined = new Set();
for (const ns of namespaces) {
  const json = JSON.parse(readFileSync(join(localeDir, `${ns}.json`), 'utf8'));
  for (const key of flatten(json, '', new Set())) defined.add(`${ns}:${key}`);
}

function walk(dir, files = []) {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, files);
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) files.push(full);
  }
  return files;
}

const pattern = new RegExp(`['"\`]((?:${namespaces.join('|')}):[A-Za-z0-9_.-]+)['"\`]`, 'g');
const used = new Map();
for (const file of walk(join(appRoot, 'src'))) {
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(pattern)) {
    if (!used.has(match[1])) used.set(match[1], file.slice(appRoot.length + 1));
  }
}

// Plural forms (i18next's `key_one`, `key_few`, `key_other`) are used through their base key; a
// plural needs its `_other` form, the one every language falls back to.
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseOf = (key) => key.replace(PLURAL, '');
const isDefined = (key) => defined.has(key) || defined.has(`${key}_other`);
const missing = [...used].filter(([key]) => !isDefined(key));
const unused = [...defined].filter((key) => !used.has(key) && !used.has(baseOf(key)));
for (const [key, file] of missing) console.error(`missing: ${key} (used in ${file})`);
for (const key of unused) console.error(`unused:  ${key}`);
if (missing.length || unused.length) {
  console.error(`check:i18n failed: ${missing.length} missing, ${unused.length} unused`);
  process.exit(1);
}
console.log(`check:i18n: ${defined.size} keys, all used and defined.`);
