// Fails unless Storybook's index has an autodocs page for every stories file in src/components.
// Usage: node scripts/check-autodocs.mjs [index.json]
// Without an argument it asks Storybook's own indexer (`storybook index`, a few seconds, no
// build), so the check reads tags exactly as `build-storybook` does; with one it checks that
// file (e.g. storybook-static/index.json after a build).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const uiDir = fileURLToPath(new URL('..', import.meta.url));
const given = process.argv[2];
let indexFile = given;
let tempDir;
if (!indexFile) {
  tempDir = mkdtempSync(join(tmpdir(), 'autoberza-sb-index-'));
  indexFile = join(tempDir, 'index.json');
  execFileSync(
    'pnpm',
    ['exec', 'storybook', 'index', '-c', '../../.storybook', '-o', indexFile, '--quiet'],
    {
      cwd: uiDir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
    },
  );
}
const { entries } = JSON.parse(readFileSync(indexFile, 'utf8'));
if (tempDir) rmSync(tempDir, { recursive: true, force: true });

const docsPaths = new Set(
  Object.values(entries)
    .filter((entry) => entry.type === 'docs' && entry.tags?.includes('autodocs'))
    .map((entry) => entry.importPath.replace(/^\.\//, '')),
);
const storyFiles = readdirSync(join(uiDir, 'src/components'))
  .filter((file) => file.endsWith('.stories.tsx'))
  .map((file) => `src/components/${file}`);
const missing = storyFiles.filter((file) => !docsPaths.has(file));

if (storyFiles.length === 0 || missing.length > 0) {
  console.error(
    `Storybook index ${given ?? '(storybook index)'} lacks an autodocs page for:\n` +
      (storyFiles.length ? missing.map((file) => `  ${file}`).join('\n') : '  (no stories found)') +
      `\nThe indexer reads \`tags: ['autodocs']\` from .storybook/preview.ts itself.`,
  );
  process.exit(1);
}
console.log(`autodocs: ${storyFiles.length} of ${storyFiles.length} components have a docs page`);
