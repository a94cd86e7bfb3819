import { randomUUID } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DETAIL_COUNT_CAP } from '../../src/cars/detail-filters.ts';
import { cars, models } from '../../src/db/schema/index.ts';
import {
  approvedUser,
  auth,
  buildTestApp,
  concurrencyLabel,
  rowsOf,
  type TestApp,
} from '../helpers.ts';
import { createCar, refs, type Refs } from '../routes/car/car-helpers.ts';
import { subscribedUser } from '../routes/car/list-harness.ts';
import { expectKeywordTableInSync } from './keyword-table.ts';

/**
 * The keyword table (decision 057): the listed adverts with what a keyword search reads, kept by
 * triggers on `cars` (migration 0039), and read by the keyword searches whose filters are all
 * among its columns, with the pages and totals the adverts' own table gives.
 */

/** More adverts with a word than a keyword's total counts (DETAIL_COUNT_CAP): pages past it too. */
const COPIES = 1_700;

let t: TestApp;
let r: Refs;
let seller: { id: string; token: string };
let subscriber: string;
let otherBrand: string;
/** Adverts to write to, not in the searches' comparisons. */
let spare: string[];

beforeAll(async () => {
  t = await buildTestApp({ env: { SEARCH_CACHE_TTL_SECONDS: '0', PUBLIC_BROWSING: 'true' } });
  seller = await approvedUser(t.app);
  subscriber = (await subscribedUser(t.app)).token;
  r = await refs(t.app, seller.token);
  const car = await createCar(t.app, seller.token, r);
  const [row] = await t.app.db.select().from(cars).where(eq(cars.id, car._id));
  const { searchVector: _generated, ...base } = row!;
  const [other] = await t.app.db.select().from(models).where(eq(models.id, r.otherBrandModel));
  otherBrand = other!.brandId;
  const now = t.clock.now().getTime();
  const copies = Array.from({ length: COPIES }, (_, i) => ({
    ...base,
    id: randomUUID(),
    ...(i % 4 === 0 ? { brandId: otherBrand, modelId: r.otherBrandModel } : {}),
    // Prices, years and mileages that go neither with each other nor with publication.
    price: 1000 + ((i * 7919) % 30) * 500,
    yearProduction: i % 17 === 0 ? null : 2004 + ((i * 13) % 20),
    mileage: i % 19 === 0 ? null : ((i * 104_729) % 300) * 1000,
    priceRatio: i % 3 === 0 ? null : ((i * 31) % 50) / 25,
    status: i % 11 === 0 ? ('sold' as const) : ('active' as const),
    description:
      i % 5 === 0 ? 'Garažiran, bez ulaganja.' : `Redovno servisiran${i % 3 ? ', kuka.' : '.'}`,
    // Up to a week back, a few still in their 20 minutes; some expired, some hidden.
    publishedAt: new Date(now - (i % 23 === 0 ? -5 : (i * 7) % 10_000) * 60_000),
    delistedAt: i % 29 === 0 ? new Date(now) : null,
    hiddenAt: i % 31 === 0 ? new Date(now) : null,
  }));
  // In parts: a statement takes at most 65,535 parameters.
  for (let from = 0; from < COPIES; from += 500)
    await t.app.db.insert(cars).values(copies.slice(from, from + 500));
  spare = [car._id];
}, 120_000);
afterAll(() => t?.close());

describe('the keyword table', () => {
  it('holds the listed adverts nobody hid, as cars has them', async () => {
    await expectKeywordTableInSync(t.app.db);
    const [{ n }] = rowsOf<{ n: number }>(
      await t.app.db.execute(sql`select count(*)::int as n from car_keywords`),
    ) as [{ n: number }];
    expect(n).toBeGreaterThan(COPIES * 0.9);
    expect(n).toBeLessThan(COPIES);
  });

  it('follows every write of what a search reads, and only those', async () => {
    const [id] = spare as [string];
    const version = async () =>
      rowsOf<{ v: string }>(
        await t.app.db.execute(sql`select xmin::text as v from car_keywords where id = ${id}`),
      )[0]?.v;
    const write = async (change: SQL) => {
      await t.app.db.execute(sql`update cars set ${change} where id = ${id}`);
      await expectKeywordTableInSync(t.app.db);
    };
    await write(sql`description = 'Panorama krov i kuka.'`);
    await write(sql`price = 12345, year_production = 2019, mileage = 54000, price_ratio = 0.9`);
    await write(sql`status = 'sold'`);
    await write(sql`brand_id = ${otherBrand}, model_id = ${r.otherBrandModel}`);
    await write(sql`published_at = published_at + interval '1 minute'`);
    // Expired, renewed; hidden, restored: out of the table and back.
    await write(sql`delisted_at = now()`);
    expect(await version()).toBeUndefined();
    await write(sql`delisted_at = null`);
    await write(sql`hidden_at = now()`);
    expect(await version()).toBeUndefined();
    await write(sql`hidden_at = null`);
    // An advert's views and its notices are no change of the keyword table's row.
    const before = await version();
    expect(before).toBeDefined();
    await write(sql`views_count = views_count + 1, push_queued_at = now()`);
    expect(await version()).toBe(before);
    // Deleted with its advert.
    const [copy] = rowsOf<{ id: string }>(
      await t.app.db.execute(sql`select id from car_keywords where id <> ${id} limit 1`),
    );
    await t.app.db.execute(sql`delete from cars where id = ${copy!.id}`);
    await expectKeywordTableInSync(t.app.db);
  });

  it(`keeps up with writers at once (${concurrencyLabel})`, async () => {
    const ids = rowsOf<{ id: string }>(
      await t.app.db.execute(sql`select id from cars order by id limit 12`),
    ).map((row) => row.id);
    // Per advert, writers of its price, its text and its standing, each in its own transaction.
    await Promise.all(
      ids.flatMap((id, n) => [
        t.app.db.transaction((tx) =>
          tx.execute(sql`update cars set price = price + ${n + 1} where id = ${id}`),
        ),
        t.app.db.transaction((tx) =>
          tx.execute(sql`update cars set description = ${`Novo ${n}`} where id = ${id}`),
        ),
        t.app.db.transaction((tx) =>
          tx.execute(
            sql`update cars set hidden_at = ${n % 2 ? null : sql`now()`}, status = 'reserved' where id = ${id}`,
          ),
        ),
      ]),
    );
    await expectKeywordTableInSync(t.app.db);
  });
});

describe('a keyword search', () => {
  const dialect = new PgDialect();
  /** The list's ids and total, and whether its statement read the keyword table. */
  async function search(url: string, token?: string) {
    const execute = vi.spyOn(t.app.db, 'execute');
    try {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: token ? auth(token) : {},
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<{ data: { _id: string }[]; totalDocs: number; totalCapped: boolean }>();
      const texts = execute.mock.calls.map(([query]) => dialect.sqlToQuery(query as SQL).sql);
      return {
        ids: body.data.map((car) => car._id),
        total: [body.totalDocs, body.totalCapped],
        narrow: texts.some((text) => text.includes('from "car_keywords" "cars"')),
        // A walk of the order's head reads the same table as the matches.
        headOfCars: texts.some((text) => text.includes('select "cars".* from "cars"')),
        headOfKeywords: texts.some((text) =>
          text.includes('select "cars".* from "car_keywords" as "cars"'),
        ),
      };
    } finally {
      execute.mockRestore();
    }
  }

  // Every filter and sort the keyword table serves, alone or together, past the total's cap too.
  const NARROW = [
    'q=servisiran',
    'q=servisiran&sort=oldest&page=3',
    'q=kuka&sort=priceAsc&page=2',
    'q=servisiran&sort=priceDesc&page=4',
    'q=kuka&sort=yearAsc&page=2',
    'q=servisiran&sort=yearDesc',
    'q=servisiran&sort=mileageAsc&page=5',
    'q=kuka&sort=mileageDesc',
    'q=servisiran&sort=priceRating&page=2',
    'q=kuka&brand={brand}&sort=priceAsc',
    'q=servisiran&model={model}&page=2',
    'q=kuka&priceMin=3000&priceMax=9000&sort=yearDesc',
    'q=servisiran&yearFrom=2010&yearTo=2018&sort=priceAsc&page=2',
    'q=kuka&mileageMin=50000&mileageMax=200000&page=2',
    'q=servisiran&hideSold=true&sort=mileageAsc',
    'q=garaziran&brand={brand}&yearFrom=2008&sort=oldest',
  ];

  it.each(NARROW)('%s reads the keyword table, with the adverts’ page and total', async (query) => {
    const url = `/api/car/search?limit=20&${query
      .replace('{brand}', r.brand)
      .replace('{model}', r.model)}`;
    const narrow = await search(url, subscriber);
    expect(narrow.narrow).toBe(true);
    expect(narrow.ids.length).toBeGreaterThan(0);
    // Every advert has this fuel: the same search, read from the adverts' table.
    const wide = await search(`${url}&fuel=${r.fuel}`, subscriber);
    expect(wide.narrow).toBe(false);
    expect(narrow.headOfCars).toBe(false);
    expect({ ...narrow, headOfKeywords: false }).toEqual({
      ...wide,
      narrow: true,
      headOfCars: false,
    });
  });

  it('compares pages past the total’s cap too, a walk of the order’s head among them', async () => {
    const found = await search('/api/car/search?q=servisiran&sort=priceDesc&page=4', subscriber);
    expect(found.total).toEqual([DETAIL_COUNT_CAP, true]);
    expect(found.headOfKeywords).toBe(true);
  });

  it('keeps a visitor to the adverts past their 20 minutes', async () => {
    const found = await search('/api/car/search?limit=100&q=kuka&sort=oldest&page=1');
    expect(found.narrow).toBe(true);
    const expected = rowsOf<{ id: string }>(
      await t.app.db.execute(sql`
        select id from cars
        where search_vector @@ car_search_query('kuka') and delisted_at is null
          and hidden_at is null and published_at <= ${t.clock.now().toISOString()}
        order by published_at asc, id asc limit 100`),
    ).map((row) => row.id);
    expect(found.ids).toEqual(expected);
  });

  it('reads a dealer’s keyword page from it', async () => {
    const url = `/api/car/user/${seller.id}?limit=20&q=kuka&sort=priceAsc&page=2`;
    const found = await search(url, subscriber);
    expect(found.narrow).toBe(true);
    const expected = rowsOf<{ id: string }>(
      await t.app.db.execute(sql`
        select id from cars
        where search_vector @@ car_search_query('kuka') and delisted_at is null
          and hidden_at is null and user_id = ${seller.id}
        order by price asc, published_at desc, id desc limit 20 offset 20`),
    ).map((row) => row.id);
    expect(found.ids).toEqual(expected);
  });

  it.each([`fuel={fuel}`, 'drive=front', 'equipment=towHook', 'powerMin=50', 'city={city}'])(
    'with %s, a column the keyword table has not, reads the adverts',
    async (filter) => {
      const city = rowsOf<{ id: string }>(
        await t.app.db.execute(sql`select id from cities limit 1`),
      )[0]!.id;
      const url = `/api/car/search?q=kuka&${filter.replace('{fuel}', r.fuel).replace('{city}', city)}`;
      expect((await search(url, subscriber)).narrow).toBe(false);
    },
  );
});
