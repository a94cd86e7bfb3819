/**
 * Cards against full cars (decision 024): the bytes and the server's CPU per list request,
 * `fields=card` and `fields=full` asked in turns in one process (inject, list cache off, 20 cars a
 * page), so both see the same machine. On PostgreSQL (DATABASE_URL) the process's CPU is the
 * server's alone; on PGlite it includes the database. BENCH_LISTINGS (default 5,000) listings,
 * BENCH_ROUNDS (default 100) rounds of 10 requests per shape.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm --filter @autoberza/server exec tsx bench/list-fields.ts
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { DEMO_OPERATOR, loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { seedListings } from './seed-listings.ts';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 5000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);
const PASSWORD = `Bench${randomBytes(6).toString('hex')}12`;

async function database() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), 'autoberza-ab-db-'));
    const db = await openDatabase({ kind: 'pglite', dataDir: dir });
    return { db, label: 'PGlite', drop: () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `autoberza_ab_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    db,
    label: 'PostgreSQL',
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'autoberza-ab-'));
  const { db, label, drop } = await database();
  const config = loadConfig({
    NODE_ENV: 'production',
    ...DEMO_OPERATOR,
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    AUTH_RATE_LIMIT: '1000',
    SEARCH_CACHE_TTL_SECONDS: '0',
  });
  const app = await buildApp({ config, database: db, outbox: { worker: false } });
  try {
    await app.ready();
    const { dealers } = await seedListings(app, { listings: LISTINGS, password: PASSWORD });
    await app.db.execute(sql`VACUUM ANALYZE`);
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: dealers[0]!.email, password: PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
    const paths = [
      ...[1, 2, 3].map((p) => `/api/car?page=${p}&limit=20`),
      ...[1, 2, 3].map((p) => `/api/car/search?priceMin=2000&priceMax=30000&page=${p}&limit=20`),
      ...dealers.slice(0, 4).map((d) => `/api/car/user/${d.id}?limit=20`),
    ];
    const totals = { card: { cpuUs: 0, bytes: 0, n: 0 }, full: { cpuUs: 0, bytes: 0, n: 0 } };
    const run = async (fields: 'card' | 'full') => {
      const start = process.cpuUsage();
      let bytes = 0;
      for (const p of paths) {
        const res = await app.inject({ method: 'GET', url: `${p}&fields=${fields}`, headers });
        if (res.statusCode !== 200) throw new Error(`${p}: ${res.statusCode}`);
        bytes += res.rawPayload.length;
      }
      const used = process.cpuUsage(start);
      totals[fields].cpuUs += used.user + used.system;
      totals[fields].bytes += bytes;
      totals[fields].n += paths.length;
    };
    // Warm-up: prepared statements and JIT for both shapes.
    for (let i = 0; i < 5; i++) {
      await run('card');
      await run('full');
    }
    totals.card = { cpuUs: 0, bytes: 0, n: 0 };
    totals.full = { cpuUs: 0, bytes: 0, n: 0 };
    for (let i = 0; i < ROUNDS; i++) {
      // Turns: each shape goes first every other round.
      if (i % 2 === 0) {
        await run('card');
        await run('full');
      } else {
        await run('full');
        await run('card');
      }
    }
    const per = (t: { cpuUs: number; bytes: number; n: number }) => ({
      cpuUs: t.cpuUs / t.n,
      bytes: t.bytes / t.n,
    });
    const card = per(totals.card);
    const full = per(totals.full);
    console.log(
      `${label}, ${LISTINGS} listings, ${totals.card.n} requests per shape, load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    console.log(`full: ${full.bytes.toFixed(0)} B, ${full.cpuUs.toFixed(0)} µs CPU per request`);
    console.log(`card: ${card.bytes.toFixed(0)} B, ${card.cpuUs.toFixed(0)} µs CPU per request`);
    console.log(
      `card/full: bytes ${(card.bytes / full.bytes).toFixed(3)}, CPU ${(card.cpuUs / full.cpuUs).toFixed(3)}`,
    );
  } finally {
    await app.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
