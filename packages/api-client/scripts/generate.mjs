// Generates src/generated/api.ts from ../server/openapi.json.
// With --check: generates into a scratch folder at the same depth and fails when the
// committed file differs (the client is stale against the server's document).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');
const schema = join(root, '..', 'server', 'openapi.json');
if (!existsSync(schema)) {
  console.error(`Missing ${schema}: run "pnpm --filter @autoberza/server openapi" first.`);
  process.exit(1);
}

const outDir = check ? './src/.fresh-check' : './src/generated';
mkdirSync(join(root, outDir), { recursive: true });
const run = spawnSync('pnpm', ['exec', 'rtk-query-codegen-openapi', 'openapi-config.cjs'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, OPENAPI_OUT_DIR: outDir },
});
if (run.status !== 0) process.exit(run.status ?? 1);

if (check) {
  const fresh = readFileSync(join(root, outDir, 'api.ts'), 'utf8');
  const committedPath = join(root, 'src', 'generated', 'api.ts');
  const committed = existsSync(committedPath) ? readFileSync(committedPath, 'utf8') : '';
  rmSync(join(root, outDir), { recursive: true, force: true });
  if (fresh !== committed) {
    console.error(
      'src/generated/api.ts is stale against packages/server/openapi.json: run "pnpm --filter @autoberza/api-client generate" and commit.',
    );
    process.exit(1);
  }
  console.log('Generated API client is fresh.');
}
