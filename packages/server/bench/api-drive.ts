/**
 * Closed-loop runs of `pnpm bench:api`: autocannon at CONNECTIONS connections from its own
 * thread, with the server thread's busy time and the list cache's answers over the run.
 */
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import type { CacheStats } from '../src/lib/result-cache.ts';
import { type CpuPerRequest, withCpu } from './cpu.ts';

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

export interface Result {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Requests answered in the measured run. */
  total: number;
  /** Time the server's event loop was busy per request (µs). */
  busyUs: number;
  /** How the car list cache answered during the measured run. */
  cache: CacheStats;
  /** The distinct queries asked once each with an empty cache, before the load. */
  cold?: { queries: number; p50: number; p99: number; max: number };
  /** The CPU a request of the measured run cost (with `cpu`; not the warm-up's). */
  cpu?: CpuPerRequest;
}

export const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Each distinct path once, CONNECTIONS at a time; latencies in ms. */
async function coldPass(url: string, paths: string[], headers: Record<string, string>) {
  const distinct = [...new Set(paths)];
  const latencies: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < distinct.length) {
        const path = distinct[next++]!;
        const started = performance.now();
        const res = await fetch(`${url}${path}`, { headers });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${path}: ${res.status}`);
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    queries: distinct.length,
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    max: Math.round(latencies.at(-1) ?? 0),
  };
}

export async function drive(
  app: FastifyInstance,
  name: string,
  url: string,
  paths: string[],
  headers: Record<string, string>,
  options: {
    cold?: boolean;
    /** Measure the CPU per request (the database's name for PostgreSQL's, or undefined). */
    cpu?: { database: string | undefined };
  } = {},
): Promise<Result> {
  const run = (duration: number) =>
    autocannon({
      url,
      connections: CONNECTIONS,
      // The load comes from its own thread, so it does not share the server's event loop.
      workers: 1,
      duration,
      headers,
      requests: paths.map((p) => ({ method: 'GET', path: p })),
    });
  // autocannon walks the same list on every connection in step: without the cold pass, each
  // new query would arrive 50 times at once, and 2 s reach only the first part of the list.
  const cold = options.cold ? await coldPass(url, paths, headers) : undefined;
  await run(2); // warm-up: JIT, plan cache, connection pool
  const before = { ...app.carListCache.stats };
  const elu = performance.eventLoopUtilization();
  const measured = async () => {
    const result = await run(SECONDS);
    return { result, total: result.requests.total };
  };
  const { result, cpu } = options.cpu
    ? await withCpu(measured, options.cpu.database)
    : { ...(await measured()), cpu: undefined };
  const busy = performance.eventLoopUtilization(elu);
  const cache = Object.fromEntries(
    Object.entries(app.carListCache.stats).map(([key, n]) => [
      key,
      n - before[key as keyof CacheStats],
    ]),
  ) as unknown as CacheStats;
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // The server's thread (autocannon has its own): CPU it spent per answered request.
    busyUs: (busy.active * 1000) / Math.max(1, result.requests.total),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
    cache,
    cold,
    cpu,
  };
}
