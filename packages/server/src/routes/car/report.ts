import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { REPORTS_PER_HOUR, reportBodySchema, reportCar } from '../../moderation/index.ts';
import { bearer, errorResponses, idParams, messageSchema } from '../../lib/schemas.ts';

/** "Prijavi oglas": a signed-in user reports an advert (docs/product.md, “Reports and moderation”). */
const carReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/report',
    {
      onRequest: app.authenticate,
      // Per account, after authentication: refused reports count too.
      config: {
        rateLimit: {
          max: REPORTS_PER_HOUR,
          timeWindow: '1 hour',
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `car-report:${request.user?.id ?? request.ip}`,
        },
      },
      schema: {
        tags: ['car'],
        operationId: 'reportCar',
        summary: `Report an advert (not administrators: 403; once per user and advert; ${REPORTS_PER_HOUR} reports an hour)`,
        security: bearer,
        params: idParams,
        body: reportBodySchema,
        response: { 201: messageSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      await reportCar(app, {
        carId: request.params.id,
        reporter: request.user!,
        reason: request.body.reason,
        note: request.body.note,
      });
      return reply.status(201).send({ message: app.t('moderation.reported') });
    },
  );
};

export default carReportRoutes;
