import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../../db/schema/index.ts';
import { t } from '../../lib/i18n.ts';
import { bearer, errorResponses, messageSchema } from '../../lib/schemas.ts';

/**
 * Odjava: the account's token version moves on, so this token and every other one issued before
 * stop working at once, on every instance (they read the version on each request).
 */
const logoutRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/logout',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        operationId: 'logout',
        summary: 'Sign out: ends this and every other session of the account',
        security: bearer,
        response: { 200: messageSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      await app.db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, request.user!.id));
      // No successor for the token that just ended.
      request.renewedToken = undefined;
      return { message: t('user.loggedOut') };
    },
  );
};

export default logoutRoute;
