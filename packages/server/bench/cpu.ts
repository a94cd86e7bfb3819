/**
 * CPU time spent by the server's main thread and by PostgreSQL's processes, read from /proc
 * (Linux), so a bench can print the CPU each request cost on both sides. The load generators
 * run in threads of their own, which the main thread's figure leaves out.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * utime + stime of a /proc stat file, in ms (fields 14 and 15, after the command's name); with
 * `children`, also the CPU of its children that ended and were waited for (fields 16 and 17).
 */
function statCpuMs(file: string, children = false): number {
  const text = readFileSync(file, 'utf8');
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const own = Number(fields[11]) + Number(fields[12]);
  const ended = children ? Number(fields[13]) + Number(fields[14]) : 0;
  return ((own + ended) * 1000) / TICKS_PER_SECOND;
}

/** This process's main thread: where Fastify, the app's code and PGlite run. */
export const mainThreadCpuMs = () => statCpuMs(`/proc/self/task/${process.pid}/stat`);

/**
 * Every process named `postgres` on the machine (the server and its backends). A backend that
 * ends during a run (a pool closing an idle connection) takes its CPU out of the sum, but the
 * server process that waited for it now counts it among its children's: with those, the
 * difference of two readings is what PostgreSQL spent between them (it was negative without).
 */
export function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      total += statCpuMs(`/proc/${entry}/stat`, true);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

export interface CpuPerRequest {
  serverMs: number;
  postgresMs: number;
}

/** Runs `work` and returns its result with the CPU both sides spent per request it reports. */
export async function withCpu<T extends { total: number }>(
  work: () => Promise<T>,
): Promise<T & { cpu: CpuPerRequest }> {
  const server = mainThreadCpuMs();
  const postgres = postgresCpuMs();
  const result = await work();
  const n = Math.max(1, result.total);
  return {
    ...result,
    cpu: {
      serverMs: (mainThreadCpuMs() - server) / n,
      postgresMs: (postgresCpuMs() - postgres) / n,
    },
  };
}
