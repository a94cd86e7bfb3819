import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRng } from '@autoberza/demo';
import { Pool } from 'undici';
import { seedListings } from '../../bench/seed-listings.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { advertForm, call, login, photos, references } from '../lib/http.ts';
import { createDatabase } from '../lib/pg.ts';
import { type Checks, percentile, sleep, type Mode } from '../lib/report.ts';
import { checkHealthAfter, startServer } from '../lib/server.ts';

/** A visitor's pause between clicks (ms): about 200 requests a second from 200 visitors. */
const THINK_MS = [500, 1500] as const;
const PASSWORD = `Opterecenje${randomBytes(4).toString('hex')}7`;

/**
 * 200 connections of mixed traffic against the real server on PostgreSQL: each connection is a
 * visitor who searches, opens adverts, lists a dealer's stock, checks the session and now and
 * then signs in, pausing 0.5–1.5 s between clicks; meanwhile a dealer posts an advert with two
 * photos every second and two statuses change every second. 60 s (15 s in the short run).
 */
export async function load(mode: Mode, checks: Checks): Promise<void> {
  const db = await createDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'autoberza-load-'));
  const env = {
    DATABASE_URL: db.url,
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
  };
  const listings = mode === 'full' ? 20_000 : 2_000;
  const seconds = mode === 'full' ? 60 : 15;
  const warmupSeconds = mode === 'full' ? 15 : 5;
  const connections = 200;

  // Listings first, in bulk (the demo seed draws every photo and takes minutes).
  const seeder = await buildApp({
    config: loadConfig({ ...process.env, ...env, NODE_ENV: 'production', SEED_DEMO: 'false' }),
    outbox: { worker: false },
    renderFirstScreen: null,
  });
  await seeder.ready();
  const { dealers } = await seedListings(seeder, { listings, password: PASSWORD, dealers: 20 });
  await seeder.close();
  await db.query('VACUUM ANALYZE');

  const server = await startServer({ env });
  const pool = new Pool(server.url, { connections });
  try {
    const base = server.url;
    const tokens = await Promise.all(dealers.map((d) => login(base, d.email, PASSWORD)));
    const sample = await db.query<{
      id: string;
      brand_id: string;
      model_id: string;
      user_id: string;
    }>('select id, brand_id, model_id, user_id from cars order by random() limit 500');
    const refs = await references(base, tokens[0]!);
    const images = await photos(2, 1280, 960);

    const reads: number[] = [];
    const byKind = new Map<string, number[]>();
    const writes: number[] = [];
    const errors: string[] = [];
    const rss: { at: number; kb: number }[] = [];
    let running = true;
    const t0 = Date.now();

    const get = async (url: string, token: string) => {
      const started = performance.now();
      try {
        const res = await pool.request({
          path: url,
          method: 'GET',
          headers: { authorization: `Bearer ${token}` },
        });
        await res.body.text();
        if (res.statusCode !== 200) errors.push(`GET ${url}: ${res.statusCode}`);
      } catch (error) {
        errors.push(`GET ${url}: ${(error as Error).message}`);
      }
      const ms = performance.now() - started;
      reads.push(ms);
      const kind = url.replace(/[0-9a-f-]{36}/g, ':id').replace(/\?.*/, '');
      const list = byKind.get(kind) ?? [];
      list.push(ms);
      byKind.set(kind, list);
    };

    const visitor = async (n: number) => {
      const rng = createRng(`visitor-${n}`);
      const token = tokens[n % tokens.length]!;
      const dealer = dealers[n % dealers.length]!;
      await sleep(rng.int(0, 1000));
      while (running) {
        const roll = rng.int(0, 999);
        const car = sample[rng.int(0, sample.length - 1)]!;
        if (roll < 400) {
          const q = new URLSearchParams();
          const kind = rng.int(0, 4);
          if (kind !== 3) q.set('brand', car.brand_id);
          if (kind === 1) q.set('model', car.model_id);
          if (kind === 2) q.set('priceMax', String(rng.int(3, 30) * 1000));
          if (kind === 3) q.set('yearFrom', String(rng.int(2005, 2020)));
          if (kind === 4) q.set('sort', 'priceAsc');
          q.set('page', String(rng.int(1, 3)));
          await get(`/api/car/search?${q}`, token);
        } else if (roll < 650) await get(`/api/car/${car.id}`, token);
        else if (roll < 750) await get(`/api/car?page=${rng.int(1, 3)}`, token);
        else if (roll < 830) await get(`/api/car/user/${car.user_id}`, token);
        else if (roll < 880) await get('/api/health', token);
        else if (roll < 995) await get('/api/user/me', token);
        else {
          const started = performance.now();
          const res = await call(base, 'POST', '/api/user/login', {
            json: { email: dealer.email, password: PASSWORD },
          }).catch((error: Error) => ({ status: 0, body: error.message }));
          if (res.status !== 200) errors.push(`login: ${res.status} ${res.body.slice(0, 100)}`);
          writes.push(performance.now() - started);
        }
        await sleep(rng.int(THINK_MS[0], THINK_MS[1]));
      }
    };

    const posted: string[] = [];
    const poster = async () => {
      let n = 0;
      while (running) {
        const started = Date.now();
        const res = await call(base, 'POST', '/api/car', {
          token: tokens[n % tokens.length]!,
          body: advertForm(refs, n, images),
          timeoutMs: 60_000,
        }).catch((error: Error) => ({
          status: 0,
          body: error.message,
          json: () => ({}) as { _id: string },
        }));
        writes.push(Date.now() - started);
        if (res.status === 201) posted.push(res.json<{ _id: string }>()._id);
        else errors.push(`create: ${res.status} ${res.body.slice(0, 100)}`);
        n += 1;
        await sleep(Math.max(0, 1000 - (Date.now() - started)));
      }
    };

    const statusChanger = async () => {
      const owned = await db.query<{ id: string; user_id: string }>(
        "select id, user_id from cars where status = 'active' order by random() limit 200",
      );
      const tokenOf = new Map(dealers.map((d, i) => [d.id, tokens[i]!]));
      let n = 0;
      while (running) {
        const started = Date.now();
        for (let k = 0; k < 2; k += 1) {
          const car = owned[(n * 2 + k) % owned.length]!;
          const status = n % 2 === 0 ? 'reserved' : 'active';
          const t = Date.now();
          const res = await call(base, 'PATCH', `/api/car/${car.id}/status`, {
            token: tokenOf.get(car.user_id)!,
            json: { status },
          }).catch((error: Error) => ({ status: 0, body: error.message }));
          writes.push(Date.now() - t);
          if (res.status !== 200) errors.push(`status: ${res.status} ${res.body.slice(0, 100)}`);
        }
        n += 1;
        await sleep(Math.max(0, 1000 - (Date.now() - started)));
      }
    };

    const sampler = (async () => {
      while (running) {
        rss.push({ at: (Date.now() - t0) / 1000, kb: server.rssKb() });
        await sleep(1000);
      }
    })();

    const workers = [
      ...Array.from({ length: connections }, (_, n) => visitor(n)),
      poster(),
      statusChanger(),
    ];
    let warmReadIndex = 0;
    await sleep(warmupSeconds * 1000);
    warmReadIndex = reads.length;
    await sleep((seconds - warmupSeconds) * 1000);
    running = false;
    await Promise.all(workers);
    await sampler;
    const elapsed = (Date.now() - t0) / 1000;

    const measured = reads.slice(warmReadIndex).sort((a, b) => a - b);
    const p50 = percentile(measured, 50);
    const p99 = percentile(measured, 99);
    const sortedWrites = [...writes].sort((a, b) => a - b);
    const afterWarmup = rss.filter((s) => s.at >= warmupSeconds);
    const first = afterWarmup.slice(0, 3);
    const last = afterWarmup.slice(-3);
    const avg = (xs: { kb: number }[]) => xs.reduce((n, s) => n + s.kb, 0) / Math.max(1, xs.length);
    const growth = (avg(last) - avg(first)) / Math.max(1, avg(first));

    for (const [kind, values] of byKind) {
      const sorted = values.sort((a, b) => a - b);
      console.log(
        `  ${kind}: ${values.length} reads, p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`,
      );
    }
    for (const error of errors.slice(0, 5)) console.log(`  error: ${error}`);
    checks.add(
      'traffic',
      `${connections} connections, ${seconds} s`,
      `${reads.length} reads (${(reads.length / elapsed).toFixed(0)}/s), ${posted.length} adverts posted, ${writes.length} writes and logins; ${listings} listings`,
      posted.length > 0,
    );
    checks.add('errors', '0', `${errors.length}`, errors.length === 0);
    // The target is the full run's; the short run (CI) reports its figure without gating on it
    // (resilience/README.md: the full run misses it on this machine, and why).
    checks.add(
      mode === 'full' ? 'read latency after warm-up' : 'read latency after warm-up (reported)',
      mode === 'full' ? 'p99 < 100 ms' : 'full run: p99 < 100 ms',
      `p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`,
      mode === 'full' ? p99 < 100 : true,
    );
    checks.add(
      'writes and logins',
      'reported',
      `p50 ${percentile(sortedWrites, 50).toFixed(0)} ms, p99 ${percentile(sortedWrites, 99).toFixed(0)} ms`,
      true,
    );
    checks.add(
      'server memory after warm-up',
      'growth < 10 %',
      `${(avg(first) / 1024).toFixed(0)} → ${(avg(last) / 1024).toFixed(0)} MB (${(growth * 100).toFixed(1)} %)`,
      growth < 0.1,
    );
    await checkHealthAfter(checks, server);
  } finally {
    await pool.close();
    if (!server.crashed()) await server.stop();
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
