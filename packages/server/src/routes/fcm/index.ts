import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { pushTokens } from '../../db/schema/index.ts';
import { bearer, errorResponses, messageSchema } from '../../lib/schemas.ts';

const fcmRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/save-token',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['push'],
        operationId: 'savePushToken',
        summary: "Register this device's push token for the logged-in user",
        security: bearer,
        body: z.strictObject({
          token: z.string().trim().min(10).max(4096),
          platform: z.enum(['web', 'android', 'ios']).default('web'),
        }),
        response: { 200: messageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const now = app.clock.now();
      // A device token belongs to whoever logged in on that device last.
      await app.db
        .insert(pushTokens)
        .values({
          userId: request.user!.id,
          token: request.body.token,
          platform: request.body.platform,
          lastSeenAt: now,
        })
        .onConflictDoUpdate({
          target: pushTokens.token,
          set: { userId: sql`excluded.user_id`, platform: sql`excluded.platform`, lastSeenAt: now },
        });
      return { message: app.t('push.tokenSaved') };
    },
  );
};

export default fcmRoutes;
