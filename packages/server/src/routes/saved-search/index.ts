import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { savedSearches, users } from '../../db/schema/index.ts';
import {
  alertSchema,
  matchColumns,
  MAX_SAVED_SEARCHES,
  newMatches,
  resolveViewer,
  savedFiltersSchema,
  savedSearchNameSchema,
  savedSearchSchema,
  storedFilters,
  toSavedSearch,
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
  const s = savedSearches;

  async function own(userId: string, id: string) {
    const [row] = await app.db
      .select()
      .from(s)
      .where(and(eq(s.id, id), eq(s.userId, userId)));
    if (!row) throw app.httpError(404, 'savedSearch.notFound');
    return row;
  }

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
      const rows = await app.db
        .select()
        .from(s)
        .where(eq(s.userId, request.user!.id))
        .orderBy(asc(s.createdAt), asc(s.id));
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
      const { name, filters, alert } = request.body;
      const userId = request.user!.id;
      const now = app.clock.now();
      const viewer = await resolveViewer(app.db, request.user, now);
      if (usesAdvanced(filters) && !viewer.seesEverything)
        throw app.httpError(403, 'car.subscriptionFeature');
      const row = await app.db.transaction(async (tx) => {
        // Lock the user so two saves at once cannot both pass the limit.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [existing] = await tx.select({ n: count() }).from(s).where(eq(s.userId, userId));
        if ((existing?.n ?? 0) >= MAX_SAVED_SEARCHES)
          throw app.httpError(409, 'savedSearch.limit', { max: MAX_SAVED_SEARCHES });
        const [created] = await tx
          .insert(s)
          .values({
            userId,
            name,
            alert,
            filters: storedFilters(filters),
            ...matchColumns(filters),
            lastSeenAt: now,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        return created!;
      });
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
      await own(request.user!.id, request.params.id);
      const [row] = await app.db
        .update(s)
        .set({ ...request.body, updatedAt: now })
        .where(eq(s.id, request.params.id))
        .returning();
      const viewer = await resolveViewer(app.db, request.user, now);
      return toSavedSearch(row!, await newMatches(app, row!, viewer, now));
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
      await own(request.user!.id, request.params.id);
      const [row] = await app.db
        .update(s)
        .set({ lastSeenAt: now })
        .where(eq(s.id, request.params.id))
        .returning();
      return toSavedSearch(row!, 0);
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
      await own(request.user!.id, request.params.id);
      await app.db.delete(s).where(eq(s.id, request.params.id));
      return { message: app.t('savedSearch.deleted') };
    },
  );
};

export default savedSearchRoutes;
