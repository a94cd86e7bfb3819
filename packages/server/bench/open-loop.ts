/**
 * An open-loop load generator: requests arrive at a constant rate, each sent at its scheduled
 * time whether or not earlier ones have answered (the "constant arrival rate" model), and each
 * latency is measured from the scheduled time. autocannon's rate option sends in bursts and
 * closed-loop tools slow down with the server they measure, so neither qualifies; the tools
 * that do this (k6, vegeta, wrk2) are binaries that cannot be installed on these machines, so
 * the generator is ours: undici's connection pool in a thread of its own.
 */
import { Worker } from 'node:worker_threads';

export interface OpenLoopResult {
  rate: number;
  seconds: number;
  sent: number;
  errors: number;
  statuses: Record<string, number>;
  p50: number;
  p99: number;
  max: number;
  /** How late the generator itself sent its latest request (its own health, not the server's). */
  maxLateMs: number;
}

const percentile = (sorted: Float64Array, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

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
  const worker = new Worker(new URL('./open-loop-worker.mjs', import.meta.url), {
    workerData: {
      origin: options.origin,
      paths: options.paths,
      rate: options.rate,
      seconds: options.seconds,
      headers: options.headers ?? {},
      connections: options.connections ?? 512,
      timeoutMs: options.timeoutMs ?? 10_000,
    },
  });
  const message = await new Promise<{
    latencies: Float64Array;
    sent: number;
    errors: number;
    statuses: Record<string, number>;
    maxLateMs: number;
  }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  const sorted = Float64Array.from(message.latencies).sort();
  const ms = (n: number) => Math.round(n * 10) / 10;
  return {
    rate: options.rate,
    seconds: options.seconds,
    sent: message.sent,
    errors: message.errors,
    statuses: message.statuses,
    p50: ms(percentile(sorted, 50)),
    p99: ms(percentile(sorted, 99)),
    max: ms(sorted.at(-1) ?? 0),
    maxLateMs: ms(message.maxLateMs),
  };
}
