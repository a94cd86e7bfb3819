import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { statementName, type Db } from '../../db/client.ts';
import { cars, users } from '../../db/schema/index.ts';
import type { Bind } from '../../lib/visibility.ts';
import { COUNT_CAP } from '../schemas.ts';
import { orderBy, type Sort } from './search.ts';
import { carsQuery, toCarDto } from './shared.ts';

/**
 * A list's conditions, built with `bind` around every value that changes between requests.
 * Equal `shape`s must build equal conditions but for the bound values: lists of one shape share
 * statements built once (issue 16: Drizzle building a list's statements cost the event loop more
 * than PostgreSQL running them).
 */
export interface ListWhere {
  shape: string;
  build(bind: Bind): SQL | undefined;
}

/** A prepared statement named by its text, as src/db/client.ts names every other one. */
function prepared<Q extends { toSQL(): { sql: string }; prepare(name: string): unknown }>(
  query: Q,
): ReturnType<Q['prepare']> {
  return query.prepare(statementName(query.toSQL().sql)) as ReturnType<Q['prepare']>;
}

/** The statements of one shape of list, built once (below). */
function buildStatements(
  db: Db,
  where: SQL | undefined,
  sort: Sort,
  needsSeller: boolean,
  withNextPublish: boolean,
) {
  const idQuery = db.select({ id: cars.id }).from(cars);
  const matchQuery = db.select({ one: sql`1` }).from(cars);
  const [pageIds, matching] = needsSeller
    ? [
        idQuery.innerJoin(users, eq(cars.userId, users.id)),
        matchQuery.innerJoin(users, eq(cars.userId, users.id)),
      ]
    : [idQuery, matchQuery];
  // The next embargo end rides along with the total: it bounds how long a cached public list
  // stays right (one more index probe, no extra round trip).
  const nextPublish = withNextPublish
    ? sql<
        number | null
      >`(select (extract(epoch from min(${cars.publishedAt})) * 1000)::float8 from ${cars} where ${cars.publishedAt} > ${sql.placeholder('nextPublishAfter')}::timestamptz)`.mapWith(
        (v: unknown) => (v === null ? null : Number(v)),
      )
    : sql<null>`null`;
  // The total is exact up to COUNT_CAP: counting stops one row past it (decision 009).
  const counted = db.select({ n: count(), nextPublish }).from(
    matching
      .where(where)
      .limit(COUNT_CAP + 1)
      .as('matching'),
  );
  const page = pageIds
    .where(where)
    .orderBy(...orderBy(sort))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  // The page's cars by primary key through `id = any(array(…))`: for `id in (…)` the generic
  // plan guessed 1,667 page rows and scanned every car (30 ms at 100,000 listings).
  const cars_ = carsQuery(db)
    .where(sql`${cars.id} = any(array(${page}))`)
    .orderBy(...orderBy(sort));
  return { count: prepared(counted), page: prepared(cars_) };
}

/** The cars with the ids `$ids`, in a sort's order. */
const buildByIds = (db: Db, sort: Sort) =>
  prepared(
    carsQuery(db)
      .where(sql`${cars.id} = any(${sql.placeholder('ids')}::uuid[])`)
      .orderBy(...orderBy(sort)),
  );

type Statements = ReturnType<typeof buildStatements>;
/**
 * Per database: the statements of the shapes asked lately. Bounded, because a search's shape is
 * any combination of its filters; the few that are asked stay.
 */
const statementsOf = new WeakMap<Db, LRUCache<string, Statements>>();
const byIdsOf = new WeakMap<Db, Map<Sort, ReturnType<typeof buildByIds>>>();
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

function carsByIds(db: Db, sort: Sort) {
  let queries = byIdsOf.get(db);
  if (!queries) byIdsOf.set(db, (queries = new Map()));
  let query = queries.get(sort);
  if (!query) queries.set(sort, (query = buildByIds(db, sort)));
  return query;
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
    sort?: Sort;
    needsSeller?: boolean;
    nextPublishAfter?: Date;
    /** `where` has filters whose values decide the best plan (a search's bounds). */
    planForValues?: boolean;
  },
) {
  const sort = options.sort ?? 'newest';
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
    `${where.shape}|${sort}|${needsSeller}|${options.nextPublishAfter !== undefined}`,
    () =>
      buildStatements(
        app.db,
        conditions,
        sort,
        needsSeller,
        options.nextPublishAfter !== undefined,
      ),
  );
  // Statements run with generic plans (src/db/client.ts), which know neither the values nor the
  // limit. A search's bounds choose the plan of its page's ids: for a broad price range the
  // generic plan took 25,000 rows from a bitmap scan and sorted them (20 ms) where the date index
  // gives the first 40 at once. So the ids of a page with bounds come first, from `cars` alone
  // with the values written in (escaped literals, no parameters: planned for them, one table,
  // ~0.2 ms), then its cars by those ids. Other lists keep one statement (equality filters get
  // sound generic plans, and the extra round trip cost the newest list a fifth of its rate). The
  // count keeps its generic plan: a custom one was no faster.
  const rows = options.planForValues
    ? app.db
        .execute(
          (needsSeller
            ? app.db.select({ id: cars.id }).from(cars).innerJoin(users, eq(cars.userId, users.id))
            : app.db.select({ id: cars.id }).from(cars)
          )
            .where(where.build((_name, value) => value))
            .orderBy(...orderBy(sort))
            .limit(options.limit)
            .offset((options.page - 1) * options.limit)
            .getSQL()
            .inlineParams(),
        )
        .then((result) => {
          const ids = (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
          return ids.length === 0 ? [] : carsByIds(app.db, sort).execute({ ids });
        })
    : page.execute(values);
  const [cars_, totals] = await Promise.all([rows, counted.execute(values)]);
  const docs = cars_.map((row) => toCarDto(app, row));
  const total = (totals as { n: number; nextPublish: number | null }[])[0];
  const n = Number(total?.n ?? 0);
  return {
    docs,
    totalDocs: Math.min(n, COUNT_CAP),
    totalCapped: n > COUNT_CAP,
    nextPublishAt: total?.nextPublish ?? null,
  };
}
