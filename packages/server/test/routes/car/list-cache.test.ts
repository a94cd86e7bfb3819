import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  approvedUser,
  auth,
  buildTestApp,
  login,
  type TestApp,
} from '../../helpers.ts';
import { harness, subscribedUser } from './list-harness.ts';
import { carFields, createCar, jpeg, multipart, refs, withAuth, type Refs } from './car-helpers.ts';

/**
 * The car list cache (src/lib/result-cache.ts) as users meet it: every change made through
 * the API shows in the next search of another user although that search was cached. Each
 * check first proves the search was answered from the cache, so it fails when invalidation
 * (car_data_version, the embargo bound, the viewer class) is taken away.
 */

const MIN20 = 20 * 60 * 1000;
const SECOND = 1000;

describe('car list cache', () => {
  let t: TestApp;
  let seller: { id: string; token: string };
  let other: { id: string; token: string };
  let subscriber: { id: string; token: string };
  let admin: string;
  let r: Refs;
  const { get, stats, cached, ids } = harness(() => t);
  const search = (price: number) => `/api/car/search?priceMin=${price}&priceMax=${price}`;

  beforeAll(async () => {
    t = await buildTestApp();
    seller = await approvedUser(t.app, { firstName: 'Petar' });
    other = await approvedUser(t.app, { firstName: 'Ana' });
    subscriber = await subscribedUser(t.app, { firstName: 'Milica' });
    admin = await adminToken(t.app);
    r = await refs(t.app, seller.token);
  });
  afterAll(() => t.close());

  const publishedCar = async (owner: { token: string }, price: number) => {
    const car = await createCar(t.app, owner.token, r, { overrides: { price: String(price) } });
    t.clock.advance(MIN20 + SECOND);
    return car;
  };

  it('a new listing shows at once to subscribers and admins, to others when its embargo ends (moved clock)', async () => {
    const q = search(11111);
    const sellerPage = `/api/car/user/${seller.id}?limit=100`;
    expect(ids(await cached(q, other.token))).toEqual([]);
    expect(ids(await cached(q, subscriber.token))).toEqual([]);
    const before = ids(await cached(sellerPage, other.token));
    const newest = ids(await cached('/api/car?limit=100', other.token));

    const car = await createCar(t.app, seller.token, r, { overrides: { price: '11111' } });
    expect(ids(await get(q, subscriber.token))).toEqual([car._id]);
    expect(ids(await get(q, admin))).toEqual([car._id]);
    // Rebuilt at the new version without it (embargo), and cached so.
    expect(ids(await cached(q, other.token))).toEqual([]);
    expect(ids(await cached(sellerPage, other.token))).toEqual(before);

    t.clock.advance(MIN20 - SECOND);
    expect(ids(await cached(q, other.token))).toEqual([]);
    // Nothing was written since; only the embargo end makes the cached lists wrong.
    t.clock.advance(2 * SECOND);
    expect(ids(await get(q, other.token))).toEqual([car._id]);
    expect(ids(await get(sellerPage, other.token))).toEqual([car._id, ...before]);
    expect(ids(await get('/api/car?limit=100', other.token))).toEqual([car._id, ...newest]);
  });

  it("the owner's edit (fields and photos) and status change show in another user's next search", async () => {
    const car = await publishedCar(seller, 22222);
    // Full cars: the label and the seller's name are no card's (decision 024).
    const q = `${search(22222)}&fields=full`;
    expect((await cached(q, other.token)).data![0]).toMatchObject({ label: '1.9 TDI' });

    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/car/${car._id}`,
      ...withAuth(
        multipart(carFields(r, { price: '22222', label: '2.0 TDI' }), [
          { filename: 'b.jpg', content: await jpeg(400, 300, '#123456') },
        ]),
        seller.token,
      ),
    });
    expect(edited.statusCode).toBe(200);
    const afterEdit = (await cached(q, other.token)).data![0]!;
    expect(afterEdit).toMatchObject({ label: '2.0 TDI' });
    expect(afterEdit.image).toHaveLength(2);

    const status = await t.app.inject({
      method: 'PATCH',
      url: `/api/car/${car._id}/status`,
      headers: auth(seller.token),
      payload: { status: 'reserved' },
    });
    expect(status.statusCode).toBe(200);
    expect((await get(q, other.token)).data![0]).toMatchObject({ status: 'reserved' });
  });

  it("the owner's deletion shows in another user's next search", async () => {
    const car = await publishedCar(seller, 33333);
    const q = search(33333);
    expect(ids(await cached(q, other.token))).toEqual([car._id]);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/car/${car._id}`,
      headers: auth(seller.token),
    });
    expect(res.statusCode).toBe(200);
    expect(ids(await get(q, other.token))).toEqual([]);
  });

  it("a seller's profile change shows on their listings in another user's next search", async () => {
    const owner = await approvedUser(t.app, { firstName: 'Jovan' });
    await publishedCar(owner, 44444);
    const q = `${search(44444)}&fields=full`;
    expect((await cached(q, other.token)).data![0]!.user).toMatchObject({ firstName: 'Jovan' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: auth(owner.token),
      payload: { firstName: 'Dragan', phone: '+381 63 111 2222' },
    });
    expect(res.statusCode).toBe(200);
    expect((await get(q, other.token)).data![0]!.user).toMatchObject({
      firstName: 'Dragan',
      phone: '+381 63 111 2222',
    });
  });

  it("an admin's removal shows in another user's next search", async () => {
    const car = await publishedCar(seller, 55555);
    const q = search(55555);
    expect(ids(await cached(q, other.token))).toEqual([car._id]);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/cars/${car._id}`,
      headers: auth(admin),
      payload: { reason: 'Oglas nije u skladu sa pravilima.' },
    });
    expect(res.statusCode).toBe(200);
    expect(ids(await get(q, other.token))).toEqual([]);
  });

  it("a block ends the blocked user's cached search at once and changes the data version", async () => {
    const blocked = await approvedUser(t.app);
    await publishedCar(blocked, 66666);
    const q = search(66666);
    await cached(q, blocked.token);
    await cached(q, other.token);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${blocked.id}/block`,
      headers: auth(admin),
    });
    expect(res.statusCode).toBe(200);
    // The token's signature is remembered, the account is still read on every request.
    const refused = await t.app.inject({ method: 'GET', url: q, headers: auth(blocked.token) });
    expect(refused.statusCode).toBe(401);
    const misses = stats().misses;
    await get(q, other.token);
    expect(stats().misses).toBe(misses + 1);
    await expect(login(t.app, blocked.email, blocked.password)).rejects.toThrow(/403/);
  });

  it('never mixes what admins and subscribers see with what everybody sees', async () => {
    const q = search(77777);
    const first = await createCar(t.app, seller.token, r, { overrides: { price: '77777' } });
    expect(ids(await cached(q, other.token))).toEqual([]);
    expect(ids(await get(q, subscriber.token))).toEqual([first._id]);
    expect(ids(await cached(q, admin))).toEqual([first._id]);

    t.clock.advance(SECOND);
    const second = await createCar(t.app, seller.token, r, { overrides: { price: '77777' } });
    expect(ids(await cached(q, subscriber.token))).toEqual([second._id, first._id]);
    expect(ids(await get(q, other.token))).toEqual([]);
    t.clock.advance(MIN20 + SECOND);
  });

  it('an owner with a hidden listing sees it; their searches skip the shared cache', async () => {
    const owner = await approvedUser(t.app);
    const q = search(88888);
    expect(ids(await cached(q, owner.token))).toEqual([]);
    const car = await createCar(t.app, owner.token, r, { overrides: { price: '88888' } });
    expect(ids(await cached(q, other.token))).toEqual([]);
    const bypasses = stats().bypasses;
    expect(ids(await get(q, owner.token))).toEqual([car._id]);
    expect(stats().bypasses).toBe(bypasses + 1);
  });

  it('a view does not rebuild cached lists; their count catches up after the max age', async () => {
    const car = await publishedCar(seller, 99999);
    const q = search(99999);
    expect((await cached(q, other.token)).data![0]).toMatchObject({ viewsCount: 0 });
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/car/${car._id}`,
      headers: auth(other.token),
    });
    expect(view.json()).toMatchObject({ viewsCount: 1 });
    expect((await cached(q, other.token)).data![0]).toMatchObject({ viewsCount: 0 });
    // Past twice the max age (30 s by default) nothing stale is served.
    await t.app.views.flush();
    expect((await cached(q, other.token)).data![0]).toMatchObject({ viewsCount: 0 });
    t.clock.advance(61 * SECOND);
    expect((await get(q, other.token)).data![0]).toMatchObject({ viewsCount: 1 });
  });
});

describe('car list cache for visitors (PUBLIC_BROWSING)', () => {
  let t: TestApp;
  let seller: { id: string; token: string };
  let r: Refs;
  const { get, cached, ids } = harness(() => t);

  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_BROWSING: 'true' } });
    seller = await approvedUser(t.app);
    r = await refs(t.app, seller.token);
  });
  afterAll(() => t.close());

  it('a listing appears for visitors when its embargo ends and disappears when deleted', async () => {
    const q = '/api/car/search?priceMin=12345&priceMax=12345';
    expect(ids(await cached(q, undefined))).toEqual([]);
    const car = await createCar(t.app, seller.token, r, { overrides: { price: '12345' } });
    expect(ids(await cached(q, undefined))).toEqual([]);
    t.clock.advance(MIN20 + SECOND);
    expect(ids(await cached(q, undefined))).toEqual([car._id]);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/car/${car._id}`,
      headers: auth(seller.token),
    });
    expect(res.statusCode).toBe(200);
    expect(ids(await get(q, undefined))).toEqual([]);
  });
});

describe('car list cache turned off (SEARCH_CACHE_TTL_SECONDS=0)', () => {
  let t: TestApp;
  let seller: { id: string; token: string };
  let other: { id: string; token: string };
  let r: Refs;
  const { get, stats, ids } = harness(() => t);

  beforeAll(async () => {
    t = await buildTestApp({ env: { SEARCH_CACHE_TTL_SECONDS: '0' } });
    seller = await approvedUser(t.app);
    other = await approvedUser(t.app);
    r = await refs(t.app, seller.token);
  });
  afterAll(() => t.close());

  it('answers every search from the database, embargo and changes included', async () => {
    const q = '/api/car/search?priceMin=23456&priceMax=23456';
    expect(ids(await get(q, other.token))).toEqual([]);
    const car = await createCar(t.app, seller.token, r, { overrides: { price: '23456' } });
    expect(ids(await get(q, other.token))).toEqual([]);
    expect(ids(await get(q, seller.token))).toEqual([car._id]);
    t.clock.advance(MIN20 + SECOND);
    expect(ids(await get(q, other.token))).toEqual([car._id]);
    expect(ids(await get('/api/car?limit=100', other.token))).toEqual([car._id]);
    expect(t.app.carListCache.size).toBe(0);
    expect(stats().hits).toBe(0);
    expect(stats().misses).toBeGreaterThanOrEqual(4);
  });
});
