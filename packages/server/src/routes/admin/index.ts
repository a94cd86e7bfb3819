import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import adminCarRoutes from './cars.ts';
import auditRoutes from './audit.ts';
import contactMessagesRoutes from './contact-messages.ts';
import adminReportRoutes from './reports.ts';
import statementRoutes from './statements.ts';
import subscriptionPaymentsRoutes from './subscription-payments.ts';
import adminSubscriptionRoutes from './subscriptions.ts';
import usersRoutes from './users.ts';

/** Everything under /api/admin requires an admin: this hook is the only admin check. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: the caller is checked before the body is parsed or validated.
  app.addHook('onRequest', app.requireAdmin);
  await app.register(usersRoutes);
  await app.register(contactMessagesRoutes);
  await app.register(adminSubscriptionRoutes);
  await app.register(adminCarRoutes);
  await app.register(subscriptionPaymentsRoutes);
  await app.register(auditRoutes);
  await app.register(adminReportRoutes);
  await app.register(statementRoutes);
};

export default adminRoutes;
