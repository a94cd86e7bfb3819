import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dealerPage, dealerSchema } from '../../dealers/index.ts';
import { bearer, errorResponses, idParams } from '../../lib/schemas.ts';

/** The dealer's page (docs/product.md, “The dealer's page”): an approved seller only. */
const dealerRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dealer/:id',
    {
      onRequest: app.browseAuth,
      schema: {
        tags: ['user'],
        operationId: 'getDealer',
        summary: "A dealer's page: company, PIB, address, phones, hours, member since, counts",
        security: bearer,
        params: idParams,
        response: { 200: dealerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const dealer = await dealerPage(app, request.params.id, {
        isAdmin: request.user?.role === 'admin',
      });
      if (!dealer) throw app.httpError(404, 'user.notFound');
      return dealer;
    },
  );
};

export default dealerRoute;
