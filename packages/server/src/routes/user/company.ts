import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadUser, toUser, userSchema } from '../../accounts/index.ts';
import { clearCompany, companyInput, saveCompany } from '../../dealers/index.ts';
import { bearer, errorResponses } from '../../lib/schemas.ts';

/** The Firma section of „Moj nalog“: the signed-in dealer's own company. */
const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/company',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        operationId: 'updateCompany',
        summary: "Save the signed-in dealer's company (name, PIB, matični broj, address, ...)",
        security: bearer,
        body: companyInput,
        response: { 200: userSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await saveCompany(app.db, request.user!.id, request.body, app.clock.now());
      return toUser(app, (await loadUser(app.db, request.user!.id))!);
    },
  );

  app.delete(
    '/company',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        operationId: 'deleteCompany',
        summary: 'The signed-in dealer trades in their own name again: the company is removed',
        security: bearer,
        response: { 200: userSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      await clearCompany(app.db, request.user!.id, app.clock.now());
      return toUser(app, (await loadUser(app.db, request.user!.id))!);
    },
  );
};

export default companyRoutes;
