import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../helpers.ts';
import { migrateUpTo } from './partial-migrations.ts';

/**
 * docs/product.md, “Expiry and renewal”: the adverts there before the rule get 30 days from the
 * migration, and the sold ones count as sold at the migration. The database is migrated up to
 * the migration before the expiry one, given adverts, then migrated to the end.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let removeFolder: () => void;
beforeAll(async () => {
  database = await createTestDatabase();
  removeFolder = await migrateUpTo(database, '_expiry');
});
afterAll(async () => {
  await database.drop();
  removeFolder();
});

type Row = Record<string, unknown>;
const rows = async (query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;

describe('the expiry migration', () => {
  it('gives existing adverts 30 days from the migration; sold ones are sold at the migration', async () => {
    const ids = {
      brand: '00000000-0000-4000-8000-00000000000b',
      model: '00000000-0000-4000-8000-00000000000c',
      user: '00000000-0000-4000-8000-00000000000a',
    };
    await database.db.execute(sql`insert into brands (id, name) values (${ids.brand}, 'Marka')`);
    await database.db.execute(
      sql`insert into models (id, brand_id, name) values (${ids.model}, ${ids.brand}, 'Model')`,
    );
    await database.db.execute(
      sql`insert into users (id, email, password_hash, first_name, last_name)
          values (${ids.user}, 'p@test.rs', 'x', 'Pera', 'Perić')`,
    );
    for (const [price, status, age] of [
      [5000, 'active', '90 days'],
      [6000, 'sold', '60 days'],
    ] as const) {
      await database.db.execute(
        sql`insert into cars (user_id, brand_id, model_id, price, status, created_at, published_at)
            values (${ids.user}, ${ids.brand}, ${ids.model}, ${price}, ${status},
              now() - ${age}::interval, now() - ${age}::interval)`,
      );
    }
    const [{ at }] = (await rows(sql`select now() as at`)) as [{ at: string }];
    await database.migrate();
    const cars = await rows(
      sql`select id, status, expires_at, sold_at, delisted_at from cars order by price`,
    );
    const days = (value: unknown) =>
      (new Date(value as string).getTime() - new Date(at).getTime()) / 86_400_000;
    expect(cars).toHaveLength(2);
    for (const car of cars) {
      // 30 days from the migration (run a moment after `at`), not from the advert's posting.
      expect(days(car.expires_at)).toBeGreaterThanOrEqual(30);
      expect(days(car.expires_at)).toBeLessThan(30.01);
      expect(car.delisted_at).toBeNull();
    }
    expect(cars[0]!.sold_at).toBeNull();
    expect(days(cars[1]!.sold_at)).toBeGreaterThanOrEqual(0);
    expect(days(cars[1]!.sold_at)).toBeLessThan(0.01);
  });
});
