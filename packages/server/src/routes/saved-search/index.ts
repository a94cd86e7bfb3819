import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  alertSchema,
  createSavedSearch,
  deleteSavedSearch,
  markSavedSearchSeen,
  MAX_SAVED_SEARCHES,
  newMatches,
  ownSavedSearch,
  resolveViewer,
  savedFiltersSchema,
  savedSearchesOf,
  savedSearchNameSchema,
  savedSearchSchema,
  toSavedSearch,
  updateSavedSearch,
  usesAdvanced,
} from '../../cars/index.ts';
import { bearer, errorResponses, idParams, messageSchema } from '../../lib/schemas.ts';

const createBody = z
  .strictObject({
    name: savedSearchNameSchema,
    filters: savedFiltersSchema,
    alert: alertSchema.default('off'),
  })
  .meta({ id: 'SavedSearchCreate' });

const updateBody = z
  .strictObject({ name: savedSearchNameSchema.optional(), alert: alertSchema.optional() })
  .meta({ id: 'SavedSearchUpdate' });

/** The signed-in user's saved searches (decision 014): list, save, rename, alerts, delete. */
const savedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['saved-search'],
        operationId: 'getSavedSearches',
        summary: 'The signed-in user’s saved searches, oldest first, with their new matches',
        security: bearer,
        response: {
          200: z.object({ data: z.array(savedSearchSchema) }),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => {
      const now = app.clock.now();
      const viewer = await resolveViewer(app.db, request.user, now);
      const rows = await savedSearchesOf(app.db, request.user!.id);
      const counts = await Promise.all(rows.map((row) => newMatches(app, row, viewer, now)));
      return { data: rows.map((row, i) => toSavedSearch(row, counts[i]!)) };
    },
  );

  app.post(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['saved-search'],
        operationId: 'createSavedSearch',
        summary: `Save the current search under a name (at most ${MAX_SAVED_SEARCHES} per user)`,
        security: bearer,
        body: createBody,
        response: { 201: savedSearchSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const viewer = await resolveViewer(app.db, request.user, now);
      if (usesAdvanced(request.body.filters) && !viewer.seesEverything)
        throw app.httpError(403, 'car.subscriptionFeature');
      const row = await createSavedSearch(app, request.user!.id, request.body, now);
      return reply.status(201).send(toSavedSearch(row, 0));
    },
  );

  app.patch(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['saved-search'],
        operationId: 'updateSavedSearch',
        summary: 'Rename a saved search or choose its alerts',
        security: bearer,
        params: idParams,
        body: updateBody,
        response: { 200: savedSearchSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const now = app.clock.now();
      await ownSavedSearch(app, request.user!.id, request.params.id);
      const row = await updateSavedSearch(app.db, request.params.id, request.body, now);
      const viewer = await resolveViewer(app.db, request.user, now);
      return toSavedSearch(row, await newMatches(app, row, viewer, now));
    },
  );

  app.post(
    '/:id/seen',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['saved-search'],
        operationId: 'markSavedSearchSeen',
        summary: 'The user opened the search: its matches so far are no longer new',
        security: bearer,
        params: idParams,
        response: { 200: savedSearchSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const now = app.clock.now();
      await ownSavedSearch(app, request.user!.id, request.params.id);
      return toSavedSearch(await markSavedSearchSeen(app.db, request.params.id, now), 0);
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['saved-search'],
        operationId: 'deleteSavedSearch',
        summary: 'Delete a saved search (its alerts stop)',
        security: bearer,
        params: idParams,
        response: { 200: messageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await ownSavedSearch(app, request.user!.id, request.params.id);
      await deleteSavedSearch(app.db, request.params.id);
      return { message: app.t('savedSearch.deleted') };
    },
  );
};

export default savedSearchRoutes;
