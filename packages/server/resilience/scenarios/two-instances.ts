import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import {
  advertForm,
  adminLogin,
  approvedSellers,
  call,
  photos,
  references,
  subscribe,
} from '../lib/http.ts';
import { createDatabase } from '../lib/pg.ts';
import type { Checks } from '../lib/report.ts';
import { waitFor, type Mode } from '../lib/report.ts';
import { duplicates, startMailSink } from '../lib/smtp.ts';
import { startServer } from '../lib/server.ts';

/** A Redis database of the suite's own on the local server, emptied before and after. */
export const redisUrl = process.env.RESILIENCE_REDIS_URL ?? 'redis://127.0.0.1:6379/13';

/**
 * Two instances on one PostgreSQL database, one Redis and one uploads folder (a shared volume):
 * a notice is sent once, rate limits are shared, a change on one shows in the other's next
 * search, a session works on both and a logout on one ends it on both.
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
  };
  const a = await startServer({ env });
  const b = await startServer({ env });
  try {
    // A session made on A is good on B; a logout on B ends it on A.
    const [seller, subscriberOne, subscriberTwo] = await approvedSellers(a.url, 3, 'dvoje');
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

    // Notices: two subscribers, adverts created on both; both instances' outbox workers run.
    const admin = await adminLogin(a.url);
    for (const subscriber of [subscriberOne!, subscriberTwo!])
      await subscribe(a.url, admin, subscriber);

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

    const expected = adverts * 2;
    await waitFor(() => sink.received.length >= expected, 30_000);
    // Both workers keep polling a little longer: a second sender would show now.
    await new Promise((r) => setTimeout(r, 5_000));
    const notices = sink.received.filter((m) => m.template === 'newListing');
    const dup = duplicates(notices);
    checks.add(
      'new-listing notices with two outbox workers',
      `${expected} sent, each once`,
      `${notices.length} received, ${dup.length} duplicated`,
      notices.length === expected && dup.length === 0,
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
