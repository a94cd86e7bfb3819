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
    const before = await database.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    const tablesBefore = await tables();
    await database.migrate();
    const after = await database.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(after).toEqual(before);
    expect(await tables()).toEqual(tablesBefore);
  });
});
