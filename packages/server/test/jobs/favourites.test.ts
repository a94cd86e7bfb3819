import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { favouriteChanges, outbox } from '../../src/db/schema/index.ts';
import { sendFavouriteDigests } from '../../src/jobs/favourites.ts';
import type { MulticastMessage, PushTransport } from '../../src/plugins/app/push.ts';
import { moderation } from '../moderation/moderation-helpers.ts';
import {
  adminToken,
  approvedUser,
  auth,
  buildTestApp,
  concurrencyLabel,
  login,
  queuedMails,
  type TestApp,
} from '../helpers.ts';
import {
  carFields,
  createCar,
  multipart,
  refs,
  withAuth,
  type Refs,
} from '../routes/car/car-helpers.ts';

/** Decision 013: followers hear of drops, reservations and sales, grouped an hour at a time. */

const MIN = 60_000;
const HOUR = 60 * MIN;

const sent: MulticastMessage[] = [];
const transport: PushTransport = {
  async sendEachForMulticast(message) {
    sent.push(message);
    return { responses: message.tokens.map(() => ({ success: true })) };
  },
};

let t: TestApp;
let seller: Awaited<ReturnType<typeof approvedUser>>;
let r: Refs;

beforeAll(async () => {
  t = await buildTestApp({ push: { transport } });
  seller = await approvedUser(t.app, { firstName: 'Prodavac' });
  r = await refs(t.app, seller.token);
});
afterAll(() => t.close());
// The tests move the clock by hours: the seller signs in again before each (sessions end when idle).
beforeEach(async () => {
  seller.token = await login(t.app, seller.email, seller.password);
});

type Follower = Awaited<ReturnType<typeof approvedUser>>;

async function follower(preferences: { isEmail?: boolean; isNotification?: boolean } = {}) {
  const user = await approvedUser(t.app, { firstName: 'Pratilac' });
  await t.app.inject({
    method: 'PATCH',
    url: '/api/user/preferences',
    headers: auth(user.token),
    payload: { isEmail: false, isNotification: false, ...preferences },
  });
  return user;
}

async function publicCar(price: number) {
  const car = await createCar(t.app, seller.token, r, { overrides: { price: String(price) } });
  t.clock.advance(21 * MIN);
  return car;
}

async function follow(user: Follower, carId: string) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/user/favourites/${carId}`,
    headers: auth(user.token),
  });
  expect(res.statusCode).toBe(200);
}

async function setPrice(carId: string, price: number) {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/car/${carId}`,
    ...withAuth(multipart(carFields(r, { price: String(price) }), []), seller.token),
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function setStatus(carId: string, status: 'active' | 'reserved' | 'sold') {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/car/${carId}/status`,
    headers: auth(seller.token),
    payload: { status },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const digests = async (user: Follower) =>
  (await queuedMails(t.app, user.email)).filter((m) => m.template === 'favouritesDigest');

const pushesTo = async (user: Follower) =>
  (await t.app.db.select().from(outbox).where(eq(outbox.kind, 'push')))
    .map((row) => row.payload as { userId: string; title: string; body: string; link: string })
    .filter((p) => p.userId === user.id);

const waiting = (user: Follower) =>
  t.app.db
    .select()
    .from(favouriteChanges)
    .where(and(eq(favouriteChanges.userId, user.id), isNull(favouriteChanges.digestedAt)));

describe('favourite digests', () => {
  it('makes ten changes within an hour one e-mail, sent when the hour is over', async () => {
    const user = await follower({ isEmail: true });
    const cars: Awaited<ReturnType<typeof publicCar>>[] = [];
    for (const price of [9000, 8000, 7000, 6000, 5000]) cars.push(await publicCar(price));
    for (const car of cars) await follow(user, car._id);

    for (const [i, car] of cars.entries()) {
      await setPrice(car._id, 8500 - i * 1000);
      t.clock.advance(5 * MIN);
      await setPrice(car._id, 8400 - i * 1000);
      t.clock.advance(MIN);
    }
    expect(await waiting(user)).toHaveLength(10);
    // The first change is less than an hour old: nothing yet.
    t.clock.advance(10 * MIN);
    expect(await sendFavouriteDigests(t.app)).toBe(0);
    expect(await digests(user)).toHaveLength(0);

    t.clock.advance(20 * MIN);
    expect(await sendFavouriteDigests(t.app)).toBe(1);
    const [mail, ...more] = await digests(user);
    expect(more).toHaveLength(0);
    const items = (mail!.vars as { items: { carId: string; change: string }[] }).items;
    expect(items.map((i) => i.carId).sort()).toEqual(cars.map((c) => c._id).sort());
    expect(items.find((i) => i.carId === cars[0]!._id)!.change).toBe(
      'cena snižena sa 9.000\u00a0€ na 8.400\u00a0€',
    );
    expect(await waiting(user)).toHaveLength(0);

    // Run again (a second instance, a retry): nothing more is queued.
    expect(await sendFavouriteDigests(t.app)).toBe(0);
    expect(await digests(user)).toHaveLength(1);

    // A change after the digest starts the next hour.
    await setPrice(cars[1]!._id, 6000);
    t.clock.advance(HOUR);
    expect(await sendFavouriteDigests(t.app)).toBe(1);
    const latest = (await digests(user)).at(-1)!;
    expect((latest.vars as { items: { change: string }[] }).items).toEqual([
      expect.objectContaining({ change: 'cena snižena sa 7.400\u00a0€ na 6.000\u00a0€' }),
    ]);
  });

  it('tells of a reservation and a sale, and never tells the seller', async () => {
    const user = await follower({ isEmail: true });
    const reserved = await publicCar(4000);
    const sold = await publicCar(4100);
    await follow(user, reserved._id);
    await follow(user, sold._id);
    await setStatus(reserved._id, 'reserved');
    await setStatus(sold._id, 'sold');
    t.clock.advance(HOUR);
    await sendFavouriteDigests(t.app);
    const items = (await digests(user))[0]!.vars.items as { carId: string; change: string }[];
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ carId: reserved._id, change: 'rezervisan' }),
        expect.objectContaining({ carId: sold._id, change: 'prodat' }),
      ]),
    );
    const toSeller = (await queuedMails(t.app, seller.email)).filter(
      (m) => m.template === 'favouritesDigest',
    );
    expect(toSeller).toHaveLength(0);
    const sellerChanges = await t.app.db
      .select()
      .from(favouriteChanges)
      .where(eq(favouriteChanges.userId, seller.id));
    expect(sellerChanges).toHaveLength(0);
  });

  it('says nothing of a price raise, nor of a drop or reservation undone within the hour', async () => {
    const user = await follower({ isEmail: true, isNotification: true });
    const raised = await publicCar(5000);
    const undone = await publicCar(5000);
    const unreserved = await publicCar(5000);
    for (const car of [raised, undone, unreserved]) await follow(user, car._id);

    await setPrice(raised._id, 5500);
    expect(await waiting(user)).toHaveLength(0);
    await setPrice(undone._id, 4500);
    await setPrice(undone._id, 5200);
    await setStatus(unreserved._id, 'reserved');
    await setStatus(unreserved._id, 'active');
    // Active again is no news either: only the drop and the reservation wait.
    expect(await waiting(user)).toHaveLength(2);
    t.clock.advance(HOUR);
    expect(await sendFavouriteDigests(t.app)).toBe(0);
    expect(await digests(user)).toHaveLength(0);
    expect(await pushesTo(user)).toHaveLength(0);
    expect(await waiting(user)).toHaveLength(0);
  });

  it('pushes when the follower wants notifications, and mails only with isEmail', async () => {
    const user = await follower({ isNotification: true });
    await t.app.inject({
      method: 'POST',
      url: '/api/fcm/save-token',
      headers: auth(user.token),
      payload: { token: 'follower-device-token' },
    });
    const car = await publicCar(3000);
    const other = await publicCar(3100);
    await follow(user, car._id);
    await setPrice(car._id, 2800);
    t.clock.advance(HOUR);
    expect(await sendFavouriteDigests(t.app)).toBe(1);
    expect(await digests(user)).toHaveLength(0);
    const [push] = await pushesTo(user);
    expect(push).toMatchObject({
      title: 'Promena na oglasu koji pratite',
      link: `/car/${car._id}`,
    });
    expect(push!.body).toContain('cena snižena sa 3.000\u00a0€ na 2.800\u00a0€');

    // Two cars in one digest: the push names how many and opens the list.
    await follow(user, other._id);
    await setStatus(car._id, 'reserved');
    await setStatus(other._id, 'sold');
    t.clock.advance(HOUR);
    await sendFavouriteDigests(t.app);
    const last = (await pushesTo(user)).at(-1)!;
    expect(last).toMatchObject({
      body: 'Promenili su se oglasi koje pratite (2).',
      link: '/user/favourites',
    });

    await t.app.outbox.drain();
    const delivered = sent.filter((m) => m.tokens.includes('follower-device-token'));
    expect(delivered.map((m) => m.data.link).sort()).toEqual(
      [`/car/${car._id}`, '/user/favourites'].sort(),
    );
  });

  it('drops the waiting changes of an advert the user stops following', async () => {
    const user = await follower({ isEmail: true });
    const car = await publicCar(6000);
    await follow(user, car._id);
    await setPrice(car._id, 5000);
    expect(await waiting(user)).toHaveLength(1);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/user/favourites/${car._id}`,
      headers: auth(user.token),
    });
    expect(await waiting(user)).toHaveLength(0);
    t.clock.advance(HOUR);
    await sendFavouriteDigests(t.app);
    expect(await digests(user)).toHaveLength(0);
  });

  it(`queues one digest per follower when two instances run the job at once (${concurrencyLabel})`, async () => {
    const car = await publicCar(8000);
    const users = [];
    for (let i = 0; i < 12; i++) {
      const user = await follower({ isEmail: true });
      await follow(user, car._id);
      users.push(user);
    }
    await setPrice(car._id, 7500);
    t.clock.advance(HOUR);
    const before = new Set((await t.app.db.select().from(outbox)).map((row) => row.id));
    const counts = await Promise.all([sendFavouriteDigests(t.app), sendFavouriteDigests(t.app)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(users.length);
    // Every follower once: the rows queued are exactly one per follower.
    const queued = (await t.app.db.select().from(outbox)).filter((row) => !before.has(row.id));
    expect(queued).toHaveLength(users.length);
    // Each also carries a key naming the follower's first change: a second line of defence.
    expect(queued.every((row) => row.dedupeKey?.startsWith('favourites-mail:'))).toBe(true);
    for (const user of users) expect(await digests(user)).toHaveLength(1);
  });

  describe('an advert hidden by an administrator', () => {
    const { hide, restore } = moderation(() => t.app);
    const changesOf = async (user: Follower) =>
      (await digests(user)).flatMap(
        (mail) => (mail.vars as { items: { carId: string; change: string }[] }).items,
      );

    it('keeps the drops made while it is hidden and tells them when it returns', async () => {
      const admin = await adminToken(t.app);
      const user = await follower({ isEmail: true });
      const car = await publicCar(9000);
      const other = await publicCar(7000);
      await follow(user, car._id);
      await follow(user, other._id);
      expect((await hide(car._id, admin)).statusCode).toBe(200);
      // Its seller fixes it, cheaper; another followed advert gets cheaper too.
      await setPrice(car._id, 8000);
      await setPrice(other._id, 6500);

      t.clock.advance(HOUR);
      expect(await sendFavouriteDigests(t.app)).toBe(1);
      expect(await changesOf(user)).toEqual([
        expect.objectContaining({ carId: other._id, change: expect.stringContaining('6.500') }),
      ]);
      // Hidden for hours more: nothing, and its drop still waits.
      t.clock.advance(3 * HOUR);
      expect(await sendFavouriteDigests(t.app)).toBe(0);
      expect((await waiting(user)).map((c) => c.carId)).toEqual([car._id]);

      expect((await restore(car._id, admin)).statusCode).toBe(200);
      expect(await sendFavouriteDigests(t.app)).toBe(1);
      expect((await changesOf(user)).at(-1)).toEqual({
        carId: car._id,
        title: expect.any(String),
        change: 'cena snižena sa 9.000\u00a0€ na 8.000\u00a0€',
      });
      expect(await waiting(user)).toHaveLength(0);
    });

    it('tells nothing on its return of a drop undone while it was hidden', async () => {
      const admin = await adminToken(t.app);
      const user = await follower({ isEmail: true });
      const car = await publicCar(9000);
      await follow(user, car._id);
      expect((await hide(car._id, admin)).statusCode).toBe(200);
      await setPrice(car._id, 8000);
      await setPrice(car._id, 9500);
      t.clock.advance(HOUR);
      expect((await restore(car._id, admin)).statusCode).toBe(200);
      expect(await sendFavouriteDigests(t.app)).toBe(0);
      expect(await digests(user)).toHaveLength(0);
    });
  });

  it('runs as the favouriteDigest job', async () => {
    const user = await follower({ isEmail: true });
    const car = await publicCar(7000);
    await follow(user, car._id);
    await setStatus(car._id, 'sold');
    t.clock.advance(HOUR);
    expect(await t.app.jobs.run('favouriteDigest')).toBe(1);
    expect(await digests(user)).toHaveLength(1);
  });
});
