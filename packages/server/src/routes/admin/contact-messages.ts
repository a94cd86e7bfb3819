import { count, desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactMessages } from '../../db/schema/index.ts';
import { bearer, errorResponses, pageInfo, pageQuery, paged } from '../../lib/schemas.ts';

const contactMessageSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    message: z.string(),
    userId: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'ContactMessage' });

const contactMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contact-messages',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminListContactMessages',
        summary: 'Messages sent through the contact form, newest first',
        security: bearer,
        querystring: z.strictObject(pageQuery),
        response: { 200: paged(contactMessageSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const [total] = await app.db.select({ n: count() }).from(contactMessages);
      const rows = await app.db
        .select()
        .from(contactMessages)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(limit)
        .offset((page - 1) * limit);
      return {
        data: rows.map((m) => ({
          _id: m.id,
          name: m.name,
          email: m.email,
          message: m.message,
          userId: m.userId,
          createdAt: m.createdAt.toISOString(),
        })),
        ...pageInfo(total?.n ?? 0, page, limit),
      };
    },
  );
};

export default contactMessagesRoutes;
