import { and, count, eq, inArray, isNotNull, isNull, ne, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cars, favourites } from '../db/schema/index.ts';
import { pageInfo } from '../lib/schemas.ts';
import type { CarStatus } from './car.ts';
import type { Fields } from './card.ts';
import { expiryOf } from './expiry.ts';
import type { SortKey } from '@autoberza/contract/catalogue';
import { filterConditions, type SearchFilters } from './filters.ts';
import { keywordQuery } from './keyword.ts';
import { DETAIL_COUNT_CAP } from './detail-filters.ts';
import { pageOf } from './list-query.ts';
import { visibilityKind, visibleTo, type Bind, type Viewer } from './visibility.ts';

/** Who reads a list at what time; `forCache`: the list is built to be shared (list-page.ts). */
export interface ListReader {
  viewer: Viewer;
  at: Date;
  forCache: boolean;
}

interface Paging {
  page: number;
  limit: number;
  /** Cards (default) or full cars (decision 024). */
  fields?: Fields;
}

/** The newest listings (the home page), optionally without sold cars. */
export async function newestCars(
  app: FastifyInstance,
  { viewer, at, forCache }: ListReader,
  { page, limit, fields, hideSold }: Paging & { hideSold: boolean | undefined },
) {
  const { docs, totalDocs, totalCapped, nextPublishAt } = await pageOf(
    app,
    {
      shape: `newest ${visibilityKind(viewer)} ${hideSold}`,
      build: (bind) =>
        and(visibleTo(viewer, at, bind), hideSold ? ne(cars.status, 'sold') : undefined),
    },
    { page, limit, fields, nextPublishAfter: forCache ? at : undefined },
  );
  const info = pageInfo(totalDocs, page, limit, totalCapped);
  const response = {
    docs,
    ...info,
    hasPrevPage: page > 1,
    hasNextPage: page < info.totalPages,
    prevPage: page > 1 ? page - 1 : null,
    nextPage: page < info.totalPages ? page + 1 : null,
  };
  return { response, nextPublishAt, ids: docs.map((car) => car._id) };
}

/** A search: the filters' conditions and what the reader may see. */
export async function searchCars(
  app: FastifyInstance,
  { viewer, at, forCache }: ListReader,
  {
    page,
    limit,
    fields,
    filters,
    sort,
  }: Paging & { filters: SearchFilters; sort: SortKey | undefined },
) {
  // The keyword's words as the adverts have them, nearest words for the rest (decision 044).
  if (filters.q) filters = { ...filters, qQuery: await keywordQuery(app.db, filters.q) };
  const { needsSeller, hasRange, hasDetails, offDate, keywordTable, shape } = filterConditions(
    filters,
    undefined,
    at,
  );
  const { docs, totalDocs, totalCapped, nextPublishAt } = await pageOf(
    app,
    {
      shape: `search ${visibilityKind(viewer)} ${shape}`,
      build: (bind, walked) =>
        and(...filterConditions(filters, bind, at, walked).conditions, visibleTo(viewer, at, bind)),
    },
    {
      page,
      limit,
      sort,
      fields,
      needsSeller,
      nextPublishAfter: forCache ? at : undefined,
      planForValues: hasRange,
      countCap: hasDetails ? DETAIL_COUNT_CAP : undefined,
      keyword: filters.q ? { dateHead: offDate, narrow: keywordTable } : undefined,
    },
  );
  return {
    response: { data: docs, ...pageInfo(totalDocs, page, limit, totalCapped) },
    nextPublishAt,
    ids: docs.map((car) => car._id),
  };
}

/**
 * One seller's listings, as the reader may see them, in the order chosen, narrowed by a keyword
 * (the dealer's page).
 */
export async function sellerCars(
  app: FastifyInstance,
  { viewer, at, forCache }: ListReader,
  {
    page,
    limit,
    fields,
    seller,
    sort,
    q,
  }: Paging & { seller: string; sort?: SortKey | undefined; q?: string | undefined },
) {
  const keyword = q === undefined ? {} : { q, qQuery: await keywordQuery(app.db, q) };
  const { docs, totalDocs, totalCapped, nextPublishAt } = await pageOf(
    app,
    {
      shape: `seller ${visibilityKind(viewer)} ${q === undefined ? '' : 'q'}`,
      build: (bind, walked) =>
        and(
          eq(cars.userId, bind('seller', seller)),
          ...filterConditions(keyword, bind, at, walked).conditions,
          visibleTo(viewer, at, bind),
        ),
    },
    {
      page,
      limit,
      sort,
      fields,
      nextPublishAfter: forCache ? at : undefined,
      planForValues: q !== undefined,
      countCap: q === undefined ? undefined : DETAIL_COUNT_CAP,
      // The seller and the keyword: both in the keyword table (decision 057).
      keyword: q === undefined ? undefined : { dateHead: false, narrow: true },
    },
  );
  return {
    response: { data: docs, ...pageInfo(totalDocs, page, limit, totalCapped) },
    nextPublishAt,
    ids: docs.map((car) => car._id),
  };
}

/**
 * What the owner's list narrows to: a status among the listed adverts, `expired` (docs/product.md,
 * “Expiry and renewal”), or `sold` (the whole history, gone ones included).
 */
export const OWN_FILTERS = ['active', 'reserved', 'sold', 'expired'] as const;
export type OwnFilter = (typeof OWN_FILTERS)[number];

function ownFilter(filter: OwnFilter | undefined, bind: Bind): SQL | undefined {
  if (filter === undefined) return undefined;
  if (filter === 'expired') return and(ne(cars.status, 'sold'), isNotNull(cars.delistedAt));
  if (filter === 'sold') return eq(cars.status, 'sold');
  return and(eq(cars.status, bind('status', filter as CarStatus)), isNull(cars.delistedAt));
}

/**
 * The seller's own listings, hidden and expired ones included, each with how many people follow
 * it and its period (docs/product.md, “My listings”).
 */
export async function ownCars(
  app: FastifyInstance,
  owner: string,
  { page, limit, fields, status }: Paging & { status: OwnFilter | undefined },
) {
  const kind = status === 'active' || status === 'reserved' ? 'listed' : (status ?? 'all');
  const { docs, totalDocs, totalCapped } = await pageOf(
    app,
    {
      shape: `owner ${kind}`,
      build: (bind) => and(eq(cars.userId, bind('owner', owner)), ownFilter(status, bind)),
    },
    { page, limit, fields },
  );
  const ids = docs.map((car) => car._id);
  const [counts, periods] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          app.db
            .select({ carId: favourites.carId, n: count() })
            .from(favourites)
            .where(inArray(favourites.carId, ids))
            .groupBy(favourites.carId),
          app.db
            .select({
              id: cars.id,
              status: cars.status,
              expiresAt: cars.expiresAt,
              delistedAt: cars.delistedAt,
            })
            .from(cars)
            .where(inArray(cars.id, ids)),
        ]);
  const followers = new Map(counts.map((row) => [row.carId, Number(row.n)]));
  const expiry = new Map(periods.map((row) => [row.id, expiryOf(row)]));
  // A union of two arrays: each shape keeps its own type.
  const data = (docs as (typeof docs)[number][]).map((car) => ({
    ...car,
    followers: followers.get(car._id) ?? 0,
    expiry: expiry.get(car._id) ?? { expiresAt: null, expired: false },
  }));
  return { data, ...pageInfo(totalDocs, page, limit, totalCapped) };
}
