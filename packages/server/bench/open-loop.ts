/**
 * An open-loop load generator: requests arrive at a constant rate, each sent at its scheduled
 * time whether or not earlier ones have answered (the "constant arrival rate" model), and each
 * latency is measured from the scheduled time. autocannon's rate option sends in bursts and
 * closed-loop tools slow down with the server they measure, so neither qualifies; the tools
 * that do this (k6, vegeta, wrk2) are binaries that cannot be installed on these machines, so
 * the generator is ours: undici's connection pool in a process of its own
 * (open-loop-worker.mjs). In a thread of the measuring process it shared that process's heap
 * and its garbage collector's pauses, and ran up to 160 ms late on a slow day
 * (docs/decisions/034).
 */
import { fork } from 'node:child_process';

/** A run whose generator sent its requests later than this (p99) measured itself. */
export const GENERATOR_LATE_MS = 5;

export interface OpenLoopResult {
  rate: number;
  seconds: number;
  sent: number;
  errors: number;
  statuses: Record<string, number>;
  p50: number;
  p99: number;
  max: number;
  /** How late the generator sent its requests, p99 and max (its own health, not the server's). */
  lateP99Ms: number;
  lateMaxMs: number;
  /** The generator was more than GENERATOR_LATE_MS late (p99): the latencies are not the server's. */
  saturated: boolean;
}

const percentile = (sorted: Float64Array, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

const ms = (n: number) => Math.round(n * 10) / 10;

export async function openLoop(options: {
  origin: string;
  paths: string[];
  /** Requests a second. */
  rate: number;
  seconds: number;
  headers?: Record<string, string>;
  /** Sockets the generator may open: enough that it never holds a request back itself. */
  connections?: number;
  timeoutMs?: number;
}): Promise<OpenLoopResult> {
  // Plain Node, without the bench's own flags (tsx): the worker is JavaScript.
  const child = fork(new URL('./open-loop-worker.mjs', import.meta.url), {
    execArgv: [],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const message = new Promise<{
    latencies: Float64Array;
    lateness: Float64Array;
    sent: number;
    errors: number;
    statuses: Record<string, number>;
  }>((resolve, reject) => {
    child.once('message', resolve as (m: unknown) => void);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the load generator exited (${code})`)));
  });
  child.send({
    origin: options.origin,
    paths: options.paths,
    rate: options.rate,
    seconds: options.seconds,
    headers: options.headers ?? {},
    connections: options.connections ?? 512,
    timeoutMs: options.timeoutMs ?? 10_000,
  });
  const result = await message;
  const sorted = Float64Array.from(result.latencies).sort();
  const late = Float64Array.from(result.lateness).sort();
  const lateP99Ms = ms(percentile(late, 99));
  return {
    rate: options.rate,
    seconds: options.seconds,
    sent: result.sent,
    errors: result.errors,
    statuses: result.statuses,
    p50: ms(percentile(sorted, 50)),
    p99: ms(percentile(sorted, 99)),
    max: ms(sorted.at(-1) ?? 0),
    lateP99Ms,
    lateMaxMs: ms(late.at(-1) ?? 0),
    saturated: lateP99Ms > GENERATOR_LATE_MS,
  };
}
