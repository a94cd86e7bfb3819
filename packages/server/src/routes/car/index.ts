import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import carComparablesRoutes from './comparables.ts';
import carDetailRoutes from './detail.ts';
import carEditRoutes from './edit.ts';
import carListRoutes from './lists.ts';
import carManageRoutes from './manage.ts';
import carReportRoutes from './report.ts';
import carRenewRoutes from './renew.ts';

/**
 * The car routes under /api/car, one module per group of actions. They are added to this
 * plugin's instance in this order (not registered as plugins of their own), so the OpenAPI
 * document and the client generated from it keep their order.
 */
const carRoutes: FastifyPluginAsyncZod = async (app, options) => {
  await carListRoutes(app, options);
  await carDetailRoutes(app, options);
  await carComparablesRoutes(app, options);
  await carEditRoutes(app, options);
  await carManageRoutes(app, options);
  await carReportRoutes(app, options);
  await carRenewRoutes(app, options);
};

export default carRoutes;
