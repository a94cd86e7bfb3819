import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { legalFacts, legalFactsSchema } from '../../legal/index.ts';
import { errorResponses, noAuth } from '../../lib/schemas.ts';

/** What the terms of use and the privacy notice take from the server (open in both modes). */
const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  const facts = legalFacts(app.config);
  app.get(
    '/legal',
    {
      schema: {
        tags: ['reference'],
        operationId: 'getLegalFacts',
        summary: 'The operator, the legal texts’ versions and the retention periods',
        security: noAuth,
        response: { 200: legalFactsSchema, ...errorResponses() },
      },
    },
    async () => facts,
  );
};

export default legalRoutes;
