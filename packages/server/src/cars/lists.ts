import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cars, favourites } from '../db/schema/index.ts';
import { pageInfo } from '../lib/schemas.ts';
import type { CarStatus } from './car.ts';
import { filterConditions, type SearchFilters, type Sort } from './filters.ts';
import { pageOf } from './list-query.ts';
import { visibilityKind, visibleTo, type Viewer } from './visibility.ts';

/** Who reads a list at what time; `forCache`: the list is built to be shared (list-page.ts). */
export interface ListReader {
  viewer: Viewer;
  at: Date;
  forCache: boolean;
}

interface Paging {
  page: number;
  limit: number;
}

/** The newest listings (the home page), optionally without sold cars. */
export async function newestCars(
  app: FastifyInstance,
  { viewer, at, forCache }: ListReader,
  { page, limit, hideSold }: Paging & { hideSold: boolean | undefined },
) {
  const { docs, totalDocs, totalCapped, nextPublishAt } = await pageOf(
    app,
    {
      shape: `newest ${visibilityKind(viewer)} ${hideSold}`,
      build: (bind) =>
        and(visibleTo(viewer, at, bind), hideSold ? ne(cars.status, 'sold') : undefined),
    },
    { page, limit, nextPublishAfter: forCache ? at : undefined },
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
  return { response, nextPublishAt };
}

/** A search: the filters' conditions and what the reader may see. */
export async function searchCars(
  app: FastifyInstance,
  { viewer, at, forCache }: ListReader,
  { page, limit, filters, sort }: Paging & { filters: SearchFilters; sort: Sort | undefined },
) {
  const { needsSeller, hasRange, shape } = filterConditions(filters);
  const { docs, totalDocs, totalCapped, nextPublishAt } = await pageOf(
    app,
    {
      shape: `search ${visibilityKind(viewer)} ${shape}`,
      build: (bind) =>
        and(...filterConditions(filters, bind).conditions, visibleTo(viewer, at, bind)),
    },
    {
      page,
      limit,
      sort,
      needsSeller,
      nextPublishAfter: forCache ? at : undefined,
      planForValues: hasRange,
    },
  );
  return {
    response: { data: docs, ...pageInfo(totalDocs, page, limit, totalCapped) },
    nextPublishAt,
  };
}

/** One seller's listings, as the reader may see them. */
export async function sellerCars(
  app: FastifyInstance,
  { viewer, at, forCache }: ListReader,
  { page, limit, seller }: Paging & { seller: string },
) {
  const { docs, totalDocs, totalCapped, nextPublishAt } = await pageOf(
    app,
    {
      shape: `seller ${visibilityKind(viewer)}`,
      build: (bind) => and(eq(cars.userId, bind('seller', seller)), visibleTo(viewer, at, bind)),
    },
    { page, limit, nextPublishAfter: forCache ? at : undefined },
  );
  return {
    response: { data: docs, ...pageInfo(totalDocs, page, limit, totalCapped) },
    nextPublishAt,
  };
}

/** The seller's own listings, hidden ones included, each with how many people follow it. */
export async function ownCars(
  app: FastifyInstance,
  owner: string,
  { page, limit, status }: Paging & { status: CarStatus | undefined },
) {
  const { docs, totalDocs, totalCapped } = await pageOf(
    app,
    {
      shape: `owner ${status !== undefined}`,
      build: (bind) =>
        and(
          eq(cars.userId, bind('owner', owner)),
          status ? eq(cars.status, bind('status', status)) : undefined,
        ),
    },
    { page, limit },
  );
  const counts =
    docs.length === 0
      ? []
      : await app.db
          .select({ carId: favourites.carId, n: count() })
          .from(favourites)
          .where(
            inArray(
              favourites.carId,
              docs.map((car) => car._id),
            ),
          )
          .groupBy(favourites.carId);
  const followers = new Map(counts.map((row) => [row.carId, Number(row.n)]));
  return {
    data: docs.map((car) => ({ ...car, followers: followers.get(car._id) ?? 0 })),
    ...pageInfo(totalDocs, page, limit, totalCapped),
  };
}
