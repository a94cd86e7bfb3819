// `pnpm e2e [playwright arguments]`: builds the web app once (build-apps.mjs), then runs Playwright.
// With arguments (a spec, -g, --update-snapshots) one run takes them. Without, the whole suite runs
// in two halves at once (playwright.config.ts, E2E_GROUP), each against servers of its own on its
// own ports and data: the journeys mostly wait on the browser and the server, so two halves take
// little more than the longer one. Each half's output is printed whole when it ends.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3999);
const dist = `/tmp/autoberza-e2e-app-${port}/dist`;
const env = { ...process.env, E2E_APP_DIST: dist, E2E_PUBLIC_APP_DIST: dist };

const built = spawnSync('node', ['build-apps.mjs'], { stdio: 'inherit', env });
if (built.status !== 0) process.exit(built.status ?? 1);

/**
 * After a failing run: the last lines the run's servers logged (warnings and errors; e2e/env.ts,
 * global-setup.ts), beside the test that failed, where a CI log shows them.
 */
function printServerLogs(serverPort) {
  for (const name of ['server', 'public-server']) {
    const file = join(tmpdir(), `autoberza-e2e-${serverPort}`, `${name}.log`);
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8').trim();
    const lines = text ? text.split('\n').slice(-30) : [];
    console.log(
      lines.length
        ? `\n── e2e: the last ${lines.length} lines of ${file} ──\n${lines.join('\n')}`
        : `\n── e2e: ${file} logged nothing ──`,
    );
  }
}

const args = process.argv.slice(2).filter((a) => a !== '--');
if (args.length > 0) {
  const run = spawnSync('pnpm', ['exec', 'playwright', 'test', ...args], { stdio: 'inherit', env });
  if (run.status !== 0) printServerLogs(port);
  process.exit(run.status ?? 1);
}

/** One half on `groupPort` (and the port after it); resolves to its exit status. */
function half(group, groupPort) {
  const log = join(tmpdir(), `autoberza-e2e-${group}-${groupPort}.log`);
  const out = createWriteStream(log);
  const child = spawn('pnpm', ['exec', 'playwright', 'test'], {
    env: { ...env, E2E_GROUP: group, E2E_PORT: String(groupPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  const started = Date.now();
  console.log(`e2e: ${group} started on port ${groupPort}`);
  return new Promise((resolve) =>
    child.on('close', (status) =>
      out.end(() => {
        const seconds = Math.round((Date.now() - started) / 1000);
        console.log(`\n── e2e: ${group} (port ${groupPort}, ${seconds} s) ──`);
        process.stdout.write(readFileSync(log, 'utf8'));
        if (status !== 0) printServerLogs(groupPort);
        resolve(status ?? 1);
      }),
    ),
  );
}

const statuses = await Promise.all([half('pictures', port), half('journeys', port + 2)]);
process.exit(statuses.every((status) => status === 0) ? 0 : 1);
