// Writes the Inter subsets a Serbian page is set in, cut from @fontsource-variable/inter with
// every weight kept: src/fonts/inter-serbian-wght.woff2 (Č č Ć ć Š š Ž ž Đ đ from latin-ext,
// ~4 KB instead of ~86 KB), src/fonts/inter-basic-wght.woff2 (ASCII, Latin-1 with its accented
// letters, dashes, quotes, the euro sign from latin) and src/fonts/inter-latin-ext-a-wght.woff2
// (the rest of Latin Extended-A, e.g. the ş ğ of "Tofaş Doğan" in the brand list: ~14 KB instead
// of ~86 KB). theme.css declares them after the package's faces, so they are the ones used for
// their characters; any other letter still loads the package's file for it. --check also checks
// that each face's unicode-range in theme.css covers exactly its subset.
// Usage: node scripts/subset-fonts.mjs          (write)
//        node scripts/subset-fonts.mjs --check  (fail when the committed file differs)
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

/** Č č Ć ć Š š Ž ž Đ đ: the letters Serbian Latin adds to ASCII (from latin-ext). */
export const SERBIAN_LETTERS = 'ČčĆćŠšŽžĐđ';

/**
 * What a Serbian page sets from the latin file: ASCII, Latin-1 (signs and accented letters, as in
 * "Citroën"), dashes, quotes, bullet, ellipsis, minus and the euro sign.
 */
export const BASIC_TEXT = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x20ac, 0x20ac],
  [0x2212, 0x2212],
]
  .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i))
  .map((code) => String.fromCodePoint(code))
  .join('');

const serbianCodes = new Set([...SERBIAN_LETTERS].map((c) => c.codePointAt(0)));

/** Latin Extended-A without the Serbian letters (their own, inlined subset covers them). */
export const LATIN_EXT_A_TEXT = Array.from({ length: 0x80 }, (_, i) => 0x100 + i)
  .filter((code) => !serbianCodes.has(code))
  .map((code) => String.fromCodePoint(code))
  .join('');

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const files = join(dirname(require.resolve('@fontsource-variable/inter/package.json')), 'files');

/** Each committed subset: where it goes, the package file it is cut from, the text it keeps. */
const subsets = [
  {
    target: join(root, 'src', 'fonts', 'inter-serbian-wght.woff2'),
    source: join(files, 'inter-latin-ext-wght-normal.woff2'),
    text: SERBIAN_LETTERS,
  },
  {
    target: join(root, 'src', 'fonts', 'inter-basic-wght.woff2'),
    source: join(files, 'inter-latin-wght-normal.woff2'),
    text: BASIC_TEXT,
  },
  {
    target: join(root, 'src', 'fonts', 'inter-latin-ext-a-wght.woff2'),
    source: join(files, 'inter-latin-ext-wght-normal.woff2'),
    text: LATIN_EXT_A_TEXT,
  },
];

/** The code points a unicode-range (U+0020-007E, U+00D7, ...) covers. */
function rangeCodes(range) {
  const codes = new Set();
  for (const part of range.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let code = parseInt(from, 16); code <= parseInt(to, 16); code += 1) codes.add(code);
  }
  return codes;
}

const theme = readFileSync(join(root, 'src', 'theme.css'), 'utf8');
/** theme.css's unicode-range for a subset file, or an empty set when it declares none. */
function themeRange(file) {
  const face = theme
    .split('@font-face')
    .find((block) => block.includes(`./fonts/${file}`))
    ?.match(/unicode-range:([^;]+);/);
  return face ? rangeCodes(face[1]) : new Set();
}

const check = process.argv.includes('--check');
let stale = 0;
for (const { target, source, text } of subsets) {
  const file = target.replace(/.*[\\/]/, '');
  const declared = themeRange(file);
  const wanted = new Set([...text].map((c) => c.codePointAt(0)));
  if (declared.size !== wanted.size || [...wanted].some((code) => !declared.has(code))) {
    stale += 1;
    console.error(`theme.css: the unicode-range of ${file} is not exactly the subset's characters`);
  }
  const subset = await subsetFont(readFileSync(source), text, { targetFormat: 'woff2' });
  if (!check) {
    writeFileSync(target, subset);
    console.log(`wrote ${target} (${subset.length} bytes)`);
    continue;
  }
  let committed;
  try {
    committed = readFileSync(target);
  } catch {
    committed = Buffer.alloc(0);
  }
  if (committed.equals(subset)) {
    console.log(`fonts: ${target} is current (${subset.length} bytes)`);
  } else {
    stale += 1;
    console.error(
      `${target} is not the subset of the installed @fontsource-variable/inter: run pnpm --filter @autoberza/ui fonts:subset`,
    );
  }
}
process.exit(stale ? 1 : 0);
