/**
 * The cold runs of `pnpm bench:api` (docs/decisions/016): reads on an instance without the
 * list cache, first closed loop (CONNECTIONS at once, as fast as it answers) for the capacity
 * and the CPU one request costs the server's thread and PostgreSQL, then open loop at a
 * constant arrival rate of half that capacity, where the latency users would feel is judged.
 */
import type { FastifyInstance } from 'fastify';
import { drive, type Result } from './api-drive.ts';
import { type CpuPerRequest, withCpu } from './cpu.ts';
import { openLoop, type OpenLoopResult } from './open-loop.ts';

const OPEN_SECONDS = Number(process.env.BENCH_OPEN_SECONDS ?? 20);

export interface ColdRun {
  name: string;
  /** The open-loop p99 target (ms). */
  p99Ms: number;
  capacity: Result & { cpu: CpuPerRequest };
  open: OpenLoopResult;
  /** Open loop at fixed rates (printed, not judged). */
  sweep: OpenLoopResult[];
}

/** Seconds of each fixed-rate run (printed, not judged). */
const SWEEP_SECONDS = 10;

export async function coldRuns(
  app: FastifyInstance,
  base: string,
  headers: Record<string, string>,
  runs: {
    name: string;
    paths: string[];
    p99Ms: number;
    /**
     * Rates a second to run the open loop at besides half the capacity. The closed loop's 50
     * requests in flight are read in batches of up to 50 (decision 029), which open-loop
     * arrivals at half that rate do not form: these show where the open loop's knee is.
     */
    fixedRates?: number[];
  }[],
): Promise<ColdRun[]> {
  const out: ColdRun[] = [];
  for (const run of runs) {
    const capacity = await withCpu(() => drive(app, `cold ${run.name}`, base, run.paths, headers));
    const open = await openLoop({
      origin: base,
      paths: run.paths,
      rate: Math.max(1, Math.round(capacity.rps / 2)),
      seconds: OPEN_SECONDS,
      headers,
    });
    const sweep: OpenLoopResult[] = [];
    for (const rate of run.fixedRates ?? []) {
      sweep.push(
        await openLoop({ origin: base, paths: run.paths, rate, seconds: SWEEP_SECONDS, headers }),
      );
    }
    out.push({ name: run.name, p99Ms: run.p99Ms, capacity, open, sweep });
  }
  return out;
}

export function printColdRuns(runs: ColdRun[], embedded: boolean): void {
  console.log('\nwithout the list cache (a second instance, SEARCH_CACHE_TTL_SECONDS=0)');
  console.log(
    `${'closed loop: capacity'.padEnd(24)}   req/s  p50 ms  p99 ms  errors  CPU ms/req: server${embedded ? ' (with PGlite)' : ''}  PostgreSQL`,
  );
  for (const { name, capacity: c } of runs) {
    console.log(
      `${name.padEnd(24)} ${c.rps.toFixed(0).padStart(7)} ${String(c.p50).padStart(7)} ${String(c.p99).padStart(7)} ${String(c.errors + c.non2xx).padStart(7)}  ${c.cpu.serverMs.toFixed(2).padStart(18)}  ${c.cpu.postgresMs.toFixed(2).padStart(10)}`,
    );
  }
  console.log(
    `${'open loop: half of it'.padEnd(24)}  rate/s  p50 ms  p99 ms  max ms  errors  sent  generator late (max ms)`,
  );
  const row = (name: string, o: OpenLoopResult) =>
    console.log(
      `${name.padEnd(24)} ${String(o.rate).padStart(7)} ${String(o.p50).padStart(7)} ${String(o.p99).padStart(7)} ${String(o.max).padStart(7)} ${String(o.errors).padStart(7)} ${String(o.sent).padStart(5)}  ${o.maxLateMs}`,
    );
  for (const { name, open } of runs) row(name, open);
  const swept = runs.filter((run) => run.sweep.length > 0);
  if (swept.length === 0) return;
  console.log(`open loop at fixed rates, ${SWEEP_SECONDS} s each (printed, not judged)`);
  for (const { name, sweep } of swept) for (const o of sweep) row(name, o);
}
