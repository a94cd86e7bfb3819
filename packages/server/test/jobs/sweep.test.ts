import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedUser, buildTestApp, type TestApp } from '../helpers.ts';
import { createCar, refs } from '../routes/car/car-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;

async function keys(): Promise<string[]> {
  const out: string[] = [];
  for await (const object of t.app.storage.list('cars/')) out.push(object.key);
  return out.sort();
}

describe('orphan file sweep', () => {
  it('removes car photos no row references once they are an hour old, and keeps the rest', async () => {
    t.clock.set(new Date());
    const seller = await approvedUser(t.app);
    const car = await createCar(t.app, seller.token, await refs(t.app, seller.token), {
      images: 2,
    });
    const referenced = await keys();
    expect(referenced.length).toBeGreaterThanOrEqual(4);
    const strayOfCar = `cars/${car._id}/0123456789abcdef-320.webp`;
    const strayOfGoneCar = `cars/${randomUUID()}/fedcba9876543210-640.webp`;
    await t.app.storage.put(strayOfCar, Buffer.from('x'), 'image/webp');
    await t.app.storage.put(strayOfGoneCar, Buffer.from('y'), 'image/webp');

    // Too young: a request may still be about to commit rows for them.
    expect(await t.app.jobs.run('sweepOrphanFiles')).toBe(0);
    expect(await keys()).toHaveLength(referenced.length + 2);

    t.clock.set(new Date(Date.now() + 2 * HOUR));
    expect(await t.app.jobs.run('sweepOrphanFiles')).toBe(2);
    expect(await keys()).toEqual(referenced);
    for (const image of car.image) expect(referenced).toContain(image.url.replace('/uploads/', ''));
  });
});
