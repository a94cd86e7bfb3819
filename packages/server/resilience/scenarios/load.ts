import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRng } from '@autoberza/demo';
import { Pool } from 'undici';
import { seedListings } from '../../bench/seed-listings.ts';
import { buildApp } from '../../src/app.ts';
import { DEMO_OPERATOR, loadConfig } from '../../src/config.ts';
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
  const { dealers } = await seedListings(seeder, { listings, password: PASSWORD, dealers: 20 });
  await seeder.close();
  await db.query('VACUUM ANALYZE');

  const server = await startServer({ env, memoryProbe: true });
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
    let running = true;
    let phaseNo = 0;
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
      const rng = createRng(`visitor-${n}-${phaseNo}`);
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
    let n = 0;
    const poster = async () => {
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

    const owned = await db.query<{ id: string; user_id: string }>(
      "select id, user_id from cars where status = 'active' order by random() limit 200",
    );
    const tokenOf = new Map(dealers.map((d, i) => [d.id, tokens[i]!]));
    let changes = 0;
    const statusChanger = async () => {
      while (running) {
        const started = Date.now();
        for (let k = 0; k < 2; k += 1) {
          const car = owned[(changes * 2 + k) % owned.length]!;
          const status = changes % 2 === 0 ? 'reserved' : 'active';
          const t = Date.now();
          const res = await call(base, 'PATCH', `/api/car/${car.id}/status`, {
            token: tokenOf.get(car.user_id)!,
            json: { status },
          }).catch((error: Error) => ({ status: 0, body: error.message }));
          writes.push(Date.now() - t);
          if (res.status !== 200) errors.push(`status: ${res.status} ${res.body.slice(0, 100)}`);
        }
        changes += 1;
        await sleep(Math.max(0, 1000 - (Date.now() - started)));
      }
    };

    /** The traffic for `ms`, then it stops and every request in flight is answered. */
    const phase = async (ms: number) => {
      running = true;
      phaseNo += 1;
      const workers = [
        ...Array.from({ length: connections }, (_, i) => visitor(i)),
        poster(),
        statusChanger(),
      ];
      await sleep(ms);
      running = false;
      await Promise.all(workers);
    };
    // Memory is read between phases, with nothing in flight, after a full garbage collection
    // (resilience/README.md, "Memory"). RESILIENCE_HEAP_SNAPSHOTS=<folder> also writes a heap
    // snapshot at each reading, to compare in Chrome's DevTools.
    const snapshots = process.env.RESILIENCE_HEAP_SNAPSHOTS;
    const memory: NodeJS.MemoryUsage[] = [];
    const readMemory = async () => {
      const file = snapshots && path.join(snapshots, `load-${memory.length}.heapsnapshot`);
      memory.push(await server.memoryAfterGc(file || undefined));
    };

    // The warm-up: caches fill, statements are planned, the JIT and the heap settle. Not measured.
    await phase(warmupSeconds * 1000);
    const warmReadIndex = reads.length;
    await readMemory();
    // Measured phases of equal length; RESILIENCE_LOAD_STEPS=<n> runs n of them (a longer trend).
    const usualSteps = mode === 'full' ? 3 : 2;
    const stepMs = ((seconds - warmupSeconds) * 1000) / usualSteps;
    const steps = Number(process.env.RESILIENCE_LOAD_STEPS ?? usualSteps);
    for (let step = 0; step < steps; step += 1) {
      await phase(stepMs);
      await readMemory();
    }
    const elapsed = (Date.now() - t0) / 1000;

    const measured = reads.slice(warmReadIndex).sort((a, b) => a - b);
    const p50 = percentile(measured, 50);
    const p99 = percentile(measured, 99);
    const sortedWrites = [...writes].sort((a, b) => a - b);
    const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
    const series = (of: (m: NodeJS.MemoryUsage) => number) =>
      memory.map((m) => mb(of(m))).join(' → ');
    const first = memory[0]!;
    const last = memory.at(-1)!;
    const growth = (last.heapUsed - first.heapUsed) / first.heapUsed;

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
    console.log(
      `  memory after GC, MB: heap used ${series((m) => m.heapUsed)}; external ${series((m) => m.external)}; RSS ${series((m) => m.rss)}`,
    );
    checks.add(
      'server heap after warm-up',
      'heap used after GC: growth < 10 %',
      `${mb(first.heapUsed)} → ${mb(last.heapUsed)} MB (${(growth * 100).toFixed(1)} %; RSS ${mb(first.rss)} → ${mb(last.rss)} MB)`,
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
