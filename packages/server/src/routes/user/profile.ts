import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addressField,
  cityExists,
  loadUser,
  nameField,
  phoneField,
  scriptSchema,
  toUser,
  userSchema,
} from '../../accounts/index.ts';
import { users } from '../../db/schema/index.ts';
import { t } from '../../lib/i18n.ts';
import { bearer, errorResponses } from '../../lib/schemas.ts';

const newListingsField = z
  .enum(['immediate', 'daily', 'off'], { error: () => t('validation.newListingsPace') })
  .describe("a subscriber's new-listings e-mail: at most every 15 minutes, once a day, or never");

const preferencesSchema = z
  .object({ isEmail: z.boolean(), isNotification: z.boolean(), newListings: newListingsField })
  .meta({ id: 'Preferences' });

const preferenceColumns = {
  isEmail: users.isEmail,
  isNotification: users.isNotification,
  newListings: users.newListingsPace,
};

/** The signed-in user's profile and notification switches. */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        operationId: 'getMe',
        summary: 'The logged-in user',
        security: bearer,
        response: { 200: userSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const row = await loadUser(app.db, request.user!.id);
      if (!row) throw app.httpError(401, 'auth.invalidToken');
      return toUser(app, row);
    },
  );

  app.patch(
    '/profile',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        operationId: 'updateProfile',
        summary: 'Save the profile (only the fields sent change), the chosen script too',
        security: bearer,
        body: z.strictObject({
          firstName: nameField('validation.firstNameRequired').optional(),
          lastName: nameField('validation.lastNameRequired').optional(),
          phone: phoneField.optional(),
          address: addressField.optional(),
          city: z.uuid().nullable().optional(),
          script: scriptSchema.optional(),
        }),
        response: { 200: userSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { city, address, ...rest } = request.body;
      if (city && !(await cityExists(app.db, city))) throw app.httpError(400, 'user.cityNotFound');
      await app.db
        .update(users)
        .set({
          ...rest,
          ...(address !== undefined ? { address } : {}),
          ...(city !== undefined ? { cityId: city } : {}),
          updatedAt: app.clock.now(),
        })
        .where(eq(users.id, request.user!.id));
      return toUser(app, (await loadUser(app.db, request.user!.id))!);
    },
  );

  app.get(
    '/preferences',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        operationId: 'getPreferences',
        summary: 'The e-mail and push notification switches',
        security: bearer,
        response: { 200: preferencesSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const [prefs] = await app.db
        .select(preferenceColumns)
        .from(users)
        .where(eq(users.id, request.user!.id));
      return prefs!;
    },
  );

  app.patch(
    '/preferences',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        operationId: 'updatePreferences',
        summary: 'Save the notification switches and the new-listings pace (any of them)',
        security: bearer,
        body: z
          .strictObject({
            isEmail: z.boolean().optional(),
            isNotification: z.boolean().optional(),
            newListings: newListingsField.optional(),
          })
          .refine((b) => Object.values(b).some((v) => v !== undefined), {
            error: () => t('errors.validation'),
          }),
        response: { 200: preferencesSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { newListings, ...switches } = request.body;
      const [prefs] = await app.db
        .update(users)
        .set({
          ...switches,
          ...(newListings ? { newListingsPace: newListings } : {}),
          updatedAt: app.clock.now(),
        })
        .where(eq(users.id, request.user!.id))
        .returning(preferenceColumns);
      return prefs!;
    },
  );
};

export default profileRoutes;
