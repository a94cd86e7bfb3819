import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/index.ts';
import { adminToken, approvedUser, auth, buildTestApp, type TestApp } from '../../helpers.ts';
import { createCar, refs } from './car-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const newest = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/car?page=1&limit=50', headers: auth(token) });
const ids = (res: { json: () => { docs: { _id: string }[] } }) =>
  res.json().docs.map((car) => car._id);

describe('readers of one turn are read in one round trip (decision 029)', () => {
  it('gives each reader of a batch their own rights, their block included', async () => {
    const seller = await approvedUser(t.app);
    const buyer = await approvedUser(t.app);
    const blocked = await approvedUser(t.app);
    const admin = await adminToken(t.app);
    // Still in its 20 minutes: its seller and administrators see it, a buyer does not.
    const car = await createCar(t.app, seller.token, await refs(t.app, seller.token));
    await t.app.db.update(users).set({ status: 'blocked' }).where(eq(users.id, blocked.id));

    const before = { ...t.app.viewerReads };
    const [asSeller, asBuyer, asBlocked, asAdmin, asBuyerAgain] = await Promise.all([
      newest(seller.token),
      newest(buyer.token),
      newest(blocked.token),
      newest(admin),
      newest(buyer.token),
    ]);
    const readers = t.app.viewerReads.readers - before.readers;
    const roundTrips = t.app.viewerReads.roundTrips - before.roundTrips;

    expect(asSeller.statusCode).toBe(200);
    expect(ids(asSeller)).toContain(car._id);
    expect(asAdmin.statusCode).toBe(200);
    expect(ids(asAdmin)).toContain(car._id);
    expect(asBuyer.statusCode).toBe(200);
    expect(ids(asBuyer)).not.toContain(car._id);
    expect(ids(asBuyerAgain)).toEqual(ids(asBuyer));
    expect(asBlocked.statusCode).toBe(403);
    // Five readers (the same buyer twice is two reads), fewer round trips than readers.
    expect(readers).toBe(5);
    expect(roundTrips).toBeLessThan(readers);
  });

  it('answers an account deleted since its token was issued with 401 beside others', async () => {
    const gone = await approvedUser(t.app);
    const buyer = await approvedUser(t.app);
    await t.app.db.delete(users).where(eq(users.id, gone.id));
    const [asGone, asBuyer] = await Promise.all([newest(gone.token), newest(buyer.token)]);
    expect(asGone.statusCode).toBe(401);
    expect(asBuyer.statusCode).toBe(200);
  });

  it('reads nothing kept: a block written before the request is seen by it', async () => {
    const reader = await approvedUser(t.app);
    expect((await newest(reader.token)).statusCode).toBe(200);
    await t.app.db.update(users).set({ status: 'blocked' }).where(eq(users.id, reader.id));
    expect((await newest(reader.token)).statusCode).toBe(403);
  });
});

describe('advert pages of one turn are read in one query per kind of viewer (decision 029)', () => {
  it('answers each page as asked alone: the embargo, other cars, unknown ids', async () => {
    const seller = await approvedUser(t.app);
    const buyer = await approvedUser(t.app);
    const otherBuyer = await approvedUser(t.app);
    const admin = await adminToken(t.app);
    const r = await refs(t.app, seller.token);
    const fresh = await createCar(t.app, seller.token, r);
    const older = await createCar(t.app, seller.token, r, { overrides: { price: '7300' } });
    // Past its 20 minutes: everyone sees it.
    t.clock.advance(21 * 60_000);
    const newest = await createCar(t.app, seller.token, r, { overrides: { price: '9100' } });
    const page = (id: string, token?: string) =>
      t.app.inject({ method: 'GET', url: `/api/car/${id}`, headers: token ? auth(token) : {} });

    const before = { ...t.app.advertPageReads };
    const answers = await Promise.all([
      page(newest._id, buyer.token),
      page(older._id, buyer.token),
      page(older._id, otherBuyer.token),
      page(newest._id, admin),
      page(fresh._id, otherBuyer.token),
      page('00000000-0000-4000-8000-000000000000', buyer.token),
      page(newest._id, seller.token),
    ]);
    const pages = t.app.advertPageReads.pages - before.pages;
    const roundTrips = t.app.advertPageReads.roundTrips - before.roundTrips;
    expect(answers.map((res) => res.statusCode)).toEqual([404, 200, 200, 200, 200, 404, 200]);
    // Seven pages: five for buyers past the embargo, one for an administrator, one for a seller
    // with an advert of their own in its 20 minutes (a query of its own). One query per page
    // would be seven round trips; batched, each kind of viewer is one.
    expect(pages).toBe(7);
    expect(roundTrips).toBeLessThan(pages);
    expect(answers[1]!.json()).toMatchObject({ _id: older._id, price: 7300 });
    expect(answers[2]!.json()).toMatchObject({ _id: older._id, price: 7300 });
    expect(answers[3]!.json()).toMatchObject({ _id: newest._id, price: 9100 });
    expect(answers[4]!.json()._id).toBe(fresh._id);
    // Its owner sees the advert in its 20 minutes, with its period.
    expect(answers[6]!.json()).toMatchObject({ _id: newest._id, expiry: expect.any(Object) });
  });
});
