import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import auditRoutes from './audit.ts';
import contactMessagesRoutes from './contact-messages.ts';
import subscriptionPaymentsRoutes from './subscription-payments.ts';
import usersRoutes from './users.ts';

/** Everything under /api/admin requires an admin. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireAdmin);
  await app.register(usersRoutes);
  await app.register(contactMessagesRoutes);
  await app.register(subscriptionPaymentsRoutes);
  await app.register(auditRoutes);
};

export default adminRoutes;
