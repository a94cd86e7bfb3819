import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cars, favouriteDepartures, favourites } from '../../../src/db/schema/index.ts';
import {
  adminToken,
  approvedUser,
  auth,
  buildTestApp,
  concurrencyLabel,
  login,
  type TestApp,
} from '../../helpers.ts';
import {
  carFields,
  createCar,
  multipart,
  refs,
  withAuth,
  type CarJson,
  type Refs,
} from '../car/car-helpers.ts';

interface NamedRef {
  name: string;
}

/** Decision 013: "Prati oglas", the list of followed adverts, and the seller's follower count. */

let t: TestApp;
let seller: Awaited<ReturnType<typeof approvedUser>>;
let buyer: Awaited<ReturnType<typeof approvedUser>>;
let r: Refs;
const MIN = 60_000;
/** docs/product.md, “Limits and constants”: followed adverts per user. */
const MAX_FAVOURITES = 200;

beforeAll(async () => {
  t = await buildTestApp();
  seller = await approvedUser(t.app);
  buyer = await approvedUser(t.app);
  r = await refs(t.app, seller.token);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, token?: string) =>
  t.app.inject({ method, url: `/api${url}`, headers: token ? auth(token) : {} });
const follow = (id: string, token = buyer.token) => call('PUT', `/user/favourites/${id}`, token);
const unfollow = (id: string, token = buyer.token) =>
  call('DELETE', `/user/favourites/${id}`, token);
const ids = async (token = buyer.token) =>
  ((await call('GET', '/user/favourites/ids', token)).json() as { data: string[] }).data;

/** A car the buyer can see (past the 20-minute embargo). */
async function publicCar(overrides: Record<string, string> = {}) {
  const car = await createCar(t.app, seller.token, r, { overrides });
  t.clock.advance(21 * MIN);
  return car;
}

describe('following adverts', () => {
  it('follows and unfollows, both idempotent, and lists the followed cars newest first', async () => {
    const first = await publicCar({ price: '5100' });
    const second = await publicCar({ price: '6200' });

    const res = await follow(first._id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      _id: first._id,
      isFavourite: true,
      message: 'Oglas je dodat u praćene.',
    });
    expect((await follow(first._id)).statusCode).toBe(200);
    t.clock.advance(MIN);
    expect((await follow(second._id)).statusCode).toBe(200);
    expect(await ids()).toEqual([second._id, first._id]);

    const list = await call('GET', '/user/favourites?limit=1&page=2', buyer.token);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ totalDocs: 2, totalPages: 2, page: 2, limit: 1 });
    const [only] = list.json().data;
    expect(only).toMatchObject({ _id: first._id, price: 5100, status: 'active' });
    expect(typeof only.followedAt).toBe('string');

    const gone = await unfollow(first._id);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toMatchObject({ isFavourite: false, message: 'Oglas više ne pratite.' });
    expect((await unfollow(first._id)).statusCode).toBe(200);
    expect(await ids()).toEqual([second._id]);
    await unfollow(second._id);
  });

  it('shows the current status and price in the list', async () => {
    const car = await publicCar({ price: '7000' });
    await follow(car._id);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/car/${car._id}/status`,
      headers: auth(seller.token),
      payload: { status: 'reserved' },
    });
    const { data } = (await call('GET', '/user/favourites', buyer.token)).json();
    expect(data.find((c: { _id: string }) => c._id === car._id)).toMatchObject({
      status: 'reserved',
      price: 7000,
    });
    await unfollow(car._id);
  });

  it('needs a signed-in user', async () => {
    const car = await publicCar();
    for (const res of [
      await follow(car._id, ''),
      await unfollow(car._id, ''),
      await call('GET', '/user/favourites'),
      await call('GET', '/user/favourites/ids'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toMatch(/prijav/i);
    }
  });

  it('refuses a malformed id, a missing car, a hidden car and the seller’s own car in Serbian', async () => {
    const bad = await follow('nije-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/[čćšžđ]|identifikator|ispravan/i);
    expect((await unfollow('nije-id')).statusCode).toBe(400);
    const badPage = await call('GET', '/user/favourites?page=0', buyer.token);
    expect(badPage.statusCode).toBe(400);

    const missing = await follow('00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Oglas nije pronađen.' });

    // Still under the 20-minute embargo: the buyer cannot see it, so cannot follow it.
    const hidden = await createCar(t.app, seller.token, r);
    expect((await follow(hidden._id)).statusCode).toBe(404);
    t.clock.advance(21 * MIN);

    const own = await follow(hidden._id, seller.token);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({ message: 'Sopstveni oglas ne možete pratiti.' });
  });

  it('stops at the limit of followed adverts', async () => {
    const user = await approvedUser(t.app);
    const template = await publicCar();
    const next = await publicCar();
    // Copies of one car row (photos are not needed) fill the list up to one below the limit.
    const [row] = await t.app.db.select().from(cars).where(eq(cars.id, template._id));
    const { id: _id, ...columns } = row!;
    const copies = await t.app.db
      .insert(cars)
      .values(Array.from({ length: MAX_FAVOURITES - 1 }, () => columns))
      .returning({ id: cars.id });
    await t.app.db
      .insert(favourites)
      .values(copies.map(({ id }) => ({ userId: user.id, carId: id })));

    expect((await follow(next._id, user.token)).statusCode).toBe(200);
    // Following a car again at the limit is still fine; a new one is not.
    expect((await follow(next._id, user.token)).statusCode).toBe(200);
    const refused = await follow(template._id, user.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Možete pratiti najviše ${MAX_FAVOURITES} oglasa. Prestanite da pratite neki od starih oglasa pa pokušajte ponovo.`,
    );
  });

  it(`holds the limit under 12 follows at once (${concurrencyLabel})`, async () => {
    const user = await approvedUser(t.app);
    const template = await publicCar();
    const [row] = await t.app.db.select().from(cars).where(eq(cars.id, template._id));
    const { id: _id, ...columns } = row!;
    const copies = await t.app.db
      .insert(cars)
      .values(Array.from({ length: MAX_FAVOURITES - 10 + 12 }, () => columns))
      .returning({ id: cars.id });
    const [held, wanted] = [copies.slice(0, MAX_FAVOURITES - 10), copies.slice(-12)];
    await t.app.db
      .insert(favourites)
      .values(held.map(({ id }) => ({ userId: user.id, carId: id })));

    const statuses = await Promise.all(wanted.map(({ id }) => follow(id, user.token)));
    expect(statuses.filter((res) => res.statusCode === 200)).toHaveLength(10);
    expect(statuses.filter((res) => res.statusCode === 409)).toHaveLength(2);
    const mine = await t.app.db.select().from(favourites).where(eq(favourites.userId, user.id));
    expect(mine).toHaveLength(MAX_FAVOURITES);
  });

  it('gives the seller the follower count of each own advert', async () => {
    const car = await publicCar();
    const quiet = await publicCar();
    const other = await approvedUser(t.app);
    await follow(car._id);
    await follow(car._id, other.token);
    const res = await call('GET', '/car/owner?limit=100', seller.token);
    expect(res.statusCode).toBe(200);
    const byId = new Map(
      (res.json().data as { _id: string; followers: number }[]).map((c) => [c._id, c.followers]),
    );
    expect(byId.get(car._id)).toBe(2);
    expect(byId.get(quiet._id)).toBe(0);
  });

  it('drops followed adverts of a blocked seller from the list, and brings them back', async () => {
    const otherSeller = await approvedUser(t.app);
    const car = await createCar(t.app, otherSeller.token, r);
    t.clock.advance(21 * MIN);
    const reader = await approvedUser(t.app);
    await follow(car._id, reader.token);
    const admin = auth(await adminToken(t.app));
    const list = async () =>
      ((await call('GET', '/user/favourites', reader.token)).json().data as { _id: string }[]).map(
        (c) => c._id,
      );
    expect(await list()).toEqual([car._id]);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${otherSeller.id}/block`,
      headers: admin,
      payload: {},
    });
    expect(await list()).toEqual([]);
    // It is not silently gone: the list of adverts that left the site names it.
    const gone = await call('GET', '/user/favourites/gone', reader.token);
    expect(gone.json().data).toEqual([
      {
        _id: car._id,
        title: expect.stringMatching(/\S+ \S+/),
        followedAt: expect.any(String),
        departedAt: null,
      },
    ]);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${otherSeller.id}/unblock`,
      headers: admin,
    });
    expect(await list()).toEqual([car._id]);
    expect((await call('GET', '/user/favourites/gone', reader.token)).json().data).toEqual([]);
  });

  it('shows the price before a drop while it stays lower, and counts unseen changes until the list is opened', async () => {
    const car = await publicCar({ price: '9000' });
    const reader = await approvedUser(t.app);
    await follow(car._id, reader.token);
    const setPrice = async (price: number) => {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/car/${car._id}`,
        ...withAuth(multipart(carFields(r, { price: String(price) }), []), seller.token),
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const item = async () =>
      (await call('GET', '/user/favourites', reader.token))
        .json()
        .data.find((c: { _id: string }) => c._id === car._id);
    const unseen = async () =>
      (await call('GET', '/user/favourites/unseen', reader.token)).json().count;

    expect(await item()).toMatchObject({ price: 9000, priceBefore: null });
    expect(await unseen()).toBe(0);
    await setPrice(8500);
    expect(await item()).toMatchObject({ price: 8500, priceBefore: 9000 });
    expect(await unseen()).toBe(1);
    t.clock.advance(MIN);
    await setPrice(8000);
    expect(await item()).toMatchObject({ price: 8000, priceBefore: 9000 });
    // Two changes of one advert count once.
    expect(await unseen()).toBe(1);

    const seen = await t.app.inject({
      method: 'POST',
      url: '/api/user/favourites/seen',
      headers: auth(reader.token),
    });
    expect(seen.statusCode).toBe(200);
    expect(await unseen()).toBe(0);
    t.clock.advance(MIN);
    await setPrice(7500);
    expect(await unseen()).toBe(1);
    // Back above the old price: no drop to show.
    await setPrice(9500);
    expect(await item()).toMatchObject({ price: 9500, priceBefore: null });
    // Another user's list is untouched.
    expect((await call('GET', '/user/favourites/unseen', buyer.token)).json().count).toBe(0);
  });

  // Last: it moves the clock 30 days on, past every session of the other tests.
  it('names a followed advert deleted by its seller or an administrator for 30 days, until dismissed', async () => {
    const reader = await approvedUser(t.app);
    const admin = auth(await adminToken(t.app));
    const bySeller = await publicCar();
    const byAdmin = await publicCar();
    const kept = await publicCar();
    for (const car of [bySeller, byAdmin, kept]) await follow(car._id, reader.token);
    const titleOf = (car: CarJson) =>
      `${(car.brand as NamedRef).name} ${(car.model as NamedRef).name}`;
    let token = reader.token;
    const gone = async (as = token) =>
      (await call('GET', '/user/favourites/gone', as)).json().data as {
        _id: string;
        departedAt: string | null;
      }[];
    expect(await gone()).toEqual([]);

    const sellerDeletedAt = t.clock.now().toISOString();
    expect((await call('DELETE', `/car/${bySeller._id}`, seller.token)).statusCode).toBe(200);
    t.clock.advance(MIN);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/cars/${byAdmin._id}`,
      headers: admin,
      payload: { reason: 'Lažni oglas' },
    });
    expect(removed.statusCode, removed.body).toBe(200);

    // Gone from the list, named in the note: the latest departure first, with its title.
    const listed = (await call('GET', '/user/favourites', reader.token)).json().data;
    expect(listed.map((c: { _id: string }) => c._id)).toEqual([kept._id]);
    expect(await gone()).toEqual([
      {
        _id: byAdmin._id,
        title: titleOf(byAdmin),
        followedAt: expect.any(String),
        departedAt: t.clock.now().toISOString(),
      },
      {
        _id: bySeller._id,
        title: titleOf(bySeller),
        followedAt: expect.any(String),
        departedAt: sellerDeletedAt,
      },
    ]);
    // Only its followers are told.
    expect((await gone(buyer.token)).map((g) => g._id)).not.toContain(bySeller._id);

    // Dismissed with the list's unfollow; the other note stays.
    expect((await unfollow(byAdmin._id, reader.token)).statusCode).toBe(200);
    expect((await gone()).map((g) => g._id)).toEqual([bySeller._id]);

    // Named for 30 days, then neither shown nor kept.
    t.clock.advance(30 * 24 * 60 * MIN - 2 * MIN);
    // The reader signs in again: a session does not last 30 days.
    token = await login(t.app, reader.email, reader.password);
    expect((await gone()).map((g) => g._id)).toEqual([bySeller._id]);
    await t.app.jobs.run('pruneViews');
    const stored = () =>
      t.app.db.select().from(favouriteDepartures).where(eq(favouriteDepartures.userId, reader.id));
    expect(await stored()).toHaveLength(1);
    t.clock.advance(2 * MIN);
    expect(await gone()).toEqual([]);
    await t.app.jobs.run('pruneViews');
    expect(await stored()).toEqual([]);
    await unfollow(kept._id, token);
  });
});
