import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAVOURITES } from '../../../src/routes/user/favourites.ts';
import { eq } from 'drizzle-orm';
import { cars, favourites } from '../../../src/db/schema/index.ts';
import { adminToken, approvedUser, auth, buildTestApp, type TestApp } from '../../helpers.ts';
import { createCar, refs, type Refs } from '../car/car-helpers.ts';

/** Decision 013: "Prati oglas", the list of followed adverts, and the seller's follower count. */

let t: TestApp;
let seller: Awaited<ReturnType<typeof approvedUser>>;
let buyer: Awaited<ReturnType<typeof approvedUser>>;
let r: Refs;
const MIN = 60_000;

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
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${otherSeller.id}/unblock`,
      headers: admin,
    });
    expect(await list()).toEqual([car._id]);
  });
});
