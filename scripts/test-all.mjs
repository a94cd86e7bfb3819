// The whole test command: every check CI runs, in order, with a summary at the end.
// Usage: pnpm test            (everything)
//        pnpm test -- unit    (only the named steps)
import { spawnSync } from 'node:child_process';

const steps = [
  // `pnpm lint` is these two: ESLint, then the import boundaries (docs/architecture.md).
  ['lint', 'pnpm', ['lint:es']],
  ['boundaries', 'pnpm', ['lint:deps']],
  ['format', 'pnpm', ['format:check']],
  ['typecheck', 'pnpm', ['typecheck']],
  // Unused files, exports and dependencies in every workspace (knip.json).
  ['knip', 'pnpm', ['knip']],
  // Keys used and defined (the app), and locales/sr-Cyrl as sr-Latn gives it (locales/README.md).
  ['i18n', 'pnpm', ['check:i18n']],
  ['client', 'pnpm', ['--filter', '@autoberza/api-client', 'check:fresh']],
  ['openapi', 'pnpm', ['lint:openapi']],
  ['citations', 'node', ['scripts/check-citations.mjs']],
  ['config-table', 'pnpm', ['--filter', '@autoberza/server', 'config-table', '--check']],
  ['contract', 'pnpm', ['--filter', '@autoberza/contract', 'test']],
  ['demo', 'pnpm', ['--filter', '@autoberza/demo', 'test']],
  ['server', 'pnpm', ['--filter', '@autoberza/server', 'test']],
  ['app', 'pnpm', ['--filter', '@autoberza/app', 'test']],
  ['ui', 'pnpm', ['--filter', '@autoberza/ui', 'test']],
  ['e2e', 'pnpm', ['--filter', '@autoberza/tests', 'e2e']],
  ['restart', 'node', ['scripts/restart-check.mjs']],
];

const only = process.argv.slice(2).filter((a) => a !== '--');
const selected = only.length ? steps.filter(([name]) => only.includes(name)) : steps;
const results = [];
for (const [name, cmd, args] of selected) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const { status } = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  results.push({ name, ok: status === 0, seconds });
  console.log(`${status === 0 ? '✔' : '✘'} ${name} (${seconds} s)`);
}
const failed = results.filter((r) => !r.ok);
console.log('\nSummary:');
for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
console.log(`steps: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
