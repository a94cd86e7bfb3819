import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadUser, publicUserSchema, toPublicUser } from '../../accounts/index.ts';
import { bearer, errorResponses, idParams } from '../../lib/schemas.ts';

/** A seller's public profile. */
const sellerRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    {
      onRequest: app.browseAuth,
      schema: {
        tags: ['user'],
        operationId: 'getUserById',
        summary: "A seller's public profile (never e-mail or address)",
        security: bearer,
        params: idParams,
        response: { 200: publicUserSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await loadUser(app.db, request.params.id);
      const visible = row && (row.user.status === 'approved' || request.user?.role === 'admin');
      if (!visible) throw app.httpError(404, 'user.notFound');
      return toPublicUser(app, row);
    },
  );
};

export default sellerRoute;
