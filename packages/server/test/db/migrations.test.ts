import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../helpers.ts';

describe('migrations', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  async function tables(): Promise<string[]> {
    const result = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    return (result as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
  }

  it('start from an empty database', async () => {
    expect(await tables()).toEqual([]);
  });

  it('create every table on an empty database', async () => {
    await database.migrate();
    expect(await tables()).toEqual(
      expect.arrayContaining([
        'bodies',
        'brands',
        'car_images',
        'cars',
        'cities',
        'contact_messages',
        'fuels',
        'models',
        'one_time_tokens',
        'outbox',
        'push_tokens',
        'subscriptions',
        'users',
      ]),
    );
  });

  it('apply again on a migrated database without changes', async () => {
    const applied = async () => {
      const result = await database.db.execute(
        sql`select id, hash from drizzle.__drizzle_migrations order by id`,
      );
      return (result as unknown as { rows: unknown[] }).rows;
    };
    const before = await applied();
    expect(before.length).toBeGreaterThanOrEqual(1);
    const tablesBefore = await tables();
    await database.migrate();
    const after = await applied();
    expect(after).toEqual(before);
    expect(await tables()).toEqual(tablesBefore);
  });
});
