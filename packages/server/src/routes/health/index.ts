import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noAuth } from '../../lib/schemas.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'down']),
});

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        operationId: 'getHealth',
        summary: 'Whether the server and its database answer',
        security: noAuth,
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        app.log.error({ err: error }, 'health check: database does not answer');
        return reply.status(503).send({ status: 'error', database: 'down' });
      }
    },
  );
};

export default healthRoutes;
