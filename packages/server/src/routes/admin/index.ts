import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import contactMessagesRoutes from './contact-messages.ts';
import usersRoutes from './users.ts';

/** Everything under /api/admin requires an admin. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireAdmin);
  await app.register(usersRoutes);
  await app.register(contactMessagesRoutes);
};

export default adminRoutes;
