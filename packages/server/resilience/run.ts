/**
 * pnpm test:resilience [--short]: the real server, on PostgreSQL, under faults. Each scenario
 * starts its own server process(es) and database, prints its checks with their figures, and the
 * last line is PASS or FAIL (exit code 0 or 1). See resilience/README.md.
 */
import { Checks, type Mode, type ScenarioResult } from './lib/report.ts';
import { crash } from './scenarios/crash.ts';
import { dbRestart } from './scenarios/db-restart.ts';
import { fuzz } from './scenarios/fuzz.ts';
import { load } from './scenarios/load.ts';
import { mailDown } from './scenarios/mail-down.ts';
import { twoInstances } from './scenarios/two-instances.ts';

const scenarios: Record<string, (mode: Mode, checks: Checks) => Promise<void>> = {
  fuzz,
  load,
  crash,
  'database restart': dbRestart,
  'mail down': mailDown,
  'two instances': twoInstances,
};

const mode: Mode =
  process.argv.includes('--short') || process.env.RESILIENCE_MODE === 'short' ? 'short' : 'full';
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));

const results: ScenarioResult[] = [];
for (const [name, scenario] of Object.entries(scenarios)) {
  if (only.length > 0 && !only.some((o) => name.includes(o))) continue;
  console.log(`\n## ${name} (${mode})`);
  const checks = new Checks();
  const started = Date.now();
  try {
    await scenario(mode, checks);
  } catch (error) {
    checks.add(
      'scenario ran to the end',
      'no error',
      (error as Error).stack ?? String(error),
      false,
    );
  }
  results.push({ name, seconds: Math.round((Date.now() - started) / 1000), checks: checks.list });
}

console.log('\n| scenario | check | target | measured | |');
console.log('| --- | --- | --- | --- | --- |');
for (const result of results) {
  for (const check of result.checks) {
    console.log(
      `| ${result.name} | ${check.name} | ${check.target} | ${check.value.split('\n')[0]} | ${check.ok ? 'ok' : 'FAIL'} |`,
    );
  }
}
const failed = results.flatMap((r) =>
  r.checks.filter((c) => !c.ok).map((c) => `${r.name}: ${c.name}`),
);
const total = results.reduce((n, r) => n + r.seconds, 0);
if (results.length === 0) {
  console.log('FAIL: no scenario matched');
  process.exit(2);
}
console.log(
  failed.length === 0
    ? `PASS: ${results.length} scenarios, ${results.reduce((n, r) => n + r.checks.length, 0)} checks (${mode}, ${total} s)`
    : `FAIL: ${failed.join('; ')}`,
);
process.exit(failed.length === 0 ? 0 : 1);
