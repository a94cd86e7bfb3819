import { call } from './http.ts';
import type { ServerProcess } from './server.ts';

/**
 * The server's clock, moved through its test routes (`POST /api/test/clock`, `POST
 * /api/test/jobs/:name`). They exist only with NODE_ENV=test and E2E_CLOCK_CONTROL=true, and
 * NODE_ENV changes nothing else in the server (it only decides whether links of `.eml` mail are
 * logged, and these scenarios send real SMTP): the notice scenarios start their servers so.
 */
export const CLOCK_ENV = { NODE_ENV: 'test', E2E_CLOCK_CONTROL: 'true' } as const;

const MINUTE = 60_000;
/**
 * Steps of the move, below the outbox lease (5 minutes): while one instance is ahead of the
 * other during a move, it never takes the other's claimed row for an abandoned one.
 */
const STEP_MS = 4 * MINUTE;

async function offsetOf(server: ServerProcess): Promise<number> {
  const res = await call(server.url, 'GET', '/api/test/clock');
  if (res.status !== 200) throw new Error(`GET /api/test/clock: ${res.status} (clock control on?)`);
  return res.json<{ offsetMs: number }>().offsetMs;
}

/**
 * Moves the servers' clocks forward (never back) until their time is `at` (ms since the epoch,
 * the servers run on this machine's clock plus their offset).
 */
export async function moveClocksTo(servers: ServerProcess[], at: number): Promise<void> {
  const target = Math.round(at - Date.now());
  let offset = Math.min(...(await Promise.all(servers.map(offsetOf))));
  if (target < offset) throw new Error(`the clock would move back (${target} < ${offset} ms)`);
  while (offset < target) {
    offset = Math.min(target, offset + STEP_MS);
    for (const server of servers) {
      const res = await call(server.url, 'POST', '/api/test/clock', { json: { offsetMs: offset } });
      if (res.status !== 200) throw new Error(`POST /api/test/clock: ${res.status} ${res.body}`);
    }
  }
}

/** Runs a background job now on each server, all at once (two instances race for the work). */
export async function runJob(servers: ServerProcess[], name: string): Promise<number[]> {
  return Promise.all(
    servers.map(async (server) => {
      const res = await call(server.url, 'POST', `/api/test/jobs/${name}`);
      if (res.status !== 200) throw new Error(`job ${name}: ${res.status} ${res.body}`);
      return res.json<{ handled: number }>().handled;
    }),
  );
}
