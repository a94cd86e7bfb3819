import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cars } from '../../../src/db/schema/index.ts';
import { COUNT_CAP } from '../../../src/routes/schemas.ts';
import { approvedUser, auth, buildTestApp, type TestApp } from '../../helpers.ts';
import { createCar, refs } from './car-helpers.ts';

/**
 * Decision 009: car lists count exactly up to COUNT_CAP matches; past it they report COUNT_CAP and
 * `totalCapped`, so a broad search never counts the whole table.
 */

let t: TestApp;
let token: string;
let brand: string;
let sellerId: string;

interface Page {
  totalDocs: number;
  totalCapped: boolean;
  totalPages: number;
}

beforeAll(async () => {
  t = await buildTestApp();
  const seller = await approvedUser(t.app);
  token = seller.token;
  const r = await refs(t.app, token);
  brand = r.brand;
  const car = await createCar(t.app, token, r);
  const [row] = await t.app.db.select().from(cars).where(eq(cars.id, car._id));
  sellerId = row!.userId;
  // Copies of the advert, published long ago, up to exactly COUNT_CAP.
  const copies = Array.from({ length: COUNT_CAP - 1 }, () => ({
    ...row!,
    id: randomUUID(),
    publishedAt: new Date(0),
  }));
  for (let i = 0; i < copies.length; i += 1000)
    await t.app.db.insert(cars).values(copies.slice(i, i + 1000));
  t.clock.advance(21 * 60 * 1000);
}, 120_000);
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};

const urls = () => [
  '/api/car?limit=20',
  `/api/car/search?brand=${brand}&limit=20`,
  `/api/car/user/${sellerId}?limit=20`,
  '/api/car/owner?limit=20',
];

describe('capped totals', () => {
  it('counts exactly up to the cap, then says "more than" the cap', async () => {
    for (const url of urls())
      expect(await get(url), url).toMatchObject({
        totalDocs: COUNT_CAP,
        totalCapped: false,
        totalPages: COUNT_CAP / 20,
      });
    const [row] = await t.app.db.select().from(cars).limit(1);
    await t.app.db.insert(cars).values({ ...row!, id: randomUUID(), publishedAt: new Date(0) });
    t.app.carListCache.clear();
    for (const url of urls())
      expect(await get(url), url).toMatchObject({
        totalDocs: COUNT_CAP,
        totalCapped: true,
        totalPages: COUNT_CAP / 20,
      });
  });

  it('narrow searches stay exact', async () => {
    expect(await get(`/api/car/search?brand=${brand}&priceMin=999999`)).toMatchObject({
      totalDocs: 0,
      totalCapped: false,
    });
  });
});
