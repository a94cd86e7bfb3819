// The whole test command: every check CI runs, with a summary at the end.
// Usage: pnpm test            (everything)
//        pnpm test -- unit    (only the named steps)
import { spawn } from 'node:child_process';

/**
 * Lines that name a failing test (vitest, Playwright) or a check's error (ESLint, tsc), and what a
 * failing Playwright test was doing (its error's first line, the element it waited for): repeated
 * in the summary, where a CI log's tail shows them.
 */
const failureLine =
  /(?:^|\s)(?:FAIL|✗|×|✘)\s|^\s*\d+\) \[|^\s*\d+:\d+\s+error\s|error TS\d+|^\s*(?:Error|TimeoutError): (?:locator|page|apiRequestContext|expect|browserContext)\b|^\s*Test timeout of|^\s*- waiting for |^\s*at .*\.spec\.ts:\d+:\d+\)?$/;
// eslint-disable-next-line no-control-regex -- the terminal's colour codes start with ESC
const strip = (line) => line.replace(/\x1b\[[0-9;]*m/g, '');

/**
 * Runs one step; resolves to its exit status and failure lines. Its output is passed through as it
 * comes, or (`buffered`: a step run beside others) printed whole when it ends.
 */
function run(cmd, args, buffered = false) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['inherit', 'pipe', 'pipe'], env: process.env });
    const failures = [];
    const kept = [];
    let rest = '';
    const scan = (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines.map(strip)) if (failureLine.test(line)) failures.push(line.trim());
    };
    const pass = (stream) => (chunk) => {
      if (buffered) kept.push(chunk);
      else stream.write(chunk);
      scan(chunk.toString());
    };
    child.stdout.on('data', pass(process.stdout));
    child.stderr.on('data', pass(process.stderr));
    child.on('close', (status) => {
      if (buffered) process.stdout.write(Buffer.concat(kept));
      resolve({ status, failures });
    });
  });
}

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

// `--before <step>` / `--from <step>`: the steps before it / from it on (CI runs the suite in two
// parts, with the server suite on PostgreSQL beside the second: .ci/run).
const args = process.argv.slice(2).filter((a) => a !== '--');
const cut = (flag) => {
  const at = args.indexOf(flag);
  if (at < 0) return undefined;
  const index = steps.findIndex(([name]) => name === args[at + 1]);
  if (index < 0) throw new Error(`${flag}: no step named ${args[at + 1]}`);
  args.splice(at, 2);
  return index;
};
const before = cut('--before');
const from = cut('--from');
const only = args;
const selected = (only.length ? steps.filter(([name]) => only.includes(name)) : steps).filter(
  (step) => {
    const index = steps.indexOf(step);
    return (before === undefined || index < before) && (from === undefined || index >= from);
  },
);
/**
 * The checks before the test suites read files and write none: they run two at a time (most keep
 * one core busy), each one's output printed whole when it ends. The suites run one after another.
 */
const CHECKS = new Set(
  steps
    .slice(
      0,
      steps.findIndex(([name]) => name === 'server'),
    )
    .map(([n]) => n),
);
const results = [];
async function runStep([name, cmd, args], buffered) {
  const started = Date.now();
  if (!buffered) console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const { status, failures } = await run(cmd, args, buffered);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (buffered) console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')} (output above)`);
  console.log(`${status === 0 ? '✔' : '✘'} ${name} (${seconds} s)`);
  return { name, ok: status === 0, seconds, failures };
}
const checks = selected.filter(([name]) => CHECKS.has(name));
const queue = [...checks];
const lanes = Array.from({ length: Math.min(2, checks.length) }, async () => {
  const done = [];
  for (let step = queue.shift(); step; step = queue.shift()) done.push(await runStep(step, true));
  return done;
});
const checked = (await Promise.all(lanes)).flat();
results.push(...checks.map(([name]) => checked.find((r) => r.name === name)));
for (const step of selected.filter(([name]) => !CHECKS.has(name))) {
  results.push(await runStep(step, false));
}
const failed = results.filter((r) => !r.ok);
console.log('\nSummary:');
for (const r of results) {
  console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
  // What failed, from the step's own output (at most 30 lines, each cut to 200 characters).
  if (!r.ok)
    for (const line of r.failures.slice(0, 30)) console.log(`       ${line.slice(0, 200)}`);
}
console.log(`steps: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
