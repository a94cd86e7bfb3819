import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carPriceChanges } from '../../../src/db/schema/index.ts';
import { approvedUser, auth, buildTestApp, login, type TestApp } from '../../helpers.ts';
import { carFields, createCar, multipart, refs, withAuth, type Refs } from './car-helpers.ts';

/** Decision 012: every price change is kept; the detail shows a drop of the last 30 days. */

let t: TestApp;
let seller: { token: string };
let buyer: { token: string; email: string; password: string };
let r: Refs;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp();
  seller = await approvedUser(t.app);
  buyer = await approvedUser(t.app);
  r = await refs(t.app, seller.token);
});
afterAll(() => t.close());

const edit = async (id: string, fields: Record<string, string>) => {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/car/${id}`,
    ...withAuth(await multipart(carFields(r, fields), []), seller.token),
  });
  expect(res.statusCode, res.body).toBe(200);
};
const detail = async (id: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/car/${id}`,
    headers: auth(buyer.token),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { price: number; priceDrop: { previousPrice: number } | null };
};

describe('price history', () => {
  it('keeps every change and shows the last one while it is a drop of the last 30 days', async () => {
    const car = await createCar(t.app, seller.token, r, { overrides: { price: '4500' } });
    t.clock.advance(21 * 60 * 1000);
    expect((await detail(car._id)).priceDrop).toBeNull();

    await edit(car._id, { price: '4000' });
    expect(await detail(car._id)).toMatchObject({
      price: 4000,
      priceDrop: { previousPrice: 4500 },
    });

    // Another field changed, the price not: no change kept.
    await edit(car._id, { price: '4000', label: 'Nova oznaka' });
    // A raise hides the drop.
    await edit(car._id, { price: '4200' });
    expect((await detail(car._id)).priceDrop).toBeNull();
    await edit(car._id, { price: '3900' });
    expect((await detail(car._id)).priceDrop).toMatchObject({ previousPrice: 4200 });
    t.clock.advance(31 * DAY);
    // A month later the buyer signs in again (sessions end when idle).
    buyer.token = await login(t.app, buyer.email, buyer.password);
    expect((await detail(car._id)).priceDrop).toBeNull();

    const kept = await t.app.db
      .select({ oldPrice: carPriceChanges.oldPrice, newPrice: carPriceChanges.newPrice })
      .from(carPriceChanges)
      .where(eq(carPriceChanges.carId, car._id))
      .orderBy(carPriceChanges.changedAt);
    expect(kept).toEqual([
      { oldPrice: 4500, newPrice: 4000 },
      { oldPrice: 4000, newPrice: 4200 },
      { oldPrice: 4200, newPrice: 3900 },
    ]);
  });
});
