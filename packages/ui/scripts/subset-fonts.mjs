// Writes src/fonts/inter-serbian-wght.woff2: the letters Serbian Latin adds to ASCII
// (Č č Ć ć Š š Ž ž Đ đ), cut from @fontsource-variable/inter's latin-ext file with every weight
// kept. theme.css declares it after the package's faces, so a Serbian page loads these ~4 KB
// instead of the whole latin-ext file (~86 KB); other latin-ext letters still load that file.
// Usage: node scripts/subset-fonts.mjs          (write)
//        node scripts/subset-fonts.mjs --check  (fail when the committed file differs)
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

export const SERBIAN_LETTERS = 'ČčĆćŠšŽžĐđ';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const target = join(root, 'src', 'fonts', 'inter-serbian-wght.woff2');
const require = createRequire(import.meta.url);
const source = join(
  dirname(require.resolve('@fontsource-variable/inter/package.json')),
  'files',
  'inter-latin-ext-wght-normal.woff2',
);

const subset = await subsetFont(readFileSync(source), SERBIAN_LETTERS, { targetFormat: 'woff2' });

if (process.argv.includes('--check')) {
  let committed;
  try {
    committed = readFileSync(target);
  } catch {
    committed = Buffer.alloc(0);
  }
  if (!committed.equals(subset)) {
    console.error(
      `${target} is not the subset of the installed @fontsource-variable/inter: run node scripts/subset-fonts.mjs`,
    );
    process.exit(1);
  }
  console.log(`fonts: ${target} is current (${subset.length} bytes)`);
} else {
  writeFileSync(target, subset);
  console.log(`wrote ${target} (${subset.length} bytes)`);
}
