/**
 * CPU time spent by the server's main thread and by PostgreSQL's processes, read from /proc
 * (Linux), so a bench can print the CPU each request cost on both sides. The load generators
 * run in threads or processes of their own, which the main thread's figure leaves out.
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

/** utime + stime of a /proc stat file, in ms (fields 14 and 15, after the command's name). */
function statCpuMs(file: string): number {
  const text = readFileSync(file, 'utf8');
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** This process's main thread: where Fastify, the app's code and PGlite run. */
export const mainThreadCpuMs = () => statCpuMs(`/proc/self/task/${process.pid}/stat`);

/**
 * The CPU PostgreSQL's backends of one database spend while `work` runs, in ms. Other databases
 * of the same server (other engineers' test runs on a shared machine) are left out: a backend's
 * process title names its database (`postgres: user database host(port) state`). The backends
 * are read every second, so one that ends during the run (a pool closing an idle connection)
 * takes at most its last second with it; one that starts counts from its start.
 */
async function databaseCpuMs<T>(database: string, work: () => Promise<T>) {
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  let started = false;
  const read = () => {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
        const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
        if (!title.split(' ').includes(database)) continue;
        const cpu = statCpuMs(`/proc/${entry}/stat`);
        const pid = Number(entry);
        if (!first.has(pid)) first.set(pid, started ? 0 : cpu);
        last.set(pid, cpu);
      } catch {
        // The process ended between the listing and the read.
      }
    }
  };
  read();
  started = true;
  const timer = setInterval(read, 1000);
  try {
    const result = await work();
    read();
    let total = 0;
    for (const [pid, cpu] of last) total += cpu - (first.get(pid) ?? 0);
    return { result, ms: total };
  } finally {
    clearInterval(timer);
  }
}

export interface CpuPerRequest {
  serverMs: number;
  /** NaN without a PostgreSQL server (PGlite runs in the server's thread). */
  postgresMs: number;
}

/**
 * Runs `work` and returns its result with the CPU the server's thread and, given the database's
 * name, PostgreSQL spent per request it reports (`total`, or `sent`).
 */
export async function withCpu<T extends { total: number } | { sent: number }>(
  work: () => Promise<T>,
  database: string | undefined,
): Promise<T & { cpu: CpuPerRequest }> {
  const server = mainThreadCpuMs();
  const { result, ms } = database
    ? await databaseCpuMs(database, work)
    : { result: await work(), ms: NaN };
  const n = Math.max(1, 'total' in result ? result.total : result.sent);
  return {
    ...result,
    cpu: { serverMs: (mainThreadCpuMs() - server) / n, postgresMs: ms / n },
  };
}
