// Generates src/generated/api.ts from ../server/openapi.json.
// With --check (the test step), two things in parallel, failing on either:
// - the server app builds its OpenAPI document again (`pnpm --filter @autoberza/server openapi`
//   into a temporary file) and it must equal the committed openapi.json, so a changed route is
//   caught even when nobody ran the openapi script;
// - the client is generated into a scratch folder and must equal the committed src/generated/api.ts.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');
const schema = join(root, '..', 'server', 'openapi.json');
if (!existsSync(schema)) {
  console.error(`Missing ${schema}: run "pnpm --filter @autoberza/server openapi" first.`);
  process.exit(1);
}

/** Runs a command; resolves with its exit code and, when it failed, what it printed. */
const run = (args, options) =>
  new Promise((resolve) => {
    const child = spawn('pnpm', args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });

async function generateClient(outDir) {
  mkdirSync(join(root, outDir), { recursive: true });
  const result = await run(['exec', 'rtk-query-codegen-openapi', 'openapi-config.cjs'], {
    cwd: root,
    env: { ...process.env, OPENAPI_OUT_DIR: outDir },
  });
  if (result.code !== 0) process.stderr.write(result.output);
  return result.code === 0;
}

/** Is the committed openapi.json what the server's routes describe today? */
async function documentIsFresh() {
  const dir = mkdtempSync(join(tmpdir(), 'autoberza-openapi-check-'));
  try {
    const file = join(dir, 'openapi.json');
    const result = await run(['--filter', '@autoberza/server', 'openapi', file], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'silent' },
    });
    if (result.code !== 0) {
      process.stderr.write(result.output);
      console.error('Could not build the OpenAPI document from the server app.');
      return false;
    }
    if (readFileSync(file, 'utf8') !== readFileSync(schema, 'utf8')) {
      console.error(
        'packages/server/openapi.json is stale against the server routes: run "pnpm --filter @autoberza/server openapi", then "pnpm --filter @autoberza/api-client generate", and commit both.',
      );
      return false;
    }
    return true;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Is the committed client what the committed document generates? */
async function clientIsFresh() {
  const outDir = './src/.fresh-check';
  try {
    if (!(await generateClient(outDir))) return false;
    const fresh = readFileSync(join(root, outDir, 'api.ts'), 'utf8');
    const committedPath = join(root, 'src', 'generated', 'api.ts');
    const committed = existsSync(committedPath) ? readFileSync(committedPath, 'utf8') : '';
    if (fresh !== committed) {
      console.error(
        'src/generated/api.ts is stale against packages/server/openapi.json: run "pnpm --filter @autoberza/api-client generate" and commit.',
      );
      return false;
    }
    return true;
  } finally {
    rmSync(join(root, outDir), { recursive: true, force: true });
  }
}

if (check) {
  const [documentOk, clientOk] = await Promise.all([documentIsFresh(), clientIsFresh()]);
  if (!documentOk || !clientOk) process.exit(1);
  console.log('OpenAPI document and generated API client are fresh.');
} else if (await generateClient('./src/generated')) {
  console.log('src/generated/api.ts written from packages/server/openapi.json.');
} else {
  process.exit(1);
}
