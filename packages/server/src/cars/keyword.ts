import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

/**
 * The keyword as the query the search runs (decision 044): its words folded and stemmed, each a
 * prefix of the adverts' words, or, where no advert has it, the nearest words they have
 * ("sibr" finds "šiber"). One query to migration 0028's `car_search_expand`; the search then
 * reads the result as a constant, so PostgreSQL plans the list for it. Null: no word is left.
 */
export async function keywordQuery(db: Executor, q: string): Promise<string | null> {
  const result = (await db.execute(sql`select car_search_expand(${q}) as query`)) as unknown as {
    rows: { query: string | null }[];
  };
  return result.rows[0]?.query ?? null;
}
