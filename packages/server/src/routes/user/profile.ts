import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addressField,
  cityExists,
  loadUser,
  nameField,
  phoneField,
  toUser,
  userSchema,
} from '../../accounts/index.ts';
import { users } from '../../db/schema/index.ts';
import { t } from '../../lib/i18n.ts';
import { bearer, errorResponses } from '../../lib/schemas.ts';

const preferencesSchema = z
  .object({ isEmail: z.boolean(), isNotification: z.boolean() })
  .meta({ id: 'Preferences' });

/** The signed-in user's profile and notification switches. */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      preHandler: app.authenticate,
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
      preHandler: app.authenticate,
      schema: {
        tags: ['user'],
        operationId: 'updateProfile',
        summary: 'Save the profile (only the fields sent change)',
        security: bearer,
        body: z.strictObject({
          firstName: nameField('validation.firstNameRequired').optional(),
          lastName: nameField('validation.lastNameRequired').optional(),
          phone: phoneField.optional(),
          address: addressField.optional(),
          city: z.uuid().nullable().optional(),
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
      preHandler: app.authenticate,
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
        .select({ isEmail: users.isEmail, isNotification: users.isNotification })
        .from(users)
        .where(eq(users.id, request.user!.id));
      return prefs!;
    },
  );

  app.patch(
    '/preferences',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['user'],
        operationId: 'updatePreferences',
        summary: 'Save the e-mail and push notification switches (either or both)',
        security: bearer,
        body: z
          .strictObject({ isEmail: z.boolean().optional(), isNotification: z.boolean().optional() })
          .refine((b) => b.isEmail !== undefined || b.isNotification !== undefined, {
            error: () => t('errors.validation'),
          }),
        response: { 200: preferencesSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const [prefs] = await app.db
        .update(users)
        .set({ ...request.body, updatedAt: app.clock.now() })
        .where(eq(users.id, request.user!.id))
        .returning({ isEmail: users.isEmail, isNotification: users.isNotification });
      return prefs!;
    },
  );
};

export default profileRoutes;
