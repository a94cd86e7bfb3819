import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import {
  advertForm,
  adminLogin,
  approvedSellers,
  call,
  photos,
  references,
  subscribe,
} from '../lib/http.ts';
import { CLOCK_ENV, runJob } from '../lib/clock.ts';
import { checkDigests, digestAfterGap, outboxSettled } from '../lib/digests.ts';
import { createDatabase, type TempDatabase } from '../lib/pg.ts';
import { type Checks, sleep, waitFor, type Mode } from '../lib/report.ts';
import { startMailSink } from '../lib/smtp.ts';
import { type ServerProcess, startServer } from '../lib/server.ts';

/**
 * Both instances' digest jobs at once, made to meet: the suite holds one subscriber's waiting
 * adverts locked (as a slow transaction would) until both jobs are stuck at that subscriber,
 * then lets go. Without the job's per-subscriber lock and dedupe key, both would then send that
 * subscriber the same digest. Returns whether both were seen waiting there.
 */
async function raceAtOneSubscriber(
  servers: ServerProcess[],
  db: TempDatabase,
  userId: string,
): Promise<boolean> {
  const gate = new pg.Client({ connectionString: db.url });
  await gate.connect();
  try {
    await gate.query('begin');
    await gate.query(
      'select id from new_listing_hits where user_id = $1 and digested_at is null for update',
      [userId],
    );
    const jobs = runJob(servers, 'newListingDigest');
    const met = await waitFor(
      async () => {
        const [row] = await db.query<{ n: string }>(
          "select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
        );
        return Number(row?.n) >= servers.length;
      },
      15_000,
      20,
    );
    await gate.query('commit');
    await jobs;
    return met;
  } finally {
    await gate.end();
  }
}

/** A Redis database of the suite's own on the local server, emptied before and after. */
/**
 * Subscribers: each is one race between the two instances' digest jobs. No more: the sign-ins
 * of the set-up count against the auth limit of 10 that the scenario sets.
 */
const SUBSCRIBERS = 4;

export const redisUrl = process.env.RESILIENCE_REDIS_URL ?? 'redis://127.0.0.1:6379/13';

/**
 * Two instances on one PostgreSQL database, one Redis and one uploads folder (a shared volume):
 * rate limits are shared, a change on one shows in the other's next search, a session works on
 * both and a logout on one ends it on both, and the subscribers' digests, made by both at once,
 * bring every advert once and keep their 15-minute gap (the clocks are moved, lib/clock.ts).
 */
export async function twoInstances(mode: Mode, checks: Checks): Promise<void> {
  const db = await createDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'autoberza-two-'));
  const sink = await startMailSink();
  const redis = new Redis(redisUrl);
  await redis.flushdb();
  const env = {
    DATABASE_URL: db.url,
    DATA_DIR: dataDir,
    SMTP_URL: sink.url,
    REDIS_URL: redisUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    AUTH_RATE_LIMIT: '10',
    ...CLOCK_ENV,
  };
  const a = await startServer({ env });
  const b = await startServer({ env });
  try {
    // A session made on A is good on B; a logout on B ends it on A.
    const [seller, ...subscribers] = await approvedSellers(a.url, 1 + SUBSCRIBERS, 'dvoje');
    const onB = await call(b.url, 'GET', '/api/user/me', { token: seller!.token });
    const logoutUser = (await approvedSellers(a.url, 1, 'odjava'))[0]!;
    await call(b.url, 'POST', '/api/user/logout', { token: logoutUser.token });
    const afterLogout = await call(a.url, 'GET', '/api/user/me', { token: logoutUser.token });
    checks.add(
      'session from A on B; logout on B ends it on A',
      '200, then 401',
      `${onB.status}, then ${afterLogout.status}`,
      onB.status === 200 && afterLogout.status === 401,
    );

    // Rate limits: the auth limit (10 per 15 minutes and address) counts on both together.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const target = i % 2 === 0 ? a : b;
      const res = await call(target.url, 'POST', '/api/user/recovery', {
        json: { email: `niko-${i}@resilience.autoberza.rs` },
      });
      statuses.push(res.status);
    }
    const allowed = statuses.filter((s) => s !== 429).length;
    checks.add(
      'auth rate limit shared by A and B',
      '10 allowed of 12, alternating',
      `${allowed} allowed (${statuses.join(' ')})`,
      allowed === 10 && statuses[10] === 429 && statuses[11] === 429,
    );

    // Digests: subscribers, adverts created on both; both instances' jobs and outbox workers run.
    const admin = await adminLogin(a.url);
    for (const subscriber of subscribers) await subscribe(a.url, admin, subscriber);

    // A search on B (its cache warm), an advert created on A, B's next search.
    const refs = await references(a.url, seller!.token);
    const images = await photos(1);
    const searchB = async () =>
      (await call(b.url, 'GET', '/api/car/search?limit=50', { token: admin })).json<{
        data: { _id: string }[];
      }>().data;
    await searchB();
    const adverts = mode === 'full' ? 10 : 4;
    const created: string[] = [];
    for (let i = 0; i < adverts; i += 1) {
      const target = i % 2 === 0 ? a : b;
      const res = await call(target.url, 'POST', '/api/car', {
        token: seller!.token,
        body: advertForm(refs, i, images),
      });
      if (res.status !== 201) throw new Error(`create on ${target.url}: ${res.status} ${res.body}`);
      created.push(res.json<{ _id: string }>()._id);
    }
    const seen = new Set((await searchB()).map((c) => c._id));
    checks.add(
      "a change on A in B's next search",
      `all ${adverts} new adverts`,
      `${created.filter((id) => seen.has(id)).length} of ${adverts}`,
      created.every((id) => seen.has(id)),
    );

    // Both instances make the digests at the same moment, made to meet at one subscriber: each
    // subscriber gets one, with every advert. Then two more adverts, and both run the job at 14
    // minutes (nothing) and after 15 (one more digest each, again racing).
    const raced = [await raceAtOneSubscriber([a, b], db, subscribers[0]!.id)];
    await outboxSettled(db);
    for (let i = adverts; i < adverts + 2; i += 1) {
      const res = await call(b.url, 'POST', '/api/car', {
        token: seller!.token,
        body: advertForm(refs, i, images),
      });
      if (res.status !== 201) throw new Error(`create on B: ${res.status} ${res.body}`);
    }
    const { early } = await digestAfterGap([a, b], db, sink, async () => {
      raced.push(await raceAtOneSubscriber([a, b], db, subscribers[0]!.id));
    });
    for (let round = 0; round < 2; round += 1) await runJob([a, b], 'newListingDigest');
    // Both workers keep polling a little longer: a second sender would show now.
    await sleep(5_000);
    const carIds = (await db.query<{ id: string }>('select id from cars')).map((c) => c.id);
    checks.add(
      'both digest jobs at one subscriber at once',
      `in each of ${raced.length} rounds`,
      `in ${raced.filter(Boolean).length} of ${raced.length}`,
      raced.every(Boolean),
    );
    checkDigests(
      checks,
      sink,
      subscribers.map((s) => s.email),
      carIds,
      early,
    );
    checks.add(
      'no crash',
      'both instances up',
      a.crashed() || b.crashed() ? 'crashed' : 'up',
      !a.crashed() && !b.crashed(),
    );
  } finally {
    await a.stop();
    await b.stop();
    await sink.close();
    await redis.flushdb();
    redis.disconnect();
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
