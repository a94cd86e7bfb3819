/**
 * pnpm bench:render — visitors' rendered pages under load (PUBLIC_BROWSING), on PostgreSQL.
 *
 * Needs the app's build with its server build (`pnpm build`: packages/app/dist and dist-ssr).
 * Seeds BENCH_LISTINGS listings into a new database (RESILIENCE_DATABASE_URL or the local
 * server), starts the real server in its own process (src/server.ts, production mode), and
 * drives it with autocannon from this process:
 *
 * 1. `/api/health` alone, BENCH_CONNECTIONS connections, 10 s: the baseline;
 * 2. distinct, uncached pages (`/car/:id` of every listing, `/cars?page=n`, each URL asked once:
 *    a `visit` query makes it new), 20 s, while one more connection asks `/api/health`;
 * 3. the same 20 pages over and over, each in both scripts (half the requests with the Cyrillic
 *    reader's `script` cookie; cached after their first visit), 20 s, health beside;
 * 4. 20 visitors loading 400 distinct rendered pages as fast as they can (each visited once
 *    before, so each is served from the rendered-page cache), 20 s, health beside: the serving
 *    of cached pages and their compression must not starve the event loop.
 *
 * Targets: `/api/health` p99 < 50 ms during 2, 3 and 4; cached pages ≥ 50 % of health's
 * throughput; no errors. Prints each figure; the last line is PASS or FAIL and the exit code
 * follows it (2 when the run itself broke).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { DEMO_OPERATOR, loadConfig } from '../src/config.ts';
import { cars } from '../src/db/schema/index.ts';
import { appDistFolder } from '../src/paths.ts';
import { createDatabase } from '../resilience/lib/pg.ts';
import { startServer } from '../resilience/lib/server.ts';
import { latencyOf, runBench, type Latency } from './api-mixed.ts';
import { seedListings } from './seed-listings.ts';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 2_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const HEALTH_P99_MS = 50;
const CACHED_RATIO = 0.5;
/** Visitors of phase 4, each a connection loading page after page. */
const VISITORS = 20;

/**
 * Request n asks `pathOf(n)`, n counting across all connections.
 * With `count`, the answers that came with their first screen are counted (autocannon then hands
 * every body over as a string, work of the client's that lowers its rate).
 */
/** A page as a reader of Cyrillic asks for it (the `script` cookie the app sets). */
const CYRILLIC_COOKIE = 'script=sr-Cyrl';

function cannon(
  base: string,
  pathOf: (n: number) => string | { path: string; cookie: string },
  seconds: number,
  connections: number,
  count = false,
) {
  let next = 0;
  let rendered = 0;
  const instance = autocannon({
    url: base,
    connections,
    duration: seconds,
    // As a browser asks.
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const page = pathOf(next++);
          return typeof page === 'string'
            ? { ...request, path: page }
            : { ...request, path: page.path, headers: { ...request.headers, cookie: page.cookie } };
        },
        ...(count
          ? {
              onResponse: (
                _status: number,
                _body: string,
                _context: object,
                headers: IncomingHttpHeaders | undefined,
              ) => {
                // A page with its first screen goes without COOP (decision 003); the shell with it.
                if (!headers?.['cross-origin-opener-policy']) rendered += 1;
              },
            }
          : {}),
      },
    ],
  });
  return {
    done: instance.then(latencyOf),
    rendered: () => rendered,
  };
}

const fmt = (r: Latency) =>
  `${r.rps.toFixed(0).padStart(6)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(5)} ms  errors ${r.errors}`;

async function main(): Promise<number> {
  const ssr = path.join(appDistFolder, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(path.join(appDistFolder, 'index.html')) || !existsSync(ssr)) {
    console.error(`No app build with its server build in ${appDistFolder}: run "pnpm build".`);
    return 2;
  }
  const db = await createDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'autoberza-bench-render-'));
  const env = {
    DATABASE_URL: db.url,
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_BROWSING: 'true',
    LOG_LEVEL: 'error',
  };
  try {
    const seeder = await buildApp({
      config: loadConfig({
        ...process.env,
        ...DEMO_OPERATOR,
        ...env,
        NODE_ENV: 'production',
        SEED_DEMO: 'false',
      }),
      outbox: { worker: false },
      renderFirstScreen: null,
    });
    await seeder.ready();
    await seedListings(seeder, {
      listings: LISTINGS,
      password: `Bench${randomBytes(4).toString('hex')}7`,
      // Past every embargo: visitors see them all.
      now: new Date(Date.now() - 3_600_000),
    });
    const ids = (
      await seeder.db
        .select({ id: cars.id })
        .from(cars)
        .orderBy(sql`random()`)
    ).map((row) => row.id);
    await seeder.close();
    await db.query('VACUUM ANALYZE');

    const server = await startServer({ env });
    try {
      const base = server.url;
      const distinct = [
        ...ids.map((id) => `/car/${id}`),
        ...Array.from({ length: 50 }, (_, i) => `/cars?page=${i + 1}`),
      ];
      const hot = distinct.slice(0, 20);
      const loadBefore = loadavg()[0]!.toFixed(2);

      await cannon(base, () => '/api/health', 3, CONNECTIONS).done; // warm-up
      const health = await cannon(base, () => '/api/health', 10, CONNECTIONS).done;

      const uncachedHealth = cannon(base, () => '/api/health', 20, 1);
      // Never the same URL twice (the query makes each one a page of its own): every page is a miss.
      const uncached = cannon(
        base,
        (n) =>
          `${distinct[n % distinct.length]!}${distinct[n % distinct.length]!.includes('?') ? '&' : '?'}visit=${n}`,
        20,
        CONNECTIONS,
        true,
      );
      const [cold, coldHealth] = await Promise.all([uncached.done, uncachedHealth.done]);

      // Renders still running from the crowd end first (they hold their slots until they do).
      await new Promise((resolve) => setTimeout(resolve, 5000));
      // The hot pages once each in either script: rendered now, from the cache afterwards (the
      // cache keeps a page per script: both are in it).
      let hotRendered = 0;
      let hotCyrillic = 0;
      for (const page of hot) {
        for (const cookie of ['', CYRILLIC_COOKIE]) {
          const res = await fetch(`${base}${page}`, { headers: cookie ? { cookie } : {} });
          const html = await res.text();
          if (!res.headers.get('cross-origin-opener-policy')) hotRendered += 1;
          if (cookie && html.includes('<html lang="sr-Cyrl"')) hotCyrillic += 1;
        }
      }
      const cachedHealth = cannon(base, () => '/api/health', 20, 1);
      // Half the readers in Latin, half in Cyrillic.
      const cached = cannon(
        base,
        (n) =>
          n % 2
            ? { path: hot[(n >> 1) % hot.length]!, cookie: CYRILLIC_COOKIE }
            : hot[(n >> 1) % hot.length]!,
        20,
        CONNECTIONS,
      );
      const [warm, warmHealth] = await Promise.all([cached.done, cachedHealth.done]);

      // 400 distinct pages once (a few at a time, as the render slots allow; the rendered-page
      // cache keeps 500), then 20 visitors walk them, each from its own place in the list.
      const walked = distinct.slice(20, 420);
      let warmed = 0;
      for (let i = 0; i < walked.length; i += 4) {
        await Promise.all(
          walked.slice(i, i + 4).map(async (page) => {
            const res = await fetch(`${base}${page}`);
            await res.arrayBuffer();
            if (!res.headers.get('cross-origin-opener-policy')) warmed += 1;
          }),
        );
      }
      const crowdHealth = cannon(base, () => '/api/health', 20, 1);
      const crowd = cannon(base, (n) => walked[n % walked.length]!, 20, VISITORS);
      const [visitors, visitorsHealth] = await Promise.all([crowd.done, crowdHealth.done]);

      console.log(
        `\n${LISTINGS} listings, ${CONNECTIONS} connections; ${new Date().toISOString()}; load average ${loadBefore} before, ${loadavg()[0]!.toFixed(2)} after`,
      );
      console.log(`health alone                 ${fmt(health)}`);
      console.log(
        `uncached pages               ${fmt(cold)}  (${uncached.rendered()} of ${cold.total} with their first screen)`,
      );
      console.log(`  health meanwhile           ${fmt(coldHealth)}`);
      console.log(
        `cached pages                 ${fmt(warm)}  (${hotRendered} of ${hot.length * 2} pages rendered before: ${hot.length} in each script, ${hotCyrillic} of them in Cyrillic)`,
      );
      console.log(`  health meanwhile           ${fmt(warmHealth)}`);
      console.log(
        `${VISITORS} visitors, distinct pages ${fmt(visitors)}  (${warmed} of ${walked.length} rendered before)`,
      );
      console.log(`  health meanwhile           ${fmt(visitorsHealth)}`);
      const ratio = warm.rps / health.rps;
      console.log(`cached pages / health alone: ${(ratio * 100).toFixed(0)} %`);

      const failures: string[] = [];
      for (const [name, run] of [
        ['health alone', health],
        ['uncached pages', cold],
        ['cached pages', warm],
        ['health beside uncached pages', coldHealth],
        ['health beside cached pages', warmHealth],
        [`${VISITORS} visitors on distinct pages`, visitors],
        [`health beside ${VISITORS} visitors`, visitorsHealth],
      ] as const) {
        if (run.errors > 0) failures.push(`${name}: ${run.errors} errors`);
      }
      if (coldHealth.p99 >= HEALTH_P99_MS)
        failures.push(
          `health p99 beside uncached pages ${coldHealth.p99} ms ≥ ${HEALTH_P99_MS} ms`,
        );
      if (warmHealth.p99 >= HEALTH_P99_MS)
        failures.push(`health p99 beside cached pages ${warmHealth.p99} ms ≥ ${HEALTH_P99_MS} ms`);
      if (visitorsHealth.p99 >= HEALTH_P99_MS)
        failures.push(
          `health p99 beside ${VISITORS} visitors on distinct pages ${visitorsHealth.p99} ms ≥ ${HEALTH_P99_MS} ms`,
        );
      if (hotCyrillic < hot.length)
        failures.push(
          `${hot.length - hotCyrillic} of ${hot.length} pages not in Cyrillic for its reader`,
        );
      if (ratio < CACHED_RATIO)
        failures.push(
          `cached pages ${(ratio * 100).toFixed(0)} % of health < ${CACHED_RATIO * 100} %`,
        );
      if (hotRendered < hot.length)
        failures.push(`only ${hotRendered} of ${hot.length} hot pages rendered`);
      if (server.crashed()) failures.push('the server crashed');
      console.log(
        failures.length === 0
          ? `PASS: health p99 ${coldHealth.p99} / ${warmHealth.p99} / ${visitorsHealth.p99} ms < ${HEALTH_P99_MS} ms beside uncached / cached / ${VISITORS} visitors' distinct pages; cached pages ${(ratio * 100).toFixed(0)} % of health`
          : `FAIL: ${failures.join('; ')}`,
      );
      return failures.length === 0 ? 0 : 1;
    } finally {
      await server.stop();
    }
  } finally {
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runBench(main);
