// Gzipped JavaScript the browser loads before the login screen is usable: the entry chunk, its
// static imports, and the login route's chunk with its static imports (Vite manifest). The login
// screen is part of the entry (the first-screen budget); a separate chunk would be counted too.
// The limit is the product's budget (login-js-budget.mjs); the e2e suite's build runs this
// (tests/build-apps.mjs), so any growth fails there. LOGIN_JS_BUDGET_KB overrides it.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { LOGIN_JS_BUDGET_KB } from './login-js-budget.mjs';

const dist =
  process.env.MEASURE_DIST ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const seen = new Set();
const visit = (key) => {
  if (seen.has(key)) return;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) visit(dep);
};
visit('index.html');
if (manifest['src/features/auth/LoginPage.tsx']) visit('src/features/auth/LoginPage.tsx');
const rows = [...seen].map((key) => {
  const file = manifest[key].file;
  return { file, gzip: gzipSync(readFileSync(join(dist, file))).length };
});
rows.sort((a, b) => b.gzip - a.gzip);
for (const r of rows) console.log(`${(r.gzip / 1024).toFixed(1).padStart(7)} KB  ${r.file}`);
const total = rows.reduce((sum, r) => sum + r.gzip, 0) / 1024;
const budget = Number(process.env.LOGIN_JS_BUDGET_KB ?? LOGIN_JS_BUDGET_KB);
console.log(`JS before the login screen: ${total.toFixed(1)} KB gzipped (budget ${budget} KB)`);
process.exit(total <= budget ? 0 : 1);
