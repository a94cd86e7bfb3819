import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cars } from '../../../src/db/schema/index.ts';
import { COUNT_CAP } from '../../../src/lib/schemas.ts';
import { approvedUser, auth, buildTestApp, type TestApp } from '../../helpers.ts';
import { createCar, refs } from './car-helpers.ts';
import { genericPlan, planNodes, statementsOf } from './plans.ts';

/**
 * Decision 009: car lists count exactly up to COUNT_CAP matches; past it they report COUNT_CAP and
 * `totalCapped`, so a broad search never counts the whole table.
 */

let t: TestApp;
let token: string;
let brand: string;
let sellerId: string;

interface Page {
  totalDocs: number;
  totalCapped: boolean;
  totalPages: number;
}

beforeAll(async () => {
  t = await buildTestApp();
  const seller = await approvedUser(t.app);
  token = seller.token;
  const r = await refs(t.app, token);
  brand = r.brand;
  const car = await createCar(t.app, token, r);
  const [row] = await t.app.db.select().from(cars).where(eq(cars.id, car._id));
  sellerId = row!.userId;
  // Copies of the advert, published long ago, up to exactly COUNT_CAP. Each at its own time, as
  // real adverts are: 10,000 rows alike in every column an index holds let the indexes without
  // the car's id shrink by deduplication to a fifteenth of those with it, and no real table
  // plans like that.
  const copies = Array.from({ length: COUNT_CAP - 1 }, (_, i) => ({
    ...row!,
    id: randomUUID(),
    publishedAt: new Date(i * 1000),
  }));
  for (let i = 0; i < copies.length; i += 1000)
    await t.app.db.insert(cars).values(copies.slice(i, i + 1000));
  t.clock.advance(21 * 60 * 1000);
}, 120_000);
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};

const urls = () => [
  '/api/car?limit=20',
  `/api/car/search?brand=${brand}&limit=20`,
  `/api/car/user/${sellerId}?limit=20`,
  '/api/car/owner?limit=20',
];

describe('capped totals', () => {
  it('counts exactly up to the cap, then says "more than" the cap', async () => {
    for (const url of urls())
      expect(await get(url), url).toMatchObject({
        totalDocs: COUNT_CAP,
        totalCapped: false,
        totalPages: COUNT_CAP / 20,
      });
    const [row] = await t.app.db.select().from(cars).limit(1);
    await t.app.db.insert(cars).values({ ...row!, id: randomUUID(), publishedAt: new Date(0) });
    t.app.carListCache.clear();
    for (const url of urls())
      expect(await get(url), url).toMatchObject({
        totalDocs: COUNT_CAP,
        totalCapped: true,
        totalPages: COUNT_CAP / 20,
      });
  });

  // A page's total comes with its cars (src/cars/list-query.ts); a page past the last has
  // none, and counts on its own.
  it('a page past the last still reports the total', async () => {
    for (const url of [...urls(), '/api/car/search?priceMin=1&priceMax=999999&limit=20']) {
      const first = await get(url);
      expect(first.totalDocs, url).toBeGreaterThan(0);
      const past = (await get(`${url}&page=100000`)) as Page & { docs?: []; data?: [] };
      expect(past.docs ?? past.data, url).toEqual([]);
      expect(past, url).toMatchObject({
        totalDocs: first.totalDocs,
        totalCapped: first.totalCapped,
        totalPages: first.totalPages,
      });
    }
  });

  it('narrow searches stay exact', async () => {
    expect(await get(`/api/car/search?brand=${brand}&priceMin=999999`)).toMatchObject({
      totalDocs: 0,
      totalCapped: false,
    });
  });
});

/** The nodes a plan node reads its rows from: its children and theirs, subqueries left out. */
function* inputNodes(node: Record<string, unknown>): Generator<Record<string, unknown>> {
  for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) {
    if (child['Parent Relationship'] === 'InitPlan' || child['Parent Relationship'] === 'SubPlan')
      continue;
    yield child;
    yield* inputNodes(child);
  }
}

/** Whether the generic plan of `statement` scans the whole cars table. */
async function genericPlanScansCars(statement: string): Promise<string | null> {
  const plan = await genericPlan(t, statement);
  const scans = [...planNodes(plan)].filter(
    (node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'cars',
  );
  return scans.length > 0 ? JSON.stringify(plan, null, 1) : null;
}

// Statements run with generic plans on PostgreSQL (src/db/client.ts); PGlite plans each one.
describe.runIf(process.env.TEST_DATABASE_URL)("a list page's plans", () => {
  // As autovacuum leaves it: statistics, and the visibility map that index-only scans rely on.
  beforeAll(() => t.app.db.execute(sql`vacuum analyze cars`));

  it("fetch the page's cars by primary key, never by a scan of every car", async () => {
    for (const url of [
      '/api/car?limit=20&page=3',
      '/api/car/search?priceMin=1&priceMax=999999&page=3&limit=20',
    ]) {
      const sent = await statementsOf(t, url, token);
      // The page's rows, cards or full cars: the statement that joins the brands.
      const page = sent.find((s) => s.text.includes('inner join "brands"'));
      expect(page, sent.map((s) => s.text).join('\n\n')).toBeDefined();
      expect(await genericPlanScansCars(page!.text), url).toBeNull();
    }
  });

  // The newest list's page (`published_at desc, id desc`) is read newest first from an index
  // and stops at the page. With an index that lacked the id, PostgreSQL sorted every listed
  // advert from another covering index for each page: 20 ms at 100,000 listings.
  it("read the newest list's page in order from an index, never sorting every advert", async () => {
    for (const url of ['/api/car?limit=20&page=3', '/api/car?limit=20&page=3&hideSold=true']) {
      const sent = await statementsOf(t, url, token);
      const page = sent.find((s) => s.text.includes('inner join "brands"'));
      expect(page, sent.map((s) => s.text).join('\n\n')).toBeDefined();
      const plan = await genericPlan(t, page!.text);
      // A sort whose own input (its subqueries aside) reads cars other than by primary key.
      const sortsOfCars = [...planNodes(plan)]
        .filter((node) => node['Node Type'] === 'Sort')
        .filter((sort) =>
          [...inputNodes(sort)].some(
            (node) => node['Relation Name'] === 'cars' && node['Index Name'] !== 'cars_pkey',
          ),
        );
      expect(sortsOfCars, `${url}\n${JSON.stringify(plan, null, 1)}`).toEqual([]);
    }
  });

  it("plan a bounded search's ids for its values", async () => {
    const sent = await statementsOf(
      t,
      '/api/car/search?priceMin=1&priceMax=999999&page=3&limit=20',
      token,
    );
    // The page's ids (and its total) go with their values written in, so PostgreSQL plans for
    // those values.
    const ids = sent.find((s) => /^select counted\.n, /.test(s.text));
    expect(ids, sent.map((s) => s.text).join('\n\n')).toBeDefined();
    expect(ids!.params).toEqual([]);
    expect(ids!.text).toContain('999999');
  });

  // Decision 009: a broad search counts up to COUNT_CAP matches. Read from the table, each match
  // cost a visit to its row (8-20 ms per search at 100,000 listings); the count must find every
  // column it reads (filters, visibility, "hide sold") in one index. With the table vacuumed and
  // scans of the whole table or of bitmaps switched off, a missing column shows as an Index Scan.
  it("count a list's total from an index alone", async () => {
    const { model } = await refs(t.app, token);
    const searches = [
      '/api/car?hideSold=true',
      '/api/car',
      `/api/car/user/${sellerId}`,
      `/api/car/search?brand=${brand}&hideSold=true`,
      `/api/car/search?brand=${brand}&model=${model}&hideSold=true`,
      `/api/car/search?brand=${brand}&model=${model}&priceMin=1&priceMax=999999&hideSold=true`,
      `/api/car/search?brand=${brand}&priceMin=1&priceMax=999999&hideSold=true`,
      `/api/car/search?brand=${brand}&yearFrom=1990&yearTo=2030&hideSold=true`,
      '/api/car/search?priceMin=1&priceMax=999999&yearFrom=1990&hideSold=true',
      '/api/car/search?yearFrom=1990&yearTo=2030&hideSold=true',
    ];
    for (const url of searches) {
      const sent = await statementsOf(t, url, token);
      // The total rides with the page (or its ids) as a subquery: its plan is an InitPlan.
      const counted = sent.find((s) => s.text.includes('select count('));
      expect(counted, sent.map((s) => s.text).join('\n\n')).toBeDefined();
      const plan = await genericPlan(t, counted!.text, [
        'enable_seqscan = off',
        'enable_bitmapscan = off',
      ]);
      const count = [...planNodes(plan)].find(
        (node) => node['Parent Relationship'] === 'InitPlan' && node['Node Type'] === 'Aggregate',
      );
      expect(count, `${url}\n${JSON.stringify(plan, null, 1)}`).toBeDefined();
      const tableReads = [...planNodes(count!)].filter(
        (node) => node['Relation Name'] === 'cars' && node['Node Type'] !== 'Index Only Scan',
      );
      expect(tableReads, `${url}\n${JSON.stringify(plan, null, 1)}`).toEqual([]);
    }
  });
});
