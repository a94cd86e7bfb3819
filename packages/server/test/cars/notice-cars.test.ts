import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carsToAnnounce } from '../../src/cars/index.ts';
import { brands, cars, models, users } from '../../src/db/schema/index.ts';
import { approvedUser, buildTestApp, type TestApp } from '../helpers.ts';
import { createCar, refs, type Refs } from '../routes/car/car-helpers.ts';

/**
 * The cars a digest (new listings, saved searches) may still announce: one sold, expired or
 * hidden since, or of a seller blocked since, is left out.
 */

let t: TestApp;
let r: Refs;
let seller: Awaited<ReturnType<typeof approvedUser>>;

beforeAll(async () => {
  t = await buildTestApp();
  seller = await approvedUser(t.app);
  r = await refs(t.app, seller.token);
});
afterAll(() => t.close());

describe('carsToAnnounce', () => {
  it('gives each listed car its title, year and price, and leaves out the rest', async () => {
    const listed = (await createCar(t.app, seller.token, r))._id;
    const [sold, expired, hidden] = await Promise.all(
      [1, 2, 3].map(async () => (await createCar(t.app, seller.token, r))._id),
    );
    await t.app.db.update(cars).set({ status: 'sold' }).where(eq(cars.id, sold!));
    await t.app.db.update(cars).set({ delistedAt: new Date() }).where(eq(cars.id, expired!));
    await t.app.db.update(cars).set({ hiddenAt: new Date() }).where(eq(cars.id, hidden!));
    const blockedSeller = await approvedUser(t.app);
    const ofBlocked = (await createCar(t.app, blockedSeller.token, r))._id;
    await t.app.db.update(users).set({ status: 'blocked' }).where(eq(users.id, blockedSeller.id));

    const [names] = await t.app.db
      .select({ brand: brands.name, model: models.name })
      .from(brands)
      .innerJoin(models, eq(models.brandId, brands.id))
      .where(inArray(models.id, [r.model]));
    const found = await carsToAnnounce(t.app.db, [
      listed,
      sold!,
      expired!,
      hidden!,
      ofBlocked,
      listed,
    ]);
    expect([...found.keys()]).toEqual([listed]);
    expect(found.get(listed)).toEqual({
      carId: listed,
      title: `${names!.brand} ${names!.model}`,
      year: 2012,
      price: 4500,
    });
    expect((await carsToAnnounce(t.app.db, [])).size).toBe(0);
  });
});
