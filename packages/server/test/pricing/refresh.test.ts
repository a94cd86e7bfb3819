import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cars, models, users } from '../../src/db/schema/index.ts';
import { rateAll, refreshPriceRatings } from '../../src/pricing/index.ts';
import {
  approvedUser,
  auth,
  buildTestApp,
  concurrencyLabel,
  registerUser,
  type TestApp,
} from '../helpers.ts';
import { harness, subscribedUser } from '../routes/car/list-harness.ts';

/** The pricing job and its routes (docs/decisions/050) on adverts written straight to the table. */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let t: TestApp;
let sellerId: string;
let reader: string;
let subscriber: string;
let model: { id: string; brandId: string };
let otherModel: { id: string; brandId: string };

beforeAll(async () => {
  t = await buildTestApp();
  const seller = await approvedUser(t.app, { firstName: 'Prodavac' });
  sellerId = seller.id;
  reader = (await approvedUser(t.app, { firstName: 'Čitalac' })).token;
  subscriber = (await subscribedUser(t.app, { firstName: 'Pretplatnik' })).token;
  const rows = await t.app.db
    .select({ id: models.id, brandId: models.brandId })
    .from(models)
    .limit(2);
  [model, otherModel] = rows as [typeof model, typeof otherModel];
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.db.delete(cars);
});

/** Adverts of one market (the same model, year, mileage band, fuel, gearbox) at these prices. */
async function market(prices: number[], over: Partial<typeof cars.$inferInsert> = {}) {
  const now = t.clock.now();
  const rows = await t.app.db
    .insert(cars)
    .values(
      prices.map((price) => ({
        userId: sellerId,
        brandId: model.brandId,
        modelId: model.id,
        price,
        yearProduction: 2016,
        mileage: 140_000,
        transmission: 'Manuelni 5 brzine',
        createdAt: new Date(now.getTime() - DAY),
        publishedAt: new Date(now.getTime() - DAY),
        expiresAt: new Date(now.getTime() + 20 * DAY),
        ...over,
      })),
    )
    .returning({ id: cars.id });
  return rows.map((row) => row.id);
}

const stored = async (id: string) =>
  (
    await t.app.db
      .select({
        rating: cars.priceRating,
        estimate: cars.priceEstimate,
        comparables: cars.priceComparables,
      })
      .from(cars)
      .where(eq(cars.id, id))
  )[0]!;

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });
/** A list's cards (the search answers `data`, the other lists `docs`). */
const cardsOf = async (url: string, token: string) => {
  const body = (await get(url, token)).json() as { docs?: Card[]; data?: Card[] };
  return (body.docs ?? body.data)!;
};
interface Card {
  _id: string;
  price: number;
  priceRating: unknown;
}

const { cached, fromCache } = harness(() => t);

const TEN = [9_000, 9_500, 9_800, 10_000, 10_000, 10_000, 10_200, 10_500, 11_000];

describe('the pricing job', () => {
  it('stores each listed advert’s rating, its estimate and its comparables', async () => {
    const [cheap, , , , , , , , , dear] = await market([8_000, ...TEN.slice(0, 8), 13_000]);
    expect(await refreshPriceRatings(t.app, { force: true })).toBe(10);
    // 8,000 against the median of the other nine (10,000).
    expect(await stored(cheap!)).toEqual({ rating: 'veryGood', estimate: 10_000, comparables: 9 });
    expect(await stored(dear!)).toMatchObject({ rating: 'high', comparables: 9 });
    // Nothing changed: nothing is written.
    expect(await refreshPriceRatings(t.app, { force: true })).toBe(0);
  });

  it('follows changes: a new price, a sale long ago, a hidden advert, an advert of a blocked seller', async () => {
    const ids = await market([...TEN]);
    await refreshPriceRatings(t.app, { force: true });
    expect(await stored(ids[0]!)).toMatchObject({ rating: 'good', comparables: 8 });

    // The price drops: the rating follows on the next round (nothing else moves: the median of
    // the others stays 10,000).
    await t.app.db.update(cars).set({ price: 8_400 }).where(eq(cars.id, ids[0]!));
    expect(await refreshPriceRatings(t.app)).toBeGreaterThan(0);
    expect(await stored(ids[0]!)).toMatchObject({ rating: 'veryGood', estimate: 10_000 });

    // A sale of the last 180 days still compares; an older one does not: 7 comparables left.
    const now = t.clock.now();
    await t.app.db
      .update(cars)
      .set({ status: 'sold', soldAt: new Date(now.getTime() - 100 * DAY) })
      .where(eq(cars.id, ids[1]!));
    await refreshPriceRatings(t.app);
    expect(await stored(ids[0]!)).toMatchObject({ comparables: 8 });
    await t.app.db
      .update(cars)
      .set({ soldAt: new Date(now.getTime() - 181 * DAY), delistedAt: now })
      .where(eq(cars.id, ids[1]!));
    await refreshPriceRatings(t.app);
    expect(await stored(ids[0]!)).toEqual({ rating: null, estimate: null, comparables: 7 });

    // An advert an administrator hid and one of a blocked seller are no comparables either.
    const blocked = await registerUser(t.app, { firstName: 'Blokiran' });
    await t.app.db.update(users).set({ status: 'blocked' }).where(eq(users.id, blocked.id));
    await market([10_000, 10_000], { userId: blocked.id });
    await market([10_000], { hiddenAt: now });
    await refreshPriceRatings(t.app);
    expect(await stored(ids[0]!)).toMatchObject({ comparables: 7 });
    // Two of a seller who is approved do.
    await market([10_000, 10_000]);
    await refreshPriceRatings(t.app);
    expect(await stored(ids[0]!)).toMatchObject({ rating: 'veryGood', comparables: 9 });
  });

  it('writes at most its share of ratings per round, the rest in the next rounds', async () => {
    await market([...TEN]);
    const rounds = [];
    for (let i = 0; i < 4; i++) rounds.push(await refreshPriceRatings(t.app, { maxWrites: 4 }));
    expect(rounds).toEqual([4, 4, 1, 0]);
  });

  it('leaves a rating whose estimate and ratio moved less than 1 %', async () => {
    const ids = await market([...TEN]);
    await refreshPriceRatings(t.app, { force: true });
    // 10,000 to 10,080: medians move by 40 € at most, the car's own ratio by 0.8 %.
    await t.app.db.update(cars).set({ price: 10_080 }).where(eq(cars.id, ids[4]!));
    expect(await refreshPriceRatings(t.app)).toBe(0);
    // 10,080 to 10,600: its own ratio moves by 5 % (1.06: raised).
    await t.app.db.update(cars).set({ price: 10_600 }).where(eq(cars.id, ids[4]!));
    expect(await refreshPriceRatings(t.app)).toBeGreaterThan(0);
    expect(await stored(ids[4]!)).toMatchObject({ rating: 'raised' });
  });

  it('skips a round while no car changed, for up to an hour', async () => {
    const ids = await market([...TEN]);
    // A sale that leaves the 180 days in 40 minutes: time alone changes the comparables.
    const now = t.clock.now();
    await t.app.db
      .update(cars)
      .set({ status: 'sold', soldAt: new Date(now.getTime() - 180 * DAY + 40 * 60_000) })
      .where(eq(cars.id, ids[1]!));
    await refreshPriceRatings(t.app, { force: true });
    expect(await stored(ids[0]!)).toMatchObject({ comparables: 8 });
    t.clock.advance(45 * 60_000);
    expect(await refreshPriceRatings(t.app)).toBe(0);
    expect(await stored(ids[0]!)).toMatchObject({ comparables: 8 });
    t.clock.advance(20 * 60_000);
    expect(await refreshPriceRatings(t.app)).toBeGreaterThan(0);
    expect(await stored(ids[0]!)).toMatchObject({ rating: null, comparables: 7 });
  });

  it('rates the same a page at a time as in one read: no advert lost or twice, at any page size', async () => {
    // Ten of one market, two of another model, one sold last month (a comparable, not rated).
    await market([...TEN, 10_100]);
    await market([9_000, 9_500], { modelId: otherModel.id, brandId: otherModel.brandId });
    await market([10_000], {
      status: 'sold',
      soldAt: new Date(t.clock.now().getTime() - 30 * DAY),
    });
    const rated = async (pageSize: number) =>
      (await rateAll(t.app.db, t.clock.now(), pageSize))
        .map(({ car, estimate }) => ({ id: car.id, ...estimate }))
        .sort((a, b) => a.id.localeCompare(b.id));
    const whole = await rated(1_000);
    expect(whole).toHaveLength(13);
    // The eleven of the first model (the sold one too, not yet delisted) compare with the ten others.
    expect(whole.filter((r) => r.comparables === 10)).toHaveLength(11);
    // Pages that end inside, on and just before the last advert.
    for (const pageSize of [1, 2, 3, 13, 14]) expect(await rated(pageSize)).toEqual(whole);
  });

  it(`is done once by two rounds at once ${concurrencyLabel}`, async () => {
    await market([...TEN]);
    const [a, b] = await Promise.all([
      refreshPriceRatings(t.app, { force: true }),
      refreshPriceRatings(t.app, { force: true }),
    ]);
    expect(a + b).toBe(TEN.length);
  });
});

describe('the rating in the API', () => {
  it('is on the card and the advert page, with the comparables behind it', async () => {
    const ids = await market([8_000, ...TEN.slice(0, 8)]);
    const few = await market([10_000], { modelId: otherModel.id, brandId: otherModel.brandId });
    await refreshPriceRatings(t.app, { force: true });

    const page = (await get(`/api/car/${ids[0]}`, reader)).json();
    expect(page.priceRating).toEqual({ level: 'veryGood', comparables: 8 });
    const cards = await cardsOf(`/api/car?limit=50`, reader);
    expect(cards.find((card) => card._id === ids[0])!.priceRating).toEqual({
      level: 'veryGood',
      comparables: 8,
    });
    expect((await get(`/api/car/${few[0]}`, reader)).json().priceRating).toEqual({
      level: null,
      comparables: 0,
    });

    const comparables = (await get(`/api/car/${ids[0]}/comparables`, reader)).json();
    expect(comparables.count).toBe(8);
    expect(comparables.estimate).toBe(10_000);
    expect(comparables.docs.map((card: { _id: string }) => card._id).sort()).toEqual(
      ids.slice(1).sort(),
    );
    // Cheapest first.
    expect(comparables.docs[0].price).toBe(9_000);
    expect(
      (await get(`/api/car/00000000-0000-4000-8000-000000000000/comparables`, reader)).statusCode,
    ).toBe(404);
  });

  it('counts a sold comparable that left the lists, without a card nobody can open', async () => {
    const ids = await market([...TEN]);
    const now = t.clock.now();
    await t.app.db
      .update(cars)
      .set({ status: 'sold', soldAt: new Date(now.getTime() - 40 * DAY), delistedAt: now })
      .where(inArray(cars.id, [ids[1]!]));
    const comparables = (await get(`/api/car/${ids[0]}/comparables`, reader)).json();
    expect(comparables).toMatchObject({ count: 8, soldGone: 1 });
    expect(comparables.docs).toHaveLength(7);
  });

  it('is a subscriber’s filter („samo dobra cena“) and a sort for everybody', async () => {
    const ids = await market([
      8_000, 9_400, 10_000, 10_000, 10_000, 10_000, 10_000, 10_000, 12_000,
    ]);
    await refreshPriceRatings(t.app, { force: true });
    expect((await get('/api/car/search?goodPrice=true', reader)).statusCode).toBe(403);
    const good = await cardsOf('/api/car/search?goodPrice=true&limit=50', subscriber);
    expect(good.map((card) => card._id).sort()).toEqual([ids[0], ids[1]].sort());
    const sorted = await cardsOf('/api/car/search?sort=priceRating&limit=50', reader);
    expect(sorted.map((card) => card.price)).toEqual([
      8_000, 9_400, 10_000, 10_000, 10_000, 10_000, 10_000, 10_000, 12_000,
    ]);
  });

  it('reaches the cached lists: „samo dobra cena“ gains the car the job rated very good', async () => {
    const ids = await market([...TEN]);
    await refreshPriceRatings(t.app, { force: true });
    const url = '/api/car/search?goodPrice=true&limit=50';
    // 9,000 and 9,500 against 10,000.
    const warm = (await cached(url, subscriber)).data!.map((car) => car._id);
    expect(warm.sort()).toEqual([ids[0]!, ids[1]!].sort());
    // 11,000 to 8,000: a change of price alone does not bring the car into the list…
    await t.app.db.update(cars).set({ price: 8_000 }).where(eq(cars.id, ids[8]!));
    expect((await fromCache(url, subscriber)).hit).toBe(true);
    // …its new rating does.
    await refreshPriceRatings(t.app);
    const after = await fromCache(url, subscriber);
    expect(after.hit).toBe(false);
    expect(after.ids).toContain(ids[8]);
  });
});
