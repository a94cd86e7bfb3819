// The e2e suite's own builds of the web app, in folders of their own (another build of
// packages/app/dist cannot swap the assets under a running suite):
// - the default app (visitors see sign-in only, D16) in /tmp/autoberza-e2e-app-<port>;
// - the app with PUBLIC_BROWSING (VITE_PUBLIC_BROWSING=true), and its server build, which renders
//   public pages' first screens, in /tmp/autoberza-e2e-public-<port>/{dist,dist-ssr} (the server
//   looks for dist-ssr beside dist); public.spec.ts runs against it.
import { spawnSync } from 'node:child_process';

const port = process.env.E2E_PORT ?? '3999';
const appDist = `/tmp/autoberza-e2e-app-${port}`;
const publicRoot = `/tmp/autoberza-e2e-public-${port}`;

function run(args, env = {}) {
  const result = spawnSync('pnpm', ['--filter', '@autoberza/app', 'exec', ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(['tsc', '--noEmit']);
run(['vite', 'build', '--outDir', appDist, '--emptyOutDir']);
const open = { VITE_PUBLIC_BROWSING: 'true' };
run(['vite', 'build', '--outDir', `${publicRoot}/dist`, '--emptyOutDir'], open);
run(['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', `${publicRoot}/dist-ssr`], open);
