/**
 * The cold runs of `pnpm bench:api` (docs/decisions/016, 034): reads on an instance without the
 * list cache. First closed loop (CONNECTIONS at once, as fast as it answers) for the capacity
 * and the CPU one request costs the server's thread and PostgreSQL; then open loop at the rate
 * the decision states, a fraction of the same run's hello-world throughput, where the latency
 * users would feel is judged; then the rate doubled until the p99 passes KNEE_P99_MS or an
 * error appears: the last rate that held is the knee (printed, not judged).
 */
import type { FastifyInstance } from 'fastify';
import { drive, type Result } from './api-drive.ts';
import { type CpuPerRequest, withCpu } from './cpu.ts';
import { openLoop, type OpenLoopResult } from './open-loop.ts';

const OPEN_SECONDS = Number(process.env.BENCH_OPEN_SECONDS ?? 20);
/** Seconds of each doubled rate on the way to the knee. */
const KNEE_SECONDS = Number(process.env.BENCH_KNEE_SECONDS ?? 10);
/** The knee is the last rate whose p99 stayed under this, without an error. */
export const KNEE_P99_MS = 50;
/** At most this many doublings (64 times the judged rate), to bound the bench's time. */
const KNEE_STEPS = 6;

type Measured = OpenLoopResult & { cpu: CpuPerRequest };

export interface ColdRun {
  name: string;
  /** The open-loop p99 target (ms). */
  p99Ms: number;
  /** The judged rate's share of the hello world's throughput. */
  share: number;
  capacity: Result;
  open: Measured;
  /** The doubled rates, in order; the last one broke the knee's rule or was the last step. */
  doubled: Measured[];
  /** The last rate that held (the judged one included), or undefined if even that did not. */
  knee: Measured | undefined;
}

const held = (o: OpenLoopResult) => !o.saturated && o.errors === 0 && o.p99 < KNEE_P99_MS;

export async function coldRuns(
  app: FastifyInstance,
  base: string,
  headers: Record<string, string>,
  options: {
    /** Requests a second of the bare hello world, measured in this run. */
    helloRps: number;
    /** The bench's PostgreSQL database (its backends' CPU), or undefined on PGlite. */
    database: string | undefined;
  },
  runs: { name: string; paths: string[]; p99Ms: number; share: number }[],
): Promise<ColdRun[]> {
  const out: ColdRun[] = [];
  const open = (paths: string[], rate: number, seconds: number) =>
    withCpu(() => openLoop({ origin: base, paths, rate, seconds, headers }), options.database);
  for (const run of runs) {
    const capacity = await drive(app, `cold ${run.name}`, base, run.paths, headers, {
      cpu: { database: options.database },
    });
    const rate = Math.max(1, Math.round(options.helloRps * run.share));
    const judged = await open(run.paths, rate, OPEN_SECONDS);
    const doubled: Measured[] = [];
    let knee = held(judged) ? judged : undefined;
    for (let step = 1; knee && step <= KNEE_STEPS; step += 1) {
      const next = await open(run.paths, rate * 2 ** step, KNEE_SECONDS);
      doubled.push(next);
      if (!held(next)) break;
      knee = next;
    }
    out.push({ ...run, capacity, open: judged, doubled, knee });
  }
  return out;
}

const fixed = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : '–');

function row(name: string, o: Measured) {
  const late = `${o.lateP99Ms} / ${o.lateMaxMs}${o.saturated ? '  generator saturated' : ''}`;
  console.log(
    `${name.padEnd(24)} ${String(o.rate).padStart(7)} ${String(o.p50).padStart(7)} ${String(o.p99).padStart(7)} ${String(o.max).padStart(7)} ${String(o.errors).padStart(7)} ${String(o.sent).padStart(6)} ${fixed(o.cpu.serverMs).padStart(7)} ${fixed(o.cpu.postgresMs).padStart(6)}  ${late}`,
  );
}

export function printColdRuns(runs: ColdRun[], helloRps: number, embedded: boolean): void {
  console.log('\nwithout the list cache (a second instance, SEARCH_CACHE_TTL_SECONDS=0)');
  console.log(
    `${'closed loop: capacity'.padEnd(24)}   req/s  p50 ms  p99 ms  errors  CPU ms/req: server${embedded ? ' (with PGlite)' : ''}  PostgreSQL`,
  );
  for (const { name, capacity: c } of runs) {
    console.log(
      `${name.padEnd(24)} ${c.rps.toFixed(0).padStart(7)} ${String(c.p50).padStart(7)} ${String(c.p99).padStart(7)} ${String(c.errors + c.non2xx).padStart(7)}  ${fixed(c.cpu?.serverMs ?? NaN).padStart(18)}  ${fixed(c.cpu?.postgresMs ?? NaN).padStart(10)}`,
    );
  }
  console.log(
    `open loop at the stated rates: a share of this run's hello world (${helloRps.toFixed(0)} req/s), ${OPEN_SECONDS} s each`,
  );
  const header = (first: string) =>
    console.log(
      `${first.padEnd(24)}  rate/s  p50 ms  p99 ms  max ms  errors   sent  CPU ms/req: server  PG  generator late p99 / max ms`,
    );
  header('judged rate');
  for (const run of runs) row(`${run.name} (${(run.share * 100).toFixed(1)} %)`, run.open);
  console.log(
    `doubled until p99 ≥ ${KNEE_P99_MS} ms or an error, ${KNEE_SECONDS} s each (printed, not judged)`,
  );
  header('doubled rate');
  for (const run of runs) for (const o of run.doubled) row(run.name, o);
  for (const run of runs) {
    const last = run.doubled.at(-1);
    const why = !last
      ? 'the judged rate did not hold'
      : last.saturated
        ? `at ${last.rate}/s the generator was ${last.lateP99Ms} ms late (p99): the knee is at least this`
        : held(last)
          ? `${last.rate}/s still held (the last step)`
          : `${last.rate}/s: p99 ${last.p99} ms, ${last.errors} errors`;
    console.log(
      `knee of ${run.name}: ${run.knee ? `${run.knee.rate}/s (p99 ${run.knee.p99} ms)` : 'none'}; ${why}`,
    );
  }
}
