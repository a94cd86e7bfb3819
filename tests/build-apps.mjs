// The e2e suite's own build of the web app, in a folder of its own (another build of
// packages/app/dist cannot swap the assets under a running suite): /tmp/autoberza-e2e-app-<port>
// holds dist and its server build dist-ssr (the server looks for it beside dist), which renders
// public pages' first screens. Both e2e servers serve this one build: the server's PUBLIC_BROWSING
// alone decides whether visitors browse (decision 010); public.spec.ts runs against the server that
// has it on. (Types are checked by `pnpm typecheck`, a step of its own in `pnpm test`.)
import { spawnSync } from 'node:child_process';

const port = process.env.E2E_PORT ?? '3999';
const root = `/tmp/autoberza-e2e-app-${port}`;

function run(args, env = {}) {
  const result = spawnSync('pnpm', ['--filter', '@autoberza/app', 'exec', ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(['vite', 'build', '--outDir', `${root}/dist`, '--emptyOutDir']);
// The sign-in screen's JavaScript stays within its limit (packages/app/scripts/measure-login-js.mjs).
run(['node', 'scripts/measure-login-js.mjs'], { MEASURE_DIST: `${root}/dist` });
run(['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', `${root}/dist-ssr`]);
