import { randomUUID } from 'node:crypto';
import { and, between, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SortKey as Sort } from '@autoberza/contract/catalogue';
import { orderBy } from '../../../src/cars/filters.ts';
import { SORTED_AT_MOST } from '../../../src/cars/list-query.ts';
import { cars } from '../../../src/db/schema/index.ts';
import { approvedUser, auth, buildTestApp, type TestApp } from '../../helpers.ts';
import { createCar, refs } from './car-helpers.ts';
import { executedPlan, planNodes, statementsOf } from './plans.ts';

/**
 * Decision 009: a search with a bound (price, year, mileage, power) sorts its page from its
 * matches while they are few (SORTED_AT_MOST), read with its total from a covering index, and
 * walks the sort's own order when they are many. Either way the page is the same.
 */

let t: TestApp;
let token: string;
let brand: string;
/**
 * The copies: MANY priced from BROAD (made in 2010), FEW at RARE, FEW old ones priced from BROAD
 * made in 1990 and published first, and as many made in 1990 at ELSEWHERE as priced from BROAD.
 * Half the cars are in BROAD's range and half made in 1990, so PostgreSQL expects a quarter of
 * them in both and walks the newest first to find them; there are FEW, the oldest.
 */
const BROAD = 5_000;
const MANY = SORTED_AT_MOST + 50;
const RARE = 77_777;
const ELSEWHERE = 90_000;
const FEW = 30;

beforeAll(async () => {
  t = await buildTestApp({ env: { SEARCH_CACHE_TTL_SECONDS: '0' } });
  const seller = await approvedUser(t.app);
  token = seller.token;
  const r = await refs(t.app, token);
  brand = r.brand;
  const car = await createCar(t.app, token, r);
  const [row] = await t.app.db.select().from(cars).where(eq(cars.id, car._id));
  // Copies published long ago, each at its own time; some share a price, so the sort's ties go
  // to the publication time and the id.
  const copies = [
    ...Array.from({ length: FEW }, (_, i) => ({ price: BROAD + i, year: 1990, at: i })),
    ...Array.from({ length: MANY }, (_, i) => ({
      price: BROAD + (i % 1000),
      year: 2010,
      at: FEW + i,
    })),
    ...Array.from({ length: FEW }, (_, i) => ({ price: RARE, year: 2010, at: FEW + (i % 7) })),
    ...Array.from({ length: MANY }, (_, i) => ({ price: ELSEWHERE, year: 1990, at: FEW + i })),
  ].map(({ price, year, at }) => ({
    ...row!,
    id: randomUUID(),
    price,
    yearProduction: year,
    publishedAt: new Date(Date.UTC(2020, 0, 1) + at * 60_000),
  }));
  for (let i = 0; i < copies.length; i += 1000)
    await t.app.db.insert(cars).values(copies.slice(i, i + 1000));
  t.clock.advance(21 * 60 * 1000);
}, 120_000);
afterAll(() => t.close());

/** The ids of the cars matching `where` in a sort's order, as a plain query gives them. */
async function expected(where: SQL | undefined, sort: Sort) {
  const rows = await t.app.db
    .select({ id: cars.id })
    .from(cars)
    .where(and(where, isNull(cars.delistedAt), isNull(cars.hiddenAt)))
    .orderBy(...orderBy(sort));
  return rows.map((row) => row.id);
}

/** The searches: few matches, many, few that PostgreSQL expects to be many. */
const searches: [string, SQL | undefined, number][] = [
  [`priceMin=${RARE}&priceMax=${RARE}`, between(cars.price, RARE, RARE), FEW],
  [
    `priceMin=${BROAD}&priceMax=${BROAD + 999}`,
    between(cars.price, BROAD, BROAD + 999),
    FEW + MANY,
  ],
  [
    `priceMin=${BROAD}&priceMax=${BROAD + 999}&yearFrom=1990&yearTo=1990`,
    and(between(cars.price, BROAD, BROAD + 999), eq(cars.yearProduction, 1990)),
    FEW,
  ],
];

async function page(url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: { _id: string }[]; totalDocs: number };
}

describe('a bounded search', () => {
  it('pages few matches and many the same way, in every sort', async () => {
    for (const [query, where, matches] of searches) {
      for (const sort of ['newest', 'priceAsc', 'oldest'] as const) {
        const all = await expected(where, sort);
        expect(all).toHaveLength(matches);
        for (const n of [1, 2, 3]) {
          const url = `/api/car/search?${query}&sort=${sort}&page=${n}&limit=20`;
          const body = await page(url);
          expect(body.totalDocs, url).toBe(all.length);
          expect(
            body.data.map((car) => car._id),
            url,
          ).toEqual(all.slice((n - 1) * 20, n * 20));
        }
      }
    }
  });

  // Statements run as the app's connections run them only on PostgreSQL.
  describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
    // As autovacuum leaves it: statistics, and the visibility map that index-only scans rely on.
    beforeAll(() => t.app.db.execute(sql`vacuum analyze cars`));

    // Left to choose, the planner walked the newest-first index for a price and a year that go
    // together less often than it expects, and visited the table for every car it passed
    // (25 ms at 100,000 listings).
    it('with few matches reads its page and total from an index alone', async () => {
      for (const url of [
        `/api/car/search?${searches[2]![0]}&page=2&limit=20`,
        `/api/car/search?priceMin=${RARE}&priceMax=${RARE}&page=2&limit=20`,
        `/api/car/search?brand=${brand}&priceMin=${RARE}&priceMax=${RARE}&page=2&limit=20`,
      ]) {
        const sent = await statementsOf(t, url, token);
        // The statement planned for its values: no parameters, the total in it.
        const bounded = sent.find((s) => s.params.length === 0 && s.text.includes('count('));
        expect(bounded, sent.map((s) => s.text).join('\n\n')).toBeDefined();
        const plan = await executedPlan(t, bounded!.text);
        const tableReads = [...planNodes(plan)].filter(
          (node) =>
            node['Relation Name'] === 'cars' &&
            Number(node['Actual Loops']) > 0 &&
            node['Node Type'] !== 'Index Only Scan',
        );
        expect(tableReads, `${url}\n${JSON.stringify(plan, null, 1)}`).toEqual([]);
      }
    });
  });
});
