import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { brands } from '../../src/db/schema/index.ts';
import { createTestDatabase, rowsOf } from '../helpers.ts';

// A PostgreSQL server's feature: runs in the server suite's PostgreSQL pass (TEST_DATABASE_URL).
describe.runIf(process.env.TEST_DATABASE_URL)('statements on PostgreSQL', () => {
  it('are named and planned once per connection (generic plans)', async () => {
    const created = await createTestDatabase();
    // One connection, so the checks below see the session that ran the queries.
    const database = await openDatabase({ kind: 'postgres', url: created.url!, poolMax: 1 });
    try {
      await database.migrate();
      for (let i = 0; i < 3; i += 1) {
        await database.db
          .select()
          .from(brands)
          .where(eq(brands.name, `Marka ${i}`));
      }
      const mode = await database.db.execute(sql`show plan_cache_mode`);
      expect(rowsOf<{ plan_cache_mode: string }>(mode)[0]?.plan_cache_mode).toBe(
        'force_generic_plan',
      );
      // Plans for tables read from memory (CONNECTION_OPTIONS).
      const pageCost = await database.db.execute(sql`show random_page_cost`);
      expect(rowsOf<{ random_page_cost: string }>(pageCost)[0]?.random_page_cost).toBe('1.1');
      const prepared = await database.db.execute(
        sql`select name, generic_plans from pg_prepared_statements where statement like '%from "brands"%'`,
      );
      const rows = rowsOf<{ name: string; generic_plans: string }>(prepared);
      expect(rows).toHaveLength(1);
      const row = rows[0]!;
      expect(row.name).toMatch(/^ab_/);
      expect(Number(row.generic_plans)).toBe(3);
    } finally {
      await database.close();
      await created.drop();
    }
  });

  it('leave statements without parameters unnamed', async () => {
    const created = await createTestDatabase();
    const database = await openDatabase({ kind: 'postgres', url: created.url!, poolMax: 1 });
    try {
      await database.db.execute(sql`select 1`);
      const prepared = await database.db.execute(
        sql`select count(*)::int as n from pg_prepared_statements`,
      );
      expect(rowsOf<{ n: number }>(prepared)[0]?.n).toBe(0);
    } finally {
      await database.close();
      await created.drop();
    }
  });

  it('are prepared up to a bound per connection, and the rest still run unnamed', async () => {
    const created = await createTestDatabase();
    const migrating = await openDatabase({ kind: 'postgres', url: created.url! });
    await migrating.migrate();
    await migrating.close();
    const database = await openDatabase({
      kind: 'postgres',
      url: created.url!,
      poolMax: 1,
      namedPerConnection: 3,
    });
    try {
      // Five statements of different text (as lists of five shapes would be), each with a value.
      for (let shape = 0; shape < 5; shape += 1) {
        const rows = rowsOf<{ n: number }>(
          await database.db.execute(sql`select ${sql.raw(String(shape))} + ${shape}::int as n`),
        );
        expect(rows[0]?.n).toBe(2 * shape);
      }
      // Drizzle's own named statements count too, and past the bound run unnamed.
      const named = database.db
        .select({ id: brands.id })
        .from(brands)
        .where(eq(brands.name, sql.placeholder('name')))
        .prepare('named_past_the_bound');
      expect(await named.execute({ name: 'nema takve marke' })).toEqual([]);
      const prepared = rowsOf<{ name: string }>(
        await database.db.execute(sql`select name from pg_prepared_statements`),
      );
      expect(prepared).toHaveLength(3);
      expect(prepared.map((row) => row.name)).not.toContain('named_past_the_bound');
    } finally {
      await database.close();
      await created.drop();
    }
  });
});
