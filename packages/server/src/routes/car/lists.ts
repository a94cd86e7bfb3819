import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cars, favourites } from '../../db/schema/index.ts';
import {
  ADVANCED_KEYS,
  advancedFilters,
  basicFilters,
  CAR_STATUSES,
  carList,
  carPage,
  carCardSchema,
  carSchema,
  fieldsQuery,
  filterConditions,
  flagFilter,
  listKey,
  pageOf,
  pageQuery,
  plainJson,
  type SearchFilters,
  sendList,
  visibilityKind,
  visibleTo,
} from '../../cars/index.ts';
import { bearer, errorResponses, idParams, pageInfo, paged } from '../../lib/schemas.ts';

/** The seller's own adverts carry how many people follow each ("Prati oglas"). */
const followers = { followers: z.number().int().describe('how many users follow the advert') };
const ownCarList = z.union([
  paged(carCardSchema.extend(followers).meta({ id: 'OwnCarCard' })).meta({ id: 'OwnCarCardList' }),
  paged(carSchema.extend(followers).meta({ id: 'OwnCar' })).meta({ id: 'OwnCarList' }),
]);

/** The car lists: newest, search, the seller's own, one seller's. */
const carListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.browseViewer,
      serializerCompiler: plainJson,
      schema: {
        tags: ['car'],
        operationId: 'getCars',
        summary: 'Newest listings, paged (D5); `hideSold` leaves sold cars out (the home page)',
        security: bearer,
        querystring: z.object({ ...pageQuery, ...fieldsQuery, hideSold: flagFilter }),
        response: { 200: carPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { page, limit, hideSold, fields } = request.query;
      return sendList<z.output<typeof carPage>>(
        app,
        request,
        reply,
        listKey('list', { page, limit, hideSold, fields }),
        { hideSold },
        async (viewer, at, forCache) => {
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
        },
      );
    },
  );

  app.get(
    '/search',
    {
      onRequest: app.browseViewer,
      config: { listVersionByBrand: true },
      serializerCompiler: plainJson,
      schema: {
        tags: ['car'],
        operationId: 'searchCars',
        summary:
          'Search; fuel, body, transmission, doors, mileage, power and city need a subscription',
        security: bearer,
        querystring: z.object({
          ...pageQuery,
          ...fieldsQuery,
          ...basicFilters,
          ...advancedFilters,
        }),
        response: { 200: carList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { page, limit, fields, ...filters } = request.query;
      const usesAdvanced = ADVANCED_KEYS.some((key) => filters[key] !== undefined);
      if (usesAdvanced && !request.browse!.viewer.seesEverything)
        throw app.httpError(403, 'car.subscriptionFeature');
      return sendList<z.output<typeof carList>>(
        app,
        request,
        reply,
        listKey('search', request.query),
        filters as SearchFilters,
        async (viewer, at, forCache) => {
          const { needsSeller, hasRange, shape } = filterConditions(filters as SearchFilters);
          const { docs, totalDocs, totalCapped, nextPublishAt } = await pageOf(
            app,
            {
              shape: `search ${visibilityKind(viewer)} ${shape}`,
              build: (bind) =>
                and(
                  ...filterConditions(filters as SearchFilters, bind).conditions,
                  visibleTo(viewer, at, bind),
                ),
            },
            {
              page,
              limit,
              sort: filters.sort,
              fields,
              needsSeller,
              nextPublishAfter: forCache ? at : undefined,
              planForValues: hasRange,
            },
          );
          return {
            response: { data: docs, ...pageInfo(totalDocs, page, limit, totalCapped) },
            nextPublishAt,
            ids: docs.map((car) => car._id),
          };
        },
      );
    },
  );

  app.get(
    '/owner',
    {
      onRequest: app.authenticate,
      serializerCompiler: plainJson,
      schema: {
        tags: ['car'],
        operationId: 'getOwnCars',
        summary: "The signed-in seller's listings, hidden ones included; `status` narrows them",
        security: bearer,
        querystring: z.object({
          ...pageQuery,
          ...fieldsQuery,
          status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(CAR_STATUSES).optional()),
        }),
        response: { 200: ownCarList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, limit, status, fields } = request.query;
      const { docs, totalDocs, totalCapped } = await pageOf(
        app,
        {
          shape: `owner ${status !== undefined}`,
          build: (bind) =>
            and(
              eq(cars.userId, bind('owner', request.user!.id)),
              status ? eq(cars.status, bind('status', status)) : undefined,
            ),
        },
        { page, limit, fields },
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
      // A union of two arrays: each shape keeps its own type.
      const data = (docs as (typeof docs)[number][]).map((car) => ({
        ...car,
        followers: followers.get(car._id) ?? 0,
      }));
      return {
        data: data as z.output<typeof ownCarList>['data'],
        ...pageInfo(totalDocs, page, limit, totalCapped),
      };
    },
  );

  app.get(
    '/user/:id',
    {
      onRequest: app.browseViewer,
      serializerCompiler: plainJson,
      schema: {
        tags: ['car'],
        operationId: 'getSellerCars',
        summary: "One seller's listings",
        security: bearer,
        params: idParams,
        querystring: z.object({ ...pageQuery, ...fieldsQuery }),
        response: { 200: carList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { page, limit, fields } = request.query;
      const seller = request.params.id;
      return sendList<z.output<typeof carList>>(
        app,
        request,
        reply,
        listKey('seller', { seller, page, limit, fields }),
        { seller },
        async (viewer, at, forCache) => {
          const { docs, totalDocs, totalCapped, nextPublishAt } = await pageOf(
            app,
            {
              shape: `seller ${visibilityKind(viewer)}`,
              build: (bind) =>
                and(eq(cars.userId, bind('seller', seller)), visibleTo(viewer, at, bind)),
            },
            { page, limit, fields, nextPublishAfter: forCache ? at : undefined },
          );
          return {
            response: { data: docs, ...pageInfo(totalDocs, page, limit, totalCapped) },
            nextPublishAt,
            ids: docs.map((car) => car._id),
          };
        },
      );
    },
  );
};

export default carListRoutes;
