import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { cars, users } from '../../db/schema/index.ts';
import { classViewer, viewerClass, type Viewer } from '../../lib/visibility.ts';
import { COUNT_CAP, paged, totalCappedSchema } from '../schemas.ts';
import { orderBy, type Sort } from './search.ts';
import { carSchema, carsQuery, toCarDto } from './shared.ts';

/** `page` and `limit` of every car list. */
export const pageQuery = {
  page: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(100_000).default(1),
  ),
  limit: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(100).default(20),
  ),
};

export const carPage = z
  .object({
    docs: z.array(carSchema),
    totalDocs: z.number().int(),
    totalCapped: totalCappedSchema,
    limit: z.number().int(),
    page: z.number().int(),
    totalPages: z.number().int(),
    hasPrevPage: z.boolean(),
    hasNextPage: z.boolean(),
    prevPage: z.number().int().nullable(),
    nextPage: z.number().int().nullable(),
  })
  .meta({ id: 'CarPage' });
export const carList = paged(carSchema).meta({ id: 'CarList' });

/**
 * Read routes answer with objects built field by field by loadCars (typed by carSchema), so
 * they skip re-validating every car on the way out: at 20 cars a page that was most of the
 * CPU time of a search.
 */
export const plainJson = () => (data: unknown) => JSON.stringify(data);

const JSON_TYPE = 'application/json; charset=utf-8';

/** A list's cache key: the route and its parsed (so normalized) query and params, sorted. */
export function listKey(route: string, values: Record<string, unknown>): string {
  let key = route;
  for (const name of Object.keys(values).sort()) {
    const value = values[name];
    if (value === undefined) continue;
    key += `&${name}=${typeof value === 'string' ? encodeURIComponent(value) : String(value)}`;
  }
  return key;
}

/**
 * The cars with the ids `$ids`, in a sort's order: built once per sort and database (issue 16:
 * building the six joins of carsQuery cost a cold search more of the event loop than running it).
 */
const byIdsQueries = new WeakMap<Db, Map<Sort, ReturnType<typeof buildByIds>>>();
const buildByIds = (db: Db, sort: Sort) =>
  carsQuery(db)
    .where(sql`${cars.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .orderBy(...orderBy(sort))
    .prepare(`cars_by_ids_${sort}`);
function carsByIds(db: Db, sort: Sort | undefined) {
  let queries = byIdsQueries.get(db);
  if (!queries) byIdsQueries.set(db, (queries = new Map()));
  const key = sort ?? 'newest';
  let query = queries.get(key);
  if (!query) queries.set(key, (query = buildByIds(db, key)));
  return query;
}

/**
 * One page of cars matching `where`, with the total and, given `nextPublishAfter`, the
 * earliest embargo end after that time (ms; null when no listing is waiting).
 */
export async function pageOf(
  app: FastifyInstance,
  where: SQL | undefined,
  options: {
    page: number;
    limit: number;
    sort?: Parameters<typeof orderBy>[0];
    needsSeller?: boolean;
    nextPublishAfter?: Date;
    /** `where` has filters whose values decide the best plan (a search's bounds). */
    planForValues?: boolean;
  },
) {
  // The page and its embedded cars (in one round trip, or two for a search with bounds: below),
  // the total alongside it. The page's ids are found first, so that PostgreSQL walks the sort
  // index and stops at the limit; the joins and photos are only made for those rows.
  const idQuery = app.db.select({ id: cars.id }).from(cars);
  // The next embargo end rides along with the total: it bounds how long a cached public
  // list stays right (one more index probe, no extra round trip).
  const nextPublish = options.nextPublishAfter
    ? sql<
        number | null
      >`(select (extract(epoch from min(${cars.publishedAt})) * 1000)::float8 from ${cars} where ${cars.publishedAt} > ${options.nextPublishAfter.toISOString()}::timestamptz)`.mapWith(
        (v: unknown) => (v === null ? null : Number(v)),
      )
    : sql<null>`null`;
  // The total is exact up to COUNT_CAP: counting stops one row past it (decision 009).
  const matchQuery = app.db.select({ one: sql`1` }).from(cars);
  const [pageIds, matching] = options.needsSeller
    ? [
        idQuery.innerJoin(users, eq(cars.userId, users.id)),
        matchQuery.innerJoin(users, eq(cars.userId, users.id)),
      ]
    : [idQuery, matchQuery];
  const counted = app.db.select({ n: count(), nextPublish }).from(
    matching
      .where(where)
      .limit(COUNT_CAP + 1)
      .as('matching'),
  );
  const sort = orderBy(options.sort);
  const page = pageIds
    .where(where)
    .orderBy(...sort)
    .limit(options.limit)
    .offset((options.page - 1) * options.limit);
  // Statements run with generic plans (src/db/client.ts), which know neither the values nor the
  // limit. The page's cars are fetched by primary key through `id = any(array(…))`: for
  // `id in (…)` the generic plan guessed 1,667 page rows and scanned every car (30 ms at
  // 100,000 listings). A search's filters also choose the plan of the ids: for a broad price
  // range the generic plan took 25,000 rows from a bitmap scan and sorted them (20 ms) where the
  // date index gives the first 40 at once. So the ids of a page with bounds come first, from
  // `cars` alone with the values written in (escaped literals, no parameters: planned for them,
  // one table, ~0.2 ms), then its cars by those ids. Other lists keep one statement (equality
  // filters get sound generic plans, and the extra round trip cost the newest list a fifth of
  // its rate). The count keeps its generic plan: a custom one was no faster.
  const [rows, totals] = await Promise.all([
    options.planForValues
      ? app.db.execute(page.getSQL().inlineParams()).then((result) => {
          const ids = (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
          return ids.length === 0 ? [] : carsByIds(app.db, options.sort).execute({ ids });
        })
      : carsQuery(app.db)
          .where(sql`${cars.id} = any(array(${page}))`)
          .orderBy(...sort),
    counted,
  ]);
  const docs = rows.map((row) => toCarDto(app, row));
  const total = (totals as { n: number; nextPublish: number | null }[])[0];
  const n = Number(total?.n ?? 0);
  return {
    docs,
    totalDocs: Math.min(n, COUNT_CAP),
    totalCapped: n > COUNT_CAP,
    nextPublishAt: total?.nextPublish ?? null,
  };
}

/**
 * Sends a car list as JSON, from the list cache when the viewer's class may share it.
 * `build` makes the answer for a viewer at time `at`; with `forCache` it also reports the
 * next embargo end (the moment a cached public list goes wrong).
 */
export async function sendList<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  build: (
    viewer: Viewer,
    at: Date,
    forCache: boolean,
  ) => Promise<{ response: T; nextPublishAt: number | null }>,
): Promise<FastifyReply> {
  // A string or bytes with a JSON type go out as they are: a cached body is not serialized again.
  reply.type(JSON_TYPE);
  const { viewer, at, dataVersion } = request.browse!;
  const cls = viewerClass(viewer);
  if (cls === undefined || dataVersion === undefined) {
    app.carListCache.bypass();
    return reply.send(JSON.stringify((await build(viewer, at, false)).response));
  }
  const body = await app.carListCache.get(`${cls} ${key}`, dataVersion, at.getTime(), async () => {
    const built = await build(classViewer(cls), at, cls === 'public');
    return {
      // Encoded once: every hit hands the socket the same bytes.
      body: Buffer.from(JSON.stringify(built.response)),
      // Admins and subscribers see new listings at once; the public set grows when the
      // next embargo ends.
      validUntil: cls === 'public' ? (built.nextPublishAt ?? Infinity) : Infinity,
    };
  });
  return reply.send(body);
}
