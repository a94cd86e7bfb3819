import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertOwner, databaseBefore } from './migrated-before.ts';

/**
 * docs/decisions/032: the migration that makes the database hold the five-photo cap meets adverts
 * a race gave more photos (and two at one position). It keeps each advert's first five, numbered
 * 0 to 4, records the others in car_images_over_cap, and succeeds.
 */

let before: Awaited<ReturnType<typeof databaseBefore>>;
let database: Awaited<ReturnType<typeof databaseBefore>>['database'];
let rows: Awaited<ReturnType<typeof databaseBefore>>['rows'];
beforeAll(async () => {
  before = await databaseBefore('_photo-cap');
  ({ database, rows } = before);
});
afterAll(() => before.done());

const cars = {
  raced: '00000000-0000-4000-8000-0000000000c1',
  gaps: '00000000-0000-4000-8000-0000000000c2',
};

describe('the photo-cap migration', () => {
  it('keeps the first five photos of each advert, numbered 0 to 4, and records the rest', async () => {
    const ids = { ...(await advertOwner(database)), ...cars };
    for (const car of [ids.raced, ids.gaps]) {
      await database.db.execute(
        sql`insert into cars (id, user_id, brand_id, model_id, price)
            values (${car}, ${ids.user}, ${ids.brand}, ${ids.model}, 5000)`,
      );
    }
    // What four racing edits left: four photos, then four more all at position 4.
    const raced = [0, 1, 2, 3, 4, 4, 4, 4];
    for (const [i, position] of raced.entries()) {
      await database.db.execute(
        sql`insert into car_images (car_id, key, widths, position, created_at)
            values (${ids.raced}, ${`cars/${ids.raced}/p${i}.webp`},
              ${JSON.stringify([{ width: 320, key: `cars/${ids.raced}/p${i}.webp` }])}::jsonb,
              ${position}, now() + ${`${i} seconds`}::interval)`,
      );
    }
    for (const [i, position] of [7, 0, 2].entries()) {
      await database.db.execute(
        sql`insert into car_images (car_id, key, position)
            values (${ids.gaps}, ${`cars/${ids.gaps}/g${i}.webp`}, ${position})`,
      );
    }

    await database.migrate();

    const kept = await rows(
      sql`select car_id, key, position from car_images order by car_id, position`,
    );
    expect(kept.filter((r) => r.car_id === ids.raced)).toEqual(
      [0, 1, 2, 3, 4].map((i) => ({
        car_id: ids.raced,
        key: `cars/${ids.raced}/p${i}.webp`,
        position: i,
      })),
    );
    expect(kept.filter((r) => r.car_id === ids.gaps).map((r) => [r.key, r.position])).toEqual([
      [`cars/${ids.gaps}/g1.webp`, 0],
      [`cars/${ids.gaps}/g2.webp`, 1],
      [`cars/${ids.gaps}/g0.webp`, 2],
    ]);
    const recorded = await rows(
      sql`select car_id, key, position, widths from car_images_over_cap order by key`,
    );
    expect(recorded).toEqual(
      [5, 6, 7].map((i) => ({
        car_id: ids.raced,
        key: `cars/${ids.raced}/p${i}.webp`,
        position: 4,
        widths: [{ width: 320, key: `cars/${ids.raced}/p${i}.webp` }],
      })),
    );
  });
});
