/**
 * The parts of `pnpm bench:api` that measure reads under writes (decision 009): a mixed run of
 * realistic traffic while adverts are posted and statuses change, and a bare Fastify server as
 * the ceiling health is compared with.
 */
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { advertForm, call, photos, references } from '../resilience/lib/http.ts';
import type { CacheStats } from '../src/lib/result-cache.ts';
import { openLoop } from './open-loop.ts';

export interface Latency {
  rps: number;
  p50: number;
  p99: number;
  /** Failed, timed out or not 2xx. */
  errors: number;
  total: number;
}

export const latencyOf = (result: autocannon.Result): Latency => ({
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts + result.non2xx,
  total: result.requests.total,
});

/** Runs a bench's main: its exit code, or 2 when the run itself broke. */
export function runBench(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(2);
    },
  );
}

/** `paths` over `connections` for `seconds`, from autocannon's own thread. */
export async function hammer(
  url: string,
  paths: string[],
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<Latency> {
  return latencyOf(
    await autocannon({
      url,
      connections,
      workers: 1,
      duration: seconds,
      headers,
      requests: paths.map((p) => ({ method: 'GET', path: p })),
    }),
  );
}

/** Health's ceiling: a bare Fastify answering `{ status: 'ok' }`, on this machine, now. */
export async function helloWorld(connections: number, seconds: number): Promise<Latency> {
  const bare = Fastify({ logger: false });
  bare.get('/hello', async () => ({ status: 'ok' }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { port } = bare.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}`;
    await hammer(url, ['/hello'], connections, 2);
    return await hammer(url, ['/hello'], connections, seconds);
  } finally {
    await bare.close();
  }
}

export interface MixedResult {
  searches: Latency;
  others: Latency;
  writes: { posted: number; statusChanges: number; failed: string[] };
  cache: CacheStats;
  /** The list changes the run's writes noted (car_list_changes), by kind. */
  changes: Record<string, number>;
  /** Signed-in readers' rights read during the run, and the round trips (decision 029). */
  viewerReads: { readers: number; roundTrips: number };
}

/**
 * 30 s of realistic traffic on `base`: searches on half the connections, details, newest,
 * seller lists and health on the other half (measured apart), while one advert with a photo is
 * posted and `statusChanges` statuses change every second through the API.
 */
export async function mixedRun(
  app: FastifyInstance,
  base: string,
  options: {
    connections: number;
    seconds: number;
    headers: Record<string, string>;
    searches: string[];
    others: string[];
    /** Sellers' tokens and one own active car of each, for the status changes. */
    sellers: { token: string; carId: string }[];
    /** Status changes a second beside the one new advert (BENCH_MIXED_STATUS_CHANGES, 2). */
    statusChanges: number;
    /**
     * Open loop: searches and other reads arrive at these rates (a second) whatever the answers
     * do; without it, closed loop (each connection sends its next request on the answer).
     */
    rates?: { searches: number; others: number };
  },
): Promise<MixedResult> {
  const token = options.headers.authorization!.replace('Bearer ', '');
  const refs = await references(base, token);
  const images = await photos(1, 1024, 768);
  // Every list once first. The lists this instance cached in the earlier runs are over a
  // minute old by now, past what the cache serves even stale; autocannon's connections walk
  // the same paths in step, so without this each of them would wait on the same cold rebuild,
  // list after list, for the run's first seconds: the cold pass, measured on its own. This run
  // measures the steady state under writes.
  const paths = [...new Set([...options.searches, ...options.others])];
  for (let i = 0; i < paths.length; i += 10) {
    await Promise.all(
      paths.slice(i, i + 10).map(async (p) => {
        const res = await fetch(`${base}${p}`, { headers: options.headers });
        await res.arrayBuffer();
      }),
    );
  }
  const half = Math.max(1, Math.floor(options.connections / 2));
  const before = { ...app.carListCache.stats };
  const readsBefore = { ...app.viewerReads };
  const versionBefore = await app.carDataVersion();
  let running = true;
  const failed: string[] = [];
  let posted = 0;
  let statusChanges = 0;
  const writer = (async () => {
    for (let n = 0; running; n += 1) {
      const started = Date.now();
      const seller = options.sellers[n % options.sellers.length]!;
      const created = await call(base, 'POST', '/api/car', {
        token: seller.token,
        body: advertForm(refs, n, images),
        timeoutMs: 60_000,
      });
      if (created.status === 201) posted += 1;
      else failed.push(`create ${created.status}`);
      for (let k = 0; k < options.statusChanges; k += 1) {
        const other = options.sellers[(n * 2 + k) % options.sellers.length]!;
        const res = await call(base, 'PATCH', `/api/car/${other.carId}/status`, {
          token: other.token,
          json: { status: (n + k) % 2 === 0 ? 'reserved' : 'active' },
        });
        if (res.status === 200) statusChanges += 1;
        else failed.push(`status ${res.status}`);
      }
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, 1000 - (Date.now() - started))),
      );
    }
  })();
  const { rates } = options;
  const open = async (paths: string[], rate: number): Promise<Latency> => {
    const o = await openLoop({
      origin: base,
      paths,
      rate,
      seconds: options.seconds,
      headers: options.headers,
    });
    return { rps: o.sent / o.seconds, p50: o.p50, p99: o.p99, errors: o.errors, total: o.sent };
  };
  const [searches, others] = await Promise.all(
    rates
      ? [open(options.searches, rates.searches), open(options.others, rates.others)]
      : [
          hammer(base, options.searches, half, options.seconds, options.headers),
          hammer(
            base,
            options.others,
            options.connections - half,
            options.seconds,
            options.headers,
          ),
        ],
  );
  running = false;
  await writer;
  const cache = Object.fromEntries(
    Object.entries(app.carListCache.stats).map(([key, n]) => [
      key,
      n - before[key as keyof CacheStats],
    ]),
  ) as unknown as CacheStats;
  const kinds = await app.db.execute(
    sql`select kind, count(*)::int as n from car_list_changes where version > ${versionBefore} group by kind`,
  );
  const changes = Object.fromEntries(
    (kinds as unknown as { rows: { kind: string; n: number }[] }).rows.map((r) => [r.kind, r.n]),
  );
  const viewerReads = {
    readers: app.viewerReads.readers - readsBefore.readers,
    roundTrips: app.viewerReads.roundTrips - readsBefore.roundTrips,
  };
  return {
    searches,
    others,
    writes: { posted, statusChanges, failed },
    cache,
    changes,
    viewerReads,
  };
}
