import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectKeywordTableInSync } from '../cars/keyword-table.ts';
import { advertOwner, databaseBefore } from './migrated-before.ts';

/**
 * Decision 057: the keyword table starts with the listed adverts there before it (migration
 * 0039), and the triggers it brings keep it from then on.
 */

let before: Awaited<ReturnType<typeof databaseBefore>>;
beforeAll(async () => {
  before = await databaseBefore('_keyword-table');
});
afterAll(() => before.done());

describe('the keyword table migration', () => {
  it('copies the listed adverts nobody hid, and follows the writes after it', async () => {
    const { database, rows } = before;
    const ids = await advertOwner(database);
    for (const [price, description, delisted, hidden] of [
      [5000, 'Kuka i navigacija.', false, false],
      [6000, 'Istekao oglas, kuka.', true, false],
      [7000, 'Sakriven oglas, kuka.', false, true],
      [8000, 'Prodat, šiber.', false, false],
    ] as const) {
      await database.db.execute(
        sql`insert into cars (user_id, brand_id, model_id, price, description, status,
              delisted_at, hidden_at)
            values (${ids.user}, ${ids.brand}, ${ids.model}, ${price}, ${description},
              ${price === 8000 ? 'sold' : 'active'}, ${delisted ? sql`now()` : null},
              ${hidden ? sql`now()` : null})`,
      );
    }
    await database.migrate();
    expect(await rows(sql`select price from car_keywords order by price`)).toEqual([
      { price: 5000 },
      { price: 8000 },
    ]);
    await expectKeywordTableInSync(database.db);
    // Renewed, restored, and a new advert: in the table at once.
    await database.db.execute(sql`update cars set delisted_at = null where price = 6000`);
    await database.db.execute(sql`update cars set hidden_at = null where price = 7000`);
    await database.db.execute(
      sql`insert into cars (user_id, brand_id, model_id, price, description)
          values (${ids.user}, ${ids.brand}, ${ids.model}, 9000, 'Nov, kuka.')`,
    );
    expect(await rows(sql`select count(*)::int as n from car_keywords`)).toEqual([{ n: 5 }]);
    await expectKeywordTableInSync(database.db);
  });
});
