import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Executor } from '../../src/db/client.ts';
import { rowsOf } from '../helpers.ts';

/** What the keyword table copies of an advert (decision 057), comparable as text. */
const COPIED = sql.raw(
  `id, search_vector::text as document, published_at::text as published_at, price,
   year_production, mileage, price_ratio, brand_id, model_id, user_id, status::text as status`,
);

/** The keyword table holds every listed advert nobody hid, with the values it has in `cars`. */
export async function expectKeywordTableInSync(db: Executor): Promise<void> {
  const listed = rowsOf(
    await db.execute(
      sql`select ${COPIED} from cars where delisted_at is null and hidden_at is null order by id`,
    ),
  );
  const kept = rowsOf(await db.execute(sql`select ${COPIED} from car_keywords order by id`));
  expect(kept).toEqual(listed);
}
