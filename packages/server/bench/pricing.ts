/**
 * The pricing job's cost (docs/decisions/050): `BENCH_LISTINGS` (100,000) listings of the bench
 * seed in a new database on the server named by DATABASE_URL (`autoberza_pricing_<random>`,
 * dropped afterwards; PGlite in a temporary folder without it), then the job's rounds timed:
 * the first (every advert rated and written), one with nothing to write (the read and the
 * estimate alone), one after 500 price changes; then the estimate's error and an advert's
 * comparables as GET /api/car/:id/comparables reads them.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm --filter @autoberza/server bench:pricing
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { DEMO_OPERATOR, loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { cars } from '../src/db/schema/index.ts';
import {
  comparablesOf,
  estimateError,
  rateAll,
  refreshPriceRatings,
} from '../src/pricing/index.ts';
import { seedListings } from './seed-listings.ts';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);

async function database(): Promise<{ database: Database; label: string; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), 'autoberza-pricing-db-'));
    const db = await openDatabase({ kind: 'pglite', dataDir: dir });
    return {
      database: db,
      label: 'PGlite',
      async drop() {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = process.env.BENCH_DB_NAME ?? `autoberza_pricing_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  // BENCH_REUSE=true: the database of an earlier run (BENCH_KEEP_DB=true), seeded already.
  if (process.env.BENCH_REUSE !== 'true') {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  }
  const version =
    (await admin.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]
      ?.v ?? '?';
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    database: db,
    label: `PostgreSQL ${version}`,
    async drop() {
      await db.close();
      if (process.env.BENCH_KEEP_DB === 'true') return;
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

const timed = async <T>(run: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await run();
  return [result, performance.now() - started];
};

/**
 * `run`, and the longest its JavaScript held the event loop (the server's every request waits
 * that long): the event loop's delay, sampled every 5 ms, its maximum.
 */
async function blocking<T>(run: () => Promise<T>): Promise<[T, number, number]> {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const [result, ms] = await timed(run);
  delay.disable();
  return [result, ms, delay.max / 1e6];
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'autoberza-pricing-'));
  const { database: db, label, drop } = await database();
  const config = loadConfig({
    NODE_ENV: 'production',
    ...DEMO_OPERATOR,
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
  });
  // Seeded by an instance of its own, closed before the rounds are timed: the job's timer of an
  // instance that lived through the seeding would have run a round of its own.
  if (process.env.BENCH_REUSE !== 'true') {
    const seeder = await buildApp({ config, database: db, outbox: { worker: false } });
    await seeder.ready();
    await seedListings(seeder, {
      listings: LISTINGS,
      password: randomBytes(8).toString('hex'),
      onProgress: (n) => {
        if (n % 10_000 === 0) process.stdout.write(`\rseeded ${n}/${LISTINGS}`);
      },
    });
    await seeder.close();
  }
  const app = await buildApp({ config, database: db, outbox: { worker: false } });
  try {
    await app.ready();
    // A database kept from an earlier run starts unrated again.
    if (process.env.BENCH_REUSE === 'true')
      await app.db.execute(
        sql`update cars set price_rating = null, price_estimate = null, price_ratio = null, price_comparables = null where price_comparables is not null`,
      );
    await app.db.execute(sql`VACUUM ANALYZE`);
    console.log(`\n${label}, ${LISTINGS} listings`);

    const [rated0, reading, readingBlock] = await blocking(() => rateAll(app.db, app.clock.now()));
    console.log(
      `reading ${rated0.length} listed adverts and their comparables and rating them: ${(reading / 1000).toFixed(2)} s (the event loop held up to ${readingBlock.toFixed(0)} ms at a time)`,
    );
    const [written, first] = await timed(() =>
      refreshPriceRatings(app, { force: true, maxWrites: Infinity }),
    );
    console.log(
      `every rating written (the first rounds after the migration, as one): ${written} in ${(first / 1000).toFixed(2)} s`,
    );
    const [none, quiet, quietBlock] = await blocking(() =>
      refreshPriceRatings(app, { force: true }),
    );
    console.log(
      `round with nothing to write: ${none} written in ${(quiet / 1000).toFixed(2)} s (the event loop held up to ${quietBlock.toFixed(0)} ms at a time)`,
    );

    const changed = await app.db
      .select({ id: cars.id })
      .from(cars)
      .where(isNull(cars.delistedAt))
      .limit(500);
    await app.db
      .update(cars)
      .set({ price: sql`${cars.price} + 500` })
      .where(sql`${cars.id} = any(${`{${changed.map((c) => c.id).join(',')}}`}::uuid[])`);
    const [after, round, roundBlock] = await blocking(() => refreshPriceRatings(app));
    console.log(
      `round after 500 price changes: ${after} ratings written in ${(round / 1000).toFixed(2)} s (the event loop held up to ${roundBlock.toFixed(0)} ms at a time)`,
    );

    const rated = await rateAll(app.db, app.clock.now());
    const error = estimateError(rated.map(({ car, estimate }) => ({ price: car.price, estimate })));
    const share = error.cars / rated.length;
    console.log(
      `rated ${error.cars} of ${rated.length} listed adverts (${(share * 100).toFixed(1)} %); ` +
        `leave-one-out error |price − median| ÷ price: median ${(error.median * 100).toFixed(1)} %, ` +
        `90th percentile ${(error.p90 * 100).toFixed(1)} %`,
    );

    const [sample] = await app.db
      .select({ id: cars.id })
      .from(cars)
      .where(and(isNull(cars.delistedAt), isNotNull(cars.priceRating), eq(cars.status, 'active')))
      .limit(1);
    const viewer = { userId: undefined, seesEverything: false, hasHiddenOwn: false };
    const times: number[] = [];
    let count = 0;
    for (let i = 0; i < 20; i++) {
      const [found, ms] = await timed(() => comparablesOf(app, sample!.id, viewer, new Date()));
      count = found?.count ?? 0;
      times.push(ms);
    }
    times.sort((a, b) => a - b);
    console.log(
      `GET comparables (${count} comparables): median ${times[10]!.toFixed(1)} ms, worst ${times.at(-1)!.toFixed(1)} ms`,
    );
  } finally {
    await app.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
