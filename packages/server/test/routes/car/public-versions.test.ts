import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedUser, auth, buildTestApp, TestClock, type TestApp } from '../../helpers.ts';
import { createCar, refs, type Refs } from './car-helpers.ts';
import { harness, subscribedUser } from './list-harness.ts';

/**
 * Migration 0012 (decision 009): a new advert, hidden from the public for 20 minutes, no longer
 * empties the lists the public is served; subscribers' lists show it at once, and the public's
 * show it when its embargo ends. The database judges "under embargo" by its own clock, so this
 * app's clock starts at the real time. The cache's max age is an hour here: only the versions and
 * the public lists' time bound (PUBLIC_LIST_MAX_MS) decide.
 */

const MINUTE = 60 * 1000;

describe('lists as the public sees them', () => {
  let t: TestApp;
  let seller: { id: string; token: string };
  let reader: { id: string; token: string };
  let subscriber: { id: string; token: string };
  let r: Refs;
  const { get, cached, ids, fromCache } = harness(() => t);

  beforeAll(async () => {
    t = await buildTestApp({
      clock: new TestClock(new Date()),
      env: { SEARCH_CACHE_TTL_SECONDS: '3600', PUBLIC_BROWSING: 'true' },
    });
    seller = await approvedUser(t.app, { firstName: 'Petar' });
    reader = await approvedUser(t.app, { firstName: 'Ana' });
    subscriber = await subscribedUser(t.app, { firstName: 'Milica' });
    r = await refs(t.app, seller.token);
  });
  afterAll(() => t.close());

  it('a new advert leaves the public lists cached, shows to subscribers at once and to everyone when its embargo ends', async () => {
    const first = await createCar(t.app, seller.token, r, { overrides: { price: '31000' } });
    t.clock.advance(21 * MINUTE);
    const lists = [
      `/api/car/search?brand=${r.brand}`,
      '/api/car?limit=100',
      `/api/car/user/${seller.id}`,
    ];
    for (const url of lists) {
      expect(ids(await cached(url, reader.token)), url).toEqual([first._id]);
      expect(ids(await cached(url, undefined)), url).toEqual([first._id]);
      expect(ids(await cached(url, subscriber.token)), url).toEqual([first._id]);
    }

    const second = await createCar(t.app, seller.token, r, { overrides: { price: '32000' } });
    for (const url of lists) {
      expect(await fromCache(url, reader.token), url).toEqual({ hit: true, ids: [first._id] });
      // A visitor (PUBLIC_BROWSING) too.
      expect(await fromCache(url, undefined), url).toEqual({ hit: true, ids: [first._id] });
      expect(await fromCache(url, subscriber.token), url).toEqual({
        hit: false,
        ids: [second._id, first._id],
      });
    }

    // Past the public lists' time bound, before the embargo ends: rebuilt, still without it.
    t.clock.advance(19 * MINUTE);
    for (const url of lists)
      expect(await fromCache(url, reader.token), url).toEqual({ hit: false, ids: [first._id] });
    t.clock.advance(2 * MINUTE);
    for (const url of lists)
      expect(ids(await get(url, reader.token)), url).toEqual([second._id, first._id]);
  });

  it('a change the public sees still empties their lists at once', async () => {
    const url = `/api/car/search?brand=${r.brand}`;
    const list = await cached(url, reader.token);
    const car = list.data![0]!;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/car/${car._id}/status`,
      headers: auth(seller.token),
      payload: { status: 'reserved' },
    });
    expect(res.statusCode).toBe(200);
    const after = await get(url, reader.token);
    expect(after.data!.find((c) => c._id === car._id)?.status).toBe('reserved');
  });
});
