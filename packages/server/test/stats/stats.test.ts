import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { carFollowMarks, carPhoneReveals } from '../../src/db/schema/index.ts';
import {
  adminToken,
  approvedUser,
  auth,
  buildTestApp,
  fixturesSeedData,
  login,
  type TestApp,
} from '../helpers.ts';
import { createCar, refs, type Refs } from '../routes/car/car-helpers.ts';

/**
 * A seller's numbers per advert and day: counted views, phone reveals (once per viewer and day),
 * follows and unfollows, written in batches off the request path; the database decides what
 * counts, also with two instances writing at once.
 */

interface Day {
  day: string;
  views: number;
  phoneReveals: number;
  follows: number;
  unfollows: number;
}
interface Stats {
  from: string;
  to: string;
  days: Day[];
  totals: Omit<Day, 'day'>;
}

let t: TestApp;
let seller: { token: string; id: string; email: string; password: string };
let r: Refs;

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_BROWSING: 'true' } });
  seller = await approvedUser(t.app);
  r = await refs(t.app, seller.token);
});
afterAll(() => t.close());
// Tests move the clock by days: sessions would expire.
beforeEach(async () => {
  seller.token = await login(t.app, seller.email, seller.password);
});

async function publishedCar(token = seller.token): Promise<string> {
  const car = await createCar(t.app, token, r);
  t.clock.advance(21 * 60 * 1000);
  return car._id;
}

const visit = (app: FastifyInstance, id: string, remoteAddress: string, token?: string) =>
  app.inject({
    method: 'GET',
    url: `/api/car/${id}`,
    remoteAddress,
    ...(token ? { headers: auth(token) } : {}),
  });

const reveal = (app: FastifyInstance, id: string, remoteAddress: string, token?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/car/${id}/phone-reveal`,
    remoteAddress,
    ...(token ? { headers: auth(token) } : {}),
  });

async function flush(app: FastifyInstance = t.app) {
  await Promise.all([app.views.flush(), app.stats.flush()]);
}

async function stats(url: string, token = seller.token): Promise<Stats> {
  const res = await t.app.inject({ method: 'GET', url, headers: auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Stats;
}
const carStats = (id: string) => stats(`/api/car/${id}/stats`);
const today = (s: Stats) => s.days[s.days.length - 1]!;

describe('statistics per advert and day', () => {
  it('counts views per day from the batched view counter', async () => {
    const id = await publishedCar();
    await visit(t.app, id, '203.0.113.1');
    await visit(t.app, id, '203.0.113.2');
    await visit(t.app, id, '203.0.113.2');
    // Nothing is written on the request path.
    expect(today(await carStats(id)).views).toBe(0);
    await flush();
    const s = await carStats(id);
    expect(s.days).toHaveLength(30);
    expect(s.to).toBe('2026-03-01');
    expect(s.from).toBe('2026-01-31');
    expect(today(s)).toMatchObject({ day: '2026-03-01', views: 2 });
    expect(s.totals.views).toBe(2);
  });

  it('counts a phone reveal once per viewer and day, not the seller’s own', async () => {
    const id = await publishedCar();
    const buyer = await approvedUser(t.app);
    expect((await reveal(t.app, id, '198.51.100.1')).statusCode).toBe(204);
    await reveal(t.app, id, '198.51.100.1');
    await reveal(t.app, id, '198.51.100.2', buyer.token);
    await reveal(t.app, id, '198.51.100.3', buyer.token);
    await reveal(t.app, id, '198.51.100.4', seller.token);
    await flush();
    // A second batch with the same viewer again: the database still counts them once.
    await reveal(t.app, id, '198.51.100.1');
    await flush();
    expect(today(await carStats(id)).phoneReveals).toBe(2);
    t.clock.advance(24 * 60 * 60 * 1000);
    seller.token = await login(t.app, seller.email, seller.password);
    await reveal(t.app, id, '198.51.100.1');
    await flush();
    const s = await carStats(id);
    expect(s.days.slice(-2).map((day) => day.phoneReveals)).toEqual([2, 1]);
    expect(s.totals.phoneReveals).toBe(3);
  });

  it('counts the day in Serbia’s time zone', async () => {
    const id = await publishedCar();
    const before = t.clock.now();
    // 23:30 UTC in winter is 00:30 of the next day in Belgrade.
    const day = before.toISOString().slice(0, 10);
    t.clock.set(new Date(`${day}T23:30:00.000Z`));
    seller.token = await login(t.app, seller.email, seller.password);
    await reveal(t.app, id, '192.0.2.9');
    await visit(t.app, id, '192.0.2.9');
    await flush();
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const s = await carStats(id);
    expect(s.to).toBe(next);
    expect(today(s)).toMatchObject({ day: next, views: 1, phoneReveals: 1 });
    t.clock.set(new Date(`${next}T10:00:00.000Z`));
  });

  it('counts follows and unfollows per day', async () => {
    const id = await publishedCar();
    const buyers = [await approvedUser(t.app), await approvedUser(t.app)];
    for (const buyer of buyers) {
      await t.app.inject({
        method: 'PUT',
        url: `/api/user/favourites/${id}`,
        headers: auth(buyer.token),
      });
    }
    // Following again and unfollowing twice change nothing more.
    await t.app.inject({
      method: 'PUT',
      url: `/api/user/favourites/${id}`,
      headers: auth(buyers[0]!.token),
    });
    for (let i = 0; i < 2; i++) {
      await t.app.inject({
        method: 'DELETE',
        url: `/api/user/favourites/${id}`,
        headers: auth(buyers[1]!.token),
      });
    }
    await flush();
    expect(today(await carStats(id))).toMatchObject({ follows: 2, unfollows: 1 });
  });

  it('counts a follow and an unfollow once per user, advert and day, however often repeated', async () => {
    const id = await publishedCar();
    const buyer = await approvedUser(t.app);
    const other = await approvedUser(t.app);
    const toggle = async (method: 'PUT' | 'DELETE', token: string) => {
      const res = await t.app.inject({
        method,
        url: `/api/user/favourites/${id}`,
        headers: auth(token),
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    for (let i = 0; i < 25; i++) {
      await toggle('PUT', buyer.token);
      await toggle('DELETE', buyer.token);
      // Part of them in a batch of their own: the database, not the batch, decides.
      if (i % 10 === 0) await flush();
    }
    await toggle('PUT', other.token);
    await flush();
    expect(today(await carStats(id))).toMatchObject({ follows: 2, unfollows: 1 });
    // The next day the same user counts again.
    t.clock.advance(24 * 60 * 60 * 1000);
    seller.token = await login(t.app, seller.email, seller.password);
    buyer.token = await login(t.app, buyer.email, buyer.password);
    await toggle('PUT', buyer.token);
    await toggle('DELETE', buyer.token);
    await toggle('PUT', buyer.token);
    await flush();
    const s = await carStats(id);
    expect(s.days.slice(-2).map((d) => [d.follows, d.unfollows])).toEqual([
      [2, 1],
      [1, 1],
    ]);
    // The marks go with the reveal records two days later; the counts stay.
    const marks = async () =>
      (await t.app.db.select().from(carFollowMarks).where(eq(carFollowMarks.carId, id))).length;
    expect(await marks()).toBe(5);
    t.clock.advance(2 * 24 * 60 * 60 * 1000);
    await t.app.jobs.run('pruneViews');
    expect(await marks()).toBe(0);
    seller.token = await login(t.app, seller.email, seller.password);
    expect((await carStats(id)).totals).toMatchObject({ follows: 3, unfollows: 2 });
  });

  it('sums all of a seller’s adverts and shows nobody else’s', async () => {
    const other = await approvedUser(t.app);
    const own = await stats('/api/car/owner/stats?days=7', other.token);
    expect(own.days).toHaveLength(7);
    expect(own.totals).toEqual({ views: 0, phoneReveals: 0, follows: 0, unfollows: 0 });
    const a = await publishedCar(other.token);
    const b = await publishedCar(other.token);
    await visit(t.app, a, '203.0.113.70');
    await visit(t.app, b, '203.0.113.70');
    await reveal(t.app, b, '203.0.113.70');
    await flush();
    expect(today(await stats('/api/car/owner/stats', other.token))).toMatchObject({
      views: 2,
      phoneReveals: 1,
    });
    // Another seller's advert is not found; a visitor must sign in; a bad range is refused.
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/car/${a}/stats`,
      headers: auth(seller.token),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Oglas nije pronađen.' });
    expect((await t.app.inject({ method: 'GET', url: '/api/car/owner/stats' })).statusCode).toBe(
      401,
    );
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/car/owner/stats?days=400',
      headers: auth(other.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('message');
  });

  it('prunes reveal records before yesterday with the views job, keeping the counts', async () => {
    const id = await publishedCar();
    await reveal(t.app, id, '192.0.2.200');
    await flush();
    const kept = async () =>
      (await t.app.db.select().from(carPhoneReveals).where(eq(carPhoneReveals.carId, id))).length;
    expect(await kept()).toBe(1);
    t.clock.advance(24 * 60 * 60 * 1000);
    await t.app.jobs.run('pruneViews');
    // Yesterday's record stays: a late batch of yesterday still counts a viewer once.
    expect(await kept()).toBe(1);
    t.clock.advance(24 * 60 * 60 * 1000);
    await t.app.jobs.run('pruneViews');
    expect(await kept()).toBe(0);
    seller.token = await login(t.app, seller.email, seller.password);
    expect((await carStats(id)).totals.phoneReveals).toBe(1);
  });

  it('counts a reveal only where the viewer may see the advert: not hidden, not in its 20 minutes', async () => {
    const buyer = await approvedUser(t.app);
    const admin = await adminToken(t.app);
    // In its first 20 minutes the advert is seen by its seller, administrators and subscribers.
    const fresh = (await createCar(t.app, seller.token, r))._id;
    await reveal(t.app, fresh, '198.51.100.60');
    await reveal(t.app, fresh, '198.51.100.61', buyer.token);
    await reveal(t.app, fresh, '198.51.100.62', admin);
    await flush();
    expect(today(await carStats(fresh)).phoneReveals).toBe(1);
    // Hidden by an administrator, it is seen by nobody but its seller.
    const id = await publishedCar();
    const hidden = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${id}/hide`,
      headers: auth(admin),
      payload: { reason: 'Cena u oglasu nije tačna, ispravite je.' },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    await reveal(t.app, id, '198.51.100.63');
    await reveal(t.app, id, '198.51.100.64', buyer.token);
    await reveal(t.app, id, '198.51.100.65', admin);
    await flush();
    expect(today(await carStats(id)).phoneReveals).toBe(0);
  });

  it('drops a reveal of an unknown advert', async () => {
    const res = await reveal(t.app, '00000000-0000-4000-8000-000000000000', '192.0.2.77');
    expect(res.statusCode).toBe(204);
    expect(await t.app.stats.flush()).toBe(0);
  });

  it('two instances writing at once count a viewer once a day', async () => {
    const id = await publishedCar();
    const second = await buildApp({
      config: t.config,
      clock: t.clock,
      database: t.database,
      seedDataFolder: fixturesSeedData,
      appDist: '/nonexistent',
      outbox: { worker: false },
      batches: { timer: false },
    });
    await second.ready();
    try {
      const viewers = Array.from({ length: 20 }, (_, i) => `203.0.113.${100 + i}`);
      for (const address of viewers) {
        for (const app of [t.app, second]) {
          await visit(app, id, address);
          await reveal(app, id, address);
        }
      }
      await Promise.all([flush(t.app), flush(second)]);
      expect(today(await carStats(id))).toMatchObject({
        views: viewers.length,
        phoneReveals: viewers.length,
      });
      // What the second instance still holds is written when it closes.
      await reveal(second, id, '203.0.113.200');
    } finally {
      await second.close();
    }
    expect(today(await carStats(id)).phoneReveals).toBe(21);
  });
});
