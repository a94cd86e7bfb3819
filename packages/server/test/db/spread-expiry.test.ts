import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertOwner, databaseBefore } from './migrated-before.ts';

/**
 * Decision 026: the adverts that the expiry migration gave one end are spread over the 7 days
 * after it, so they do not all expire, and mail their owners, in one minute. The database is
 * migrated up to the spreading migration, given adverts, then migrated to the end.
 */

const DAY = 86_400_000;

let before: Awaited<ReturnType<typeof databaseBefore>>;
beforeAll(async () => {
  before = await databaseBefore('_spread-expiry');
});
afterAll(() => before.done());

const id = (n: number) => `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;

describe('the migration that spreads a shared expiry', () => {
  it('spreads the adverts sharing one end evenly by id over 7 days, none earlier', async () => {
    const { database, rows } = before;
    const owner = await advertOwner(database);
    const [{ end }] = (await rows(
      sql`select date_trunc('second', now() + interval '20 days') as "end"`,
    )) as [{ end: string }];
    const add = (
      n: number,
      values: { expiresAt?: string; status?: string; reminded?: boolean; delisted?: boolean } = {},
    ) =>
      database.db.execute(
        sql`insert into cars (id, user_id, brand_id, model_id, price, status, expires_at,
              expiry_reminded_at, delisted_at)
            values (${id(n)}, ${owner.user}, ${owner.brand}, ${owner.model}, ${1000 + n},
              ${values.status ?? 'active'}, ${values.expiresAt ?? end}::timestamptz,
              ${values.reminded ? sql`now()` : null}, ${values.delisted ? sql`now()` : null})`,
      );
    // Five that share the end, written out of their ids' order, one of them reserved.
    for (const n of [4, 1, 5, 3]) await add(n);
    await add(2, { status: 'reserved' });
    // The same end, left alone: reminded already, sold, delisted.
    await add(10, { reminded: true });
    await add(11, { status: 'sold' });
    await add(12, { delisted: true });
    // An end of its own; two that share an end already past (the job delists them).
    const own = new Date(new Date(end).getTime() + 3 * DAY).toISOString();
    const past = new Date(Date.now() - DAY).toISOString();
    await add(20, { expiresAt: own });
    await add(21, { expiresAt: past });
    await add(22, { expiresAt: past });

    await database.migrate();
    const ends = new Map(
      (await rows(sql`select id, expires_at from cars`)).map((row) => [
        row.id as string,
        new Date(row.expires_at as string).getTime(),
      ]),
    );
    const start = new Date(end).getTime();
    // By id: the first keeps its end, each next one 7/5 of a day later, all within 7 days.
    expect([1, 2, 3, 4, 5].map((n) => (ends.get(id(n))! - start) / DAY)).toEqual([
      0, 1.4, 2.8, 4.2, 5.6,
    ]);
    for (const n of [10, 11, 12]) expect(ends.get(id(n))).toBe(start);
    expect(ends.get(id(20))).toBe(new Date(own).getTime());
    expect(ends.get(id(21))).toBe(new Date(past).getTime());
    expect(ends.get(id(22))).toBe(new Date(past).getTime());
  });
});
