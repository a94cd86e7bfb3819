import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { comparablesOf, comparablesSchema } from '../../pricing/index.ts';
import { bearer, errorResponses, idParams } from '../../lib/schemas.ts';

/** The adverts an advert's price rating compares it with („Na osnovu 23 slična oglasa“). */
const carComparablesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/comparables',
    {
      onRequest: app.browseViewer,
      schema: {
        tags: ['car'],
        operationId: 'getCarComparables',
        summary:
          'The comparable adverts of a listing’s price rating (docs/decisions/050): same model, year within one, mileage band, fuel, gearbox, drive and damage; on offer or sold in the last 180 days',
        security: bearer,
        params: idParams,
        response: { 200: comparablesSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { viewer, at } = request.browse!;
      const found = await comparablesOf(app, request.params.id, viewer, at);
      if (!found) throw app.httpError(404, 'car.notFound');
      return found;
    },
  );
};

export default carComparablesRoutes;
