// Writes package.json `exports`: one subpath per public component file, the theme CSS and the
// class helpers (utils: twMerge, focusRing, prepareClassMerge...).
// Run after adding a component: node scripts/sync-exports.mjs
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const pkgUrl = new URL('../package.json', import.meta.url);
const pkg = JSON.parse(readFileSync(pkgUrl, 'utf8'));
const internal = new Set(['icons']);
const components = readdirSync(new URL('../src/components', import.meta.url))
  .filter((f) => f.endsWith('.tsx') && !f.endsWith('.stories.tsx'))
  .map((f) => f.slice(0, -4))
  .filter((name) => !internal.has(name))
  .sort();
pkg.exports = {
  './theme.css': { style: './src/theme.css', default: './src/theme.css' },
  ...Object.fromEntries(components.map((name) => [`./${name}`, `./src/components/${name}.tsx`])),
  './utils': './src/utils.ts',
};
writeFileSync(pkgUrl, JSON.stringify(pkg, null, 2) + '\n');
console.log(Object.keys(pkg.exports).join('\n'));
