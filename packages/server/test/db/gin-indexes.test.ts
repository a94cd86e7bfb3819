import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, rowsOf, type TestDatabase } from '../helpers.ts';

// Decision 056: a GIN index with a pending list makes every search through it read the list; one
// over every advert ever posted makes every search's bitmap grow with the years.
describe('GIN indexes', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createMigratedTestDatabase();
  });
  afterAll(() => database.drop());

  it('write new entries into their trees at once (no pending list)', async () => {
    const result = await database.db.execute(sql`
      select c.relname as name, coalesce(array_to_string(c.reloptions, ','), '') as options
      from pg_index i
      join pg_class c on c.oid = i.indexrelid
      join pg_am a on a.oid = c.relam
      join pg_namespace n on n.oid = c.relnamespace
      where a.amname = 'gin' and n.nspname = 'public'
      order by c.relname`);
    const indexes = rowsOf<{ name: string; options: string }>(result);
    expect(indexes.map((index) => index.name)).toEqual([
      'car_keywords_search_vector_idx',
      'cars_detail_tags_idx',
      'cars_equipment_idx',
      'cars_search_vector_idx',
      'search_words_trgm_idx',
    ]);
    for (const index of indexes) expect(index.options, index.name).toContain('fastupdate=false');
  });

  it("hold the listed adverts only, as the lists' B-tree indexes do", async () => {
    const result = await database.db.execute(sql`
      select indexname as name, indexdef as definition from pg_indexes
      where tablename = 'cars' and indexdef like '%USING gin%' order by indexname`);
    const indexes = rowsOf<{ name: string; definition: string }>(result);
    expect(indexes.map((index) => index.name)).toEqual([
      'cars_detail_tags_idx',
      'cars_equipment_idx',
      'cars_search_vector_idx',
    ]);
    for (const index of indexes) {
      expect(index.definition, index.name).toMatch(
        /WHERE \(\(delisted_at IS NULL\) AND \(hidden_at IS NULL\)\)$/,
      );
    }
  });

  // Decision 058: without statistics on the set's expression the planner guessed 3 adverts where
  // 14,902 matched. The statistics must be of the index's own expression.
  it('give the details’ set statistics on the same expression as its index', async () => {
    const [index] = rowsOf<{ expression: string }>(
      await database.db.execute(sql`
        select pg_get_expr(indexprs, indrelid) as expression from pg_index
        where indexrelid = 'cars_detail_tags_idx'::regclass`),
    );
    const [statistics] = rowsOf<{ expressions: string[] }>(
      await database.db.execute(sql`
        select pg_get_statisticsobjdef_expressions(oid) as expressions from pg_statistic_ext
        where stxname = 'cars_detail_tags_stats'`),
    );
    expect(index?.expression).toContain("'drive:4x4'");
    expect(statistics?.expressions).toEqual([index!.expression]);
  });
});
