import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carImages } from '../../../src/db/schema/index.ts';
import { approvedUser, buildTestApp, concurrencyLabel, type TestApp } from '../../helpers.ts';
import { carFields, createCar, jpeg, multipart, refs, withAuth, type Refs } from './car-helpers.ts';

/**
 * docs/product.md, “Photos”: an advert has at most five photos, also when edits arrive at once.
 * The count is taken inside the edit's transaction, after the car's row is locked, and the
 * database refuses a sixth position (car_images_car_position_key, car_images_position_range).
 */

let t: TestApp;
let seller: { token: string };
let r: Refs;

beforeAll(async () => {
  t = await buildTestApp();
  seller = await approvedUser(t.app);
  r = await refs(t.app, seller.token);
});
afterAll(() => t.close());

const photos = async (count: number, seed: number) =>
  Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      filename: `p-${seed}-${i}.jpg`,
      content: await jpeg(
        320,
        240,
        `#${((seed * 40 + i * 9) % 256).toString(16).padStart(2, '0')}5533`,
      ),
    })),
  );

const edit = (id: string, fields: [string, string][], files: Awaited<ReturnType<typeof photos>>) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/car/${id}`,
    ...withAuth(multipart(fields, files), seller.token),
  });

const rowsOf = (id: string) =>
  t.app.db
    .select({ key: carImages.key, widths: carImages.widths, position: carImages.position })
    .from(carImages)
    .where(eq(carImages.carId, id))
    .orderBy(asc(carImages.position));

/** Every file stored for the car (local storage under DATA_DIR/uploads). */
function storedFiles(id: string): string[] {
  const folder = path.join(t.config.DATA_DIR, 'uploads', 'cars', id);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .map((name) => `cars/${id}/${name}`)
    .sort();
}

/** The advert's rows are five at most, numbered 0..n-1, and storage holds exactly their files. */
async function expectConsistent(id: string, count: number) {
  const rows = await rowsOf(id);
  expect(rows.map((row) => row.position)).toEqual(Array.from({ length: count }, (_, i) => i));
  const referenced = rows.flatMap((row) => row.widths.map((w) => w.key)).sort();
  expect(storedFiles(id)).toEqual(referenced);
}

describe(`the five-photo cap under concurrent edits (${concurrencyLabel})`, () => {
  it('four edits at once, each adding one photo to an advert with four: one wins', async () => {
    const car = await createCar(t.app, seller.token, r, { images: 4 });
    const results = await Promise.all(
      [0, 1, 2, 3].map(async (i) => edit(car._id, carFields(r), await photos(1, i + 1))),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 400, 400, 400]);
    for (const res of results.filter((res) => res.statusCode === 400)) {
      expect(res.json()).toEqual({ message: 'Možete dodati najviše 5 fotografija.' });
    }
    await expectConsistent(car._id, 5);
    // The seller's next edit still works.
    const later = await edit(car._id, carFields(r, { price: '4700' }), []);
    expect(later.statusCode, later.body).toBe(200);
  });

  it('six edits at once, each replacing every photo with five new ones: five remain', async () => {
    const car = await createCar(t.app, seller.token, r, { images: 1 });
    const results = await Promise.all(
      [0, 1, 2, 3, 4, 5].map(async (i) =>
        edit(car._id, [...carFields(r), ['existingImages', '']], await photos(5, i + 1)),
      ),
    );
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    await expectConsistent(car._id, 5);
    const later = await edit(car._id, carFields(r, { price: '4800' }), []);
    expect(later.statusCode, later.body).toBe(200);
  });

  it('the database refuses a sixth photo and a second photo at one position', async () => {
    const car = await createCar(t.app, seller.token, r, { images: 5 });
    const insert = (position: number) =>
      t.app.db
        .insert(carImages)
        .values({ carId: car._id, key: `cars/${car._id}/x.webp`, position })
        .then(
          () => 'stored',
          (error: unknown) => String((error as { cause?: { code?: string } }).cause?.code),
        );
    // check_violation, unique_violation.
    expect(await insert(5)).toBe('23514');
    expect(await insert(-1)).toBe('23514');
    expect(await insert(4)).toBe('23505');
  });
});
