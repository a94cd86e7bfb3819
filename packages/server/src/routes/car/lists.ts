import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADVANCED_KEYS,
  advancedFilters,
  advertExpirySchema,
  basicFilters,
  carList,
  carPage,
  carCardSchema,
  carSchema,
  fieldsQuery,
  flagFilter,
  listKey,
  newestCars,
  OWN_FILTERS,
  ownCars,
  pageQuery,
  plainJson,
  registeredFrom,
  searchCars,
  type SearchFilters,
  sellerCars,
  sendList,
} from '../../cars/index.ts';
import { bearer, errorResponses, idParams, paged } from '../../lib/schemas.ts';
import { moderationOf, moderationSchema } from '../../moderation/index.ts';

/**
 * The seller's own adverts carry how many people follow each ("Prati oglas"), their period
 * (docs/product.md, “Expiry and renewal”) and, while an administrator hides one, why
 * (docs/product.md, “Reports and moderation”).
 */
const ownFields = {
  followers: z.number().int().describe('how many users follow the advert'),
  expiry: advertExpirySchema,
  moderation: moderationSchema,
};
const ownCarList = z.union([
  paged(carCardSchema.extend(ownFields).meta({ id: 'OwnCarCard' })).meta({ id: 'OwnCarCardList' }),
  paged(carSchema.extend(ownFields).meta({ id: 'OwnCar' })).meta({ id: 'OwnCarList' }),
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
        summary: 'Newest listings, paged; `hideSold` leaves sold cars out (the home page)',
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
        (viewer, at, forCache) =>
          newestCars(app, { viewer, at, forCache }, { page, limit, fields, hideSold }),
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
          'Search; `q` a keyword; fuel, body, transmission, doors, mileage, power, city and the details need a subscription',
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
      const { page, limit, fields, ...query } = request.query;
      const usesAdvanced = ADVANCED_KEYS.some((key) => query[key] !== undefined);
      if (usesAdvanced && !request.browse!.viewer.seesEverything)
        throw app.httpError(403, 'car.subscriptionFeature');
      // A registration must run this month or later: the month is part of the list.
      const filters: SearchFilters = query.registered
        ? { ...query, registeredFrom: registeredFrom(request.browse!.at) }
        : query;
      return sendList<z.output<typeof carList>>(
        app,
        request,
        reply,
        listKey('search', { page, limit, fields, ...filters }),
        filters,
        (viewer, at, forCache) =>
          searchCars(
            app,
            { viewer, at, forCache },
            { page, limit, fields, filters, sort: query.sort },
          ),
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
        summary:
          "The signed-in seller's listings, hidden and expired ones included; `status` narrows them",
        security: bearer,
        querystring: z.object({
          ...pageQuery,
          ...fieldsQuery,
          status: z
            .preprocess((v) => (v === '' ? undefined : v), z.enum(OWN_FILTERS).optional())
            .describe(
              '`active`, `reserved`: listed adverts of that status; `expired`; `sold`: every sold one',
            ),
        }),
        response: { 200: ownCarList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, limit, status, fields } = request.query;
      const own = await ownCars(app, request.user!.id, { page, limit, fields, status });
      const moderation = await moderationOf(
        app.db,
        own.data.map((car) => car._id),
      );
      return {
        ...own,
        data: own.data.map((car) => ({ ...car, moderation: moderation.get(car._id) ?? null })),
      } as z.output<typeof ownCarList>;
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
        summary:
          "One seller's listings (the dealer's page), in the order `sort` chooses, `q` a keyword",
        security: bearer,
        params: idParams,
        querystring: z.object({
          ...pageQuery,
          ...fieldsQuery,
          sort: basicFilters.sort,
          q: basicFilters.q,
        }),
        response: { 200: carList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { page, limit, fields, sort, q } = request.query;
      const seller = request.params.id;
      return sendList<z.output<typeof carList>>(
        app,
        request,
        reply,
        listKey('seller', { seller, page, limit, fields, sort, q }),
        { seller, q },
        (viewer, at, forCache) =>
          sellerCars(app, { viewer, at, forCache }, { page, limit, fields, seller, sort, q }),
      );
    },
  );
};

export default carListRoutes;
