import { and, count, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { alias } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import { statementName, type Db } from '../db/client.ts';
import { carKeywords, cars, users } from '../db/schema/index.ts';
import type { Bind } from './visibility.ts';
import type { Walk } from './detail-filters.ts';
import { COUNT_CAP } from '../lib/schemas.ts';
import type { SortKey } from '@autoberza/contract/catalogue';
import { orderBy, sortColumns, sortLead } from './filters.ts';
import { carsQuery, toCarDto, type CarDto } from './car.ts';
import { carCardsQuery, toCarCard, type CarCardDto, type Fields } from './card.ts';

/** The query of a list's rows: cards, or full cars (the `fields` of the list endpoints). */
const rowsQuery = <Extra extends Record<string, SQL>>(db: Db, fields: Fields, extra: Extra) =>
  fields === 'card' ? carCardsQuery(db, extra) : carsQuery(db, extra);

/**
 * A list's conditions, built with `bind` around every value that changes between requests.
 * Equal `shape`s must build equal conditions but for the bound values: lists of one shape share
 * statements built once (decision 008: Drizzle building a list's statements cost the event loop
 * more than PostgreSQL running them).
 */
export interface ListWhere {
  shape: string;
  /**
   * `walked`: the conditions of a walk down the sort's order, the keyword's among them kept from
   * its index; `unkeyed`: those without the keyword, the adverts a walk reads (keywordPage).
   */
  build(bind: Bind, walked?: Walk): SQL | undefined;
}

/** A prepared statement named by its text, as src/db/client.ts names every other one. */
function prepared<Q extends { toSQL(): { sql: string }; prepare(name: string): unknown }>(
  query: Q,
): ReturnType<Q['prepare']> {
  return query.prepare(statementName(query.toSQL().sql)) as ReturnType<Q['prepare']>;
}

/** The next embargo end after `after` (ms), or null without `after`. */
const nextPublishColumn = (after: Placeholder | string | undefined) =>
  after !== undefined
    ? sql<
        number | null
      >`(select (extract(epoch from min(${cars.publishedAt})) * 1000)::float8 from ${cars} where ${cars.publishedAt} > ${after}::timestamptz and ${cars.delistedAt} is null and ${cars.hiddenAt} is null)`.mapWith(
        (v: unknown) => (v === null ? null : Number(v)),
      )
    : sql<null>`null`;

/** The total, exact up to `cap`: counting stops one row past it (decision 009). */
function cappedCount(db: Db, where: SQL | undefined, needsSeller: boolean, cap = COUNT_CAP) {
  const rows = db.select({ one: sql`1` }).from(cars);
  return (needsSeller ? rows.innerJoin(users, eq(cars.userId, users.id)) : rows)
    .where(where)
    .limit(cap + 1)
    .as('matching');
}

/**
 * The listed adverts' keyword table (decision 057) under the name `cars`: the conditions and sorts
 * built on `cars`' columns read it unchanged, where all their columns are among its own.
 */
const keywordCars = alias(carKeywords, 'cars');

/** The table a list reads: the adverts, or a keyword search's narrower copy (keywordPage). */
type Source = typeof cars | typeof keywordCars;

/** The ids matching `where` in a sort's order, from `limit` and `offset`. */
function pageIds(
  db: Db,
  where: SQL | undefined,
  needsSeller: boolean,
  sort: SortKey,
  limit: Placeholder | number,
  offset: Placeholder | number,
  source: Source = cars,
) {
  const ids = db.select({ id: cars.id }).from(source);
  return (needsSeller ? ids.innerJoin(users, eq(cars.userId, users.id)) : ids)
    .where(where)
    .orderBy(...orderBy(sort))
    .limit(limit)
    .offset(offset);
}

/** The statements of one shape of list, built once (below). */
function buildStatements(
  db: Db,
  where: SQL | undefined,
  sort: SortKey,
  needsSeller: boolean,
  withNextPublish: boolean,
  fields: Fields,
) {
  // The next embargo end rides along with the total: it bounds how long a cached public list
  // stays right (one more index probe, no extra round trip).
  const nextPublish = nextPublishColumn(
    withNextPublish ? sql.placeholder('nextPublishAfter') : undefined,
  );
  const counted = db.select({ n: count(), nextPublish }).from(cappedCount(db, where, needsSeller));
  const page = pageIds(
    db,
    where,
    needsSeller,
    sort,
    sql.placeholder('limit'),
    sql.placeholder('offset'),
  );
  // The page's cars by primary key through `id = any(array(…))` (for `id in (…)` the generic
  // plan guessed 1,667 page rows and scanned every car: 30 ms at 100,000 listings), and the
  // total in the same round trip: each round trip costs the event loop a socket write and wakes
  // a PostgreSQL backend (decision 009). An empty page carries no total; the count runs alone then.
  const cars_ = rowsQuery(db, fields, {
    n: sql<number>`(${db.select({ n: count() }).from(cappedCount(db, where, needsSeller))})`,
    nextPublish,
  })
    .where(sql`${cars.id} = any(array(${page}))`)
    .orderBy(...orderBy(sort));
  return { count: prepared(counted), page: prepared(cars_) };
}

/** The cars with the ids `$ids`, in a sort's order. */
const buildByIds = (db: Db, sort: SortKey, fields: Fields) =>
  prepared(
    rowsQuery(db, fields, {})
      .where(sql`${cars.id} = any(${sql.placeholder('ids')}::uuid[])`)
      .orderBy(...orderBy(sort)),
  );

type Statements = ReturnType<typeof buildStatements>;
/**
 * Per database: the statements of the shapes asked lately. Bounded, because a search's shape is
 * any combination of its filters; the few that are asked stay.
 */
const statementsOf = new WeakMap<Db, LRUCache<string, Statements>>();
const byIdsOf = new WeakMap<Db, Map<string, ReturnType<typeof buildByIds>>>();
const SHAPES_KEPT = 500;

const builds = new WeakMap<Db, number>();

/** How many list shapes were built for `db` so far (tests, diagnostics). */
export function listShapesBuilt(db: Db): number {
  return builds.get(db) ?? 0;
}

function statements(db: Db, key: string, build: () => Statements): Statements {
  let cache = statementsOf.get(db);
  if (!cache) statementsOf.set(db, (cache = new LRUCache({ max: SHAPES_KEPT })));
  let found = cache.get(key);
  if (!found) {
    cache.set(key, (found = build()));
    builds.set(db, listShapesBuilt(db) + 1);
  }
  return found;
}

function carsByIds(db: Db, sort: SortKey, fields: Fields) {
  let queries = byIdsOf.get(db);
  if (!queries) byIdsOf.set(db, (queries = new Map()));
  let query = queries.get(`${sort} ${fields}`);
  if (!query) queries.set(`${sort} ${fields}`, (query = buildByIds(db, sort, fields)));
  return query;
}

/**
 * Up to this many matches, a bounded search's page is the first of its matches sorted; past it,
 * the walk down the sort's own order is shorter (docs/decisions/009).
 */
export const SORTED_AT_MOST = 2_500;

/**
 * A bounded search's page ids, its capped total and the next embargo end, in one statement
 * planned for its values (docs/decisions/009). The total counts the matches from a covering
 * index. While they are few (SORTED_AT_MOST) the page is the first of them sorted, read from the
 * same index with the sort's columns; past that, matches are dense and the page comes from a
 * short walk down the sort's own order. Left to choose, the planner walked the newest-first
 * index for a search matching 471 of 100,000 listings, visiting the table for 9,300 of them
 * (25 ms), because it cannot know how price and year go together.
 */
function boundedPage(
  db: Db,
  where: SQL | undefined,
  needsSeller: boolean,
  sort: SortKey,
  limit: number,
  offset: number,
  { nextPublishAfter, countCap }: { nextPublishAfter: string | undefined; countCap: number },
): SQL {
  // Past the cap the total is unknown: the page is walked, as it is for many matches.
  const sortedAtMost = Math.min(SORTED_AT_MOST, countCap);
  const columns = Object.fromEntries(sortColumns(sort).map((column) => [column.name, column]));
  const rows = db.select(columns).from(cars);
  // A subquery with a limit is planned on its own: the sort below is of its rows.
  const matches = (needsSeller ? rows.innerJoin(users, eq(cars.userId, users.id)) : rows)
    .where(where)
    .limit(sortedAtMost + 1);
  // The matches are named `cars`, so the sort's columns name theirs.
  const cars_ = sql.identifier('cars');
  const order = sql.join(orderBy(sort), sql`, `);
  const walked = pageIds(db, where, needsSeller, sort, limit, offset);
  const next = nextPublishColumn(nextPublishAfter);
  if (countCap <= SORTED_AT_MOST) {
    // The total's cap is the sorted page's (a detail's search, decision 053): the matches are
    // read once, counted and sorted. Read twice, a search on two details whose index narrows
    // neither read the table twice (drive, gearbox, VAT and tow hook: 2,969 rows each time).
    const sorted = sql`array(select ${cars_}.${sql.identifier('id')} from matches as ${cars_} order by ${order} limit ${limit} offset ${offset})`;
    return sql`with matches as materialized ${matches} select counted.n, (case when counted.n <= ${sortedAtMost} then ${sorted} else array${walked} end)::text[] as ids, ${next} as next_publish from (select count(*) as n from matches) as counted`;
  }
  const sorted = sql`array(select ${cars_}.${sql.identifier('id')} from ${matches} as ${cars_} order by ${order} limit ${limit} offset ${offset})`;
  const counted = db.select({ n: count() }).from(cappedCount(db, where, needsSeller, countCap));
  // Drizzle puts a subquery in parentheses: `array${walked}` is `array(select …)`. `offset 0`
  // keeps the total a subquery of its own: pulled up, it was counted once for each use.
  return sql`select counted.n, (case when counted.n <= ${sortedAtMost} then ${sorted} else array${walked} end)::text[] as ids, ${next} as next_publish from (select ${counted} as n offset 0) as counted`;
}

/**
 * A keyword search's page past its cap is walked down the sort's order when its band ends within
 * this many adverts of the order (keywordPage).
 */
export const KEYWORD_WALKED_AT_MOST = 2_000;

/**
 * A keyword search's page past its cap, whose band is long, is first looked for among this many
 * adverts at the head of the sort's order (keywordPage).
 */
export const KEYWORD_EARLY_WALK = 300;

/**
 * A keyword search's page past its cap, sorted by date, is first looked for among this many of
 * the list's newest (or oldest) adverts (keywordPage).
 */
export const KEYWORD_DATE_HEAD = 1_000;

/**
 * A keyword search's page ids, its total up to `countCap` and the next embargo end, in one
 * statement planned for its values (decision 044). The matches are read once, from the keyword's
 * GIN index and the table (which the keyword needs anyway), up to one past the cap: counted, and
 * while within the cap sorted for the page.
 *
 * Past the cap, a sort by date walks down its order: a word that many adverts have is about as
 * common among new ones as among old. A sort by price, year or mileage is not: an equipment name
 * is rare among the cheapest and oldest cars, and the walk down the price index read 19,438 of
 * them for „led farovi“'s first page. So it reads a band of its order instead: the matches read
 * for the count are some of all the matches, and the page's last one among them bounds the sort's
 * first column; every match inside that bound comes before every match past it, and the page's
 * worth of them is inside. The keyword's index and the column's range are intersected before the
 * table is read.
 *
 * `narrow`: every column the conditions read is in the keyword table (decision 057), which is read
 * instead of the adverts: the same rows, in fewer pages.
 */
function keywordPage(
  db: Db,
  [where, walkedWhere, unkeyedWhere, headWhere]: [
    SQL | undefined,
    SQL | undefined,
    SQL | undefined,
    SQL | undefined,
  ],
  needsSeller: boolean,
  sort: SortKey,
  limit: number,
  offset: number,
  {
    nextPublishAfter,
    countCap,
    dateHead,
    narrow,
  }: {
    nextPublishAfter: string | undefined;
    countCap: number;
    dateHead: boolean;
    narrow: boolean;
  },
): SQL {
  const source = narrow && !needsSeller ? keywordCars : cars;
  // In a template an alias is its name alone: the table is named with it.
  const table = source === cars ? sql`${cars}` : sql`${carKeywords} as ${sql.identifier('cars')}`;
  const columns = Object.fromEntries(sortColumns(sort).map((column) => [column.name, column]));
  const rows = (condition: SQL | undefined) => {
    const from = db.select(columns).from(source);
    return (needsSeller ? from.innerJoin(users, eq(cars.userId, users.id)) : from).where(condition);
  };
  const cars_ = sql.identifier('cars');
  const order = sql.join(orderBy(sort), sql`, `);
  const pageOfRows = (rowsOf: SQL) =>
    sql`array(select ${cars_}.${sql.identifier('id')} from ${rowsOf} as ${cars_} order by ${order} limit ${limit} offset ${offset})`;
  const walked = sql`array${pageIds(db, walkedWhere, needsSeller, sort, limit, offset, source)}`;
  const { column, descending } = sortLead(sort);
  let pastCap = walked;
  let early = sql``;
  const earlyPage = (head: SQL) =>
    sql`, early as materialized (select array(select ${cars_}.${sql.identifier('id')} from ${head} as ${cars_} where ${walkedWhere} order by ${order} limit ${limit} offset ${offset}) as ids)`;
  const earlyOr = (otherwise: SQL) =>
    sql`(case when (select cardinality(ids) from early) = ${limit} then (select ids from early) else ${otherwise} end)`;
  if (
    column === cars.publishedAt &&
    dateHead &&
    !needsSeller &&
    offset + limit <= KEYWORD_DATE_HEAD / 10
  ) {
    // By date, with filters besides the brand and the model: the list's first KEYWORD_DATE_HEAD
    // adverts (of the brand or the model, down its index by date), the other filters and the
    // keyword tested on each, the walk stopping at the page's last match. Left to the planner,
    // the walk followed the other filters' indexes, misjudging how they go together, and sorted
    // all they matched: „navigacija“ among cars from 2018 with navigation and rear sensors read
    // 7,320 (20.8 ms) for a page the newest 476 adverts hold (2.7 ms). A page they do not hold
    // (a rarer word) costs their 1,000 rows first (3.5 ms). Without other filters the planner's
    // walk is the one by date already.
    const head = sql`(select ${cars_}.* from ${table} where ${headWhere} order by ${order} limit ${KEYWORD_DATE_HEAD})`;
    early = earlyPage(head);
    pastCap = earlyOr(walked);
  } else if (column !== cars.publishedAt && offset + limit <= countCap) {
    // The page's last match among those counted: its value of the sort's first column.
    const last = sql`(select ${column} from matches as ${cars_} order by ${order} offset ${offset + limit - 1} limit 1)`;
    // Ascending, unknown values come last (a null bound: the page reaches them); descending,
    // first. The columns are integers.
    const band = descending
      ? sql`(${column} >= ${last} or ${column} is null)`
      : sql`${column} <= coalesce(${last}, 2147483647)`;
    // `offset 0`: the band's matches are planned on their own, not as a walk down the order.
    const banded = pageOfRows(sql`(${rows(and(where, band))} offset 0)`);
    // Walked or banded: the walk stops at the page's last match, inside the band, so a band that
    // ends within KEYWORD_WALKED_AT_MOST adverts of the order bounds the walk to that many (an
    // equipment name most cars have: its band would read hundreds of matches for a page the walk
    // finds in a hundred adverts). Past that the band's matches are read, not every advert: the
    // counted matches are the first in the table's order (or in another index's, the cheapest
    // for a price bound: a biased band), too few and too partial to say how dense the walk would
    // be.
    const [first] = orderBy(sort);
    const listed =
      column === cars.mileage
        ? sql``
        : sql` and ${cars.delistedAt} is null and ${cars.hiddenAt} is null`;
    const near = sql`(select ${column} from ${cars} where ${column} is not null${listed} order by ${first} offset ${KEYWORD_WALKED_AT_MOST} limit 1)`;
    const short = descending
      ? sql`${last} >= ${near}`
      : sql`coalesce(${last}, 2147483647) <= ${near}`;
    if (needsSeller || offset + limit > KEYWORD_EARLY_WALK / 2) {
      pastCap = sql`(case when ${short} then ${walked} else ${banded} end)`;
    } else {
      // Before a long band, a walk of the order's first KEYWORD_EARLY_WALK adverts that meet the
      // other filters: when it finds the page's worth of matches, they are the page (every match
      // past those adverts comes after them). A common word among the newest cheap cars
      // („isofix“ under 6,000 EUR by year: the counted matches, read down the price index, were
      // the oldest, and their band 15,289 cars) is found in a few dozen; a word rare at the head
      // of the order costs the walk's 300 adverts (1.3 ms) before its band.
      const head = sql`(select ${cars_}.* from ${table} where ${unkeyedWhere} order by ${order} limit ${KEYWORD_EARLY_WALK})`;
      early = earlyPage(head);
      pastCap = sql`(case when ${short} then ${walked} else ${earlyOr(banded)} end)`;
    }
  }
  return sql`with matches as materialized ${rows(where).limit(countCap + 1)}${early} select counted.n, (case when counted.n <= ${countCap} then ${pageOfRows(sql`matches`)} else ${pastCap} end)::text[] as ids, ${nextPublishColumn(nextPublishAfter)} as next_publish from (select count(*) as n from matches) as counted`;
}

/**
 * One page of cars matching `where`, with the total and, given `nextPublishAfter`, the
 * earliest embargo end after that time (ms; null when no listing is waiting).
 */
export async function pageOf(
  app: FastifyInstance,
  where: ListWhere,
  options: {
    page: number;
    limit: number;
    sort?: SortKey;
    needsSeller?: boolean;
    nextPublishAfter?: Date;
    /** `where` has filters whose values decide the best plan (a search's bounds). */
    planForValues?: boolean;
    /** Cards (default) or full cars. */
    fields?: Fields;
    /** The total is exact up to this many (COUNT_CAP); with `planForValues` only. */
    countCap?: number;
    /**
     * `where` has a keyword (decision 044): its page is read as keywordPage reads it; `dateHead`:
     * by date, first among the list's newest adverts (other filters might lead the walk astray);
     * `narrow`: every column `where` reads is in the keyword table (decision 057).
     */
    keyword?: { dateHead: boolean; narrow: boolean } | undefined;
  },
): Promise<{
  docs: CarCardDto[] | CarDto[];
  totalDocs: number;
  totalCapped: boolean;
  nextPublishAt: number | null;
}> {
  const sort = options.sort ?? 'newest';
  const fields = options.fields ?? 'card';
  const needsSeller = options.needsSeller ?? false;
  const values: Record<string, unknown> = {
    limit: options.limit,
    offset: (options.page - 1) * options.limit,
    nextPublishAfter: options.nextPublishAfter?.toISOString(),
  };
  // Placeholders where the values go; the values as the driver sends them.
  const conditions = where.build((name, value) => {
    values[name] = value instanceof Date ? value.toISOString() : value;
    return sql.placeholder(name);
  });
  const { count: counted, page } = statements(
    app.db,
    `${where.shape}|${sort}|${needsSeller}|${options.nextPublishAfter !== undefined}|${fields}`,
    () =>
      buildStatements(
        app.db,
        conditions,
        sort,
        needsSeller,
        options.nextPublishAfter !== undefined,
        fields,
      ),
  );
  // Statements run with generic plans (src/db/client.ts), which know neither the values nor the
  // limit. A search's bounds choose the plan of its page's ids: for a broad price range the
  // generic plan took 25,000 rows from a bitmap scan and sorted them (20 ms) where the date index
  // gives the first 40 at once. So a page with bounds asks its ids and its total first, from
  // `cars` alone with the values written in (escaped literals, no parameters: planned for them),
  // then its cars by those ids. Other lists are one statement (equality filters get sound
  // generic plans, and an extra round trip cost the newest list a fifth of its rate).
  let rows: unknown[];
  let total: { n: unknown; nextPublish: unknown } | undefined;
  const cap = options.planForValues ? (options.countCap ?? COUNT_CAP) : COUNT_CAP;
  if (options.planForValues) {
    const literal = where.build((_name, value) => value);
    const settings = {
      nextPublishAfter: values.nextPublishAfter as string | undefined,
      countCap: cap,
    };
    const offset = values.offset as number;
    const statement = options.keyword
      ? keywordPage(
          app.db,
          [
            literal,
            where.build((_name, value) => value, true),
            where.build((_name, value) => value, 'unkeyed'),
            where.build((_name, value) => value, 'head'),
          ],
          needsSeller,
          sort,
          options.limit,
          offset,
          { ...settings, ...options.keyword },
        )
      : boundedPage(app.db, literal, needsSeller, sort, options.limit, offset, settings);
    const result = await app.db.execute(statement.inlineParams());
    const [row] = (
      result as unknown as { rows: { ids: string[]; n: unknown; next_publish: unknown }[] }
    ).rows;
    rows =
      row!.ids.length === 0 ? [] : await carsByIds(app.db, sort, fields).execute({ ids: row!.ids });
    total = { n: row!.n, nextPublish: row!.next_publish };
  } else {
    const withTotal = await page.execute(values);
    rows = withTotal;
    total = (withTotal[0] as typeof total) ?? (await counted.execute(values))[0];
  }
  const docs =
    fields === 'card'
      ? rows.map((row) => toCarCard(app, row as Parameters<typeof toCarCard>[1]))
      : // A list is shared by a class of readers, visitors among them: it never carries the VIN,
        // which an advert's own answer gives to signed-in readers (docs/product.md, “Public
        // browsing”).
        rows.map((row) => ({
          ...toCarDto(app, row as Parameters<typeof toCarDto>[1]),
          chassisNumber: null,
        }));
  const n = Number(total?.n ?? 0);
  return {
    docs,
    totalDocs: Math.min(n, cap),
    totalCapped: n > cap,
    nextPublishAt: total?.nextPublish == null ? null : Number(total.nextPublish),
  };
}
