// Writes the Inter subsets a Serbian page is set in, cut from @fontsource-variable/inter with
// every weight kept: src/fonts/inter-serbian-wght.woff2 (Č č Ć ć Š š Ž ž Đ đ from latin-ext,
// ~4 KB instead of ~86 KB) and src/fonts/inter-basic-wght.woff2 (ASCII, signs, dashes, quotes,
// the euro sign from latin). theme.css declares them after the package's faces, so they are the
// ones used for their characters; any other letter still loads the package's file for it.
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
 * What a Serbian page sets from the latin file: ASCII, the Latin-1 signs (no accented letters),
 * × ÷, dashes, quotes, bullet, ellipsis, minus and the euro sign. Matches BASIC_RANGE in theme.css.
 */
export const BASIC_TEXT = [
  [0x20, 0x7e],
  [0xa0, 0xbf],
  [0xd7, 0xd7],
  [0xf7, 0xf7],
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
];

const check = process.argv.includes('--check');
let stale = 0;
for (const { target, source, text } of subsets) {
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
