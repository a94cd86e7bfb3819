import { pathTo, paths } from '@autoberza/contract';
import type { FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cities, oneTimeTokens, users } from '../../db/schema/index.ts';
import { findUserByEmail, normalizeEmail } from '../../lib/accounts.ts';
import { t } from '../../lib/i18n.ts';
import {
  burnPasswordCheck,
  hashPassword,
  loginPassword,
  strongPassword,
  strongPasswordRule,
  verifyPassword,
} from '../../lib/passwords.ts';
import { TERMS_VERSION } from '../../lib/terms.ts';
import { hashToken, newOneTimeToken } from '../../lib/tokens.ts';
import { strictLimit } from '../../plugins/external/rate-limit.ts';
import { bearer, errorResponses, idParams, messageSchema, refSchema } from '../schemas.ts';
import imageRoute from './image.ts';
import logoutRoute from './logout.ts';
import {
  emailField,
  loadUser,
  nameField,
  phoneField,
  publicUserSchema,
  toPublicUser,
  toUser,
  userSchema,
} from './shared.ts';

const HOUR = 3_600_000;
export const RESET_TOKEN_TTL = HOUR;
export const VERIFY_TOKEN_TTL = 48 * HOUR;

const loginResponse = z
  .object({
    token: z.string(),
    role: z.enum(['user', 'admin']),
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    address: z.string().nullable(),
    city: refSchema.nullable(),
    email: z.string(),
    image: z.string().nullable(),
  })
  .meta({ id: 'LoginResponse' });

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

const addressField = z
  .string()
  .trim()
  .max(200)
  .nullish()
  .transform((v) => (v ? v : null));

const confirmMatches = (password: string, confirm: string | undefined) =>
  confirm === undefined || confirm === password;

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  async function cityExists(id: string): Promise<boolean> {
    const [city] = await app.db.select({ id: cities.id }).from(cities).where(eq(cities.id, id));
    return city !== undefined;
  }

  /** Marks a one-time token used, exactly once; returns its user or undefined when invalid, used or expired. */
  async function consumeToken(
    tx: Parameters<Parameters<typeof app.db.transaction>[0]>[0],
    token: string,
    kind: 'verify_email' | 'password_reset',
  ): Promise<string | undefined> {
    const [row] = await tx
      .update(oneTimeTokens)
      .set({ usedAt: app.clock.now() })
      .where(
        and(
          eq(oneTimeTokens.tokenHash, hashToken(token)),
          eq(oneTimeTokens.kind, kind),
          isNull(oneTimeTokens.usedAt),
          gt(oneTimeTokens.expiresAt, app.clock.now()),
        ),
      )
      .returning({ userId: oneTimeTokens.userId });
    return row?.userId;
  }

  app.post(
    '/login',
    {
      config: { rateLimit: strictLimit(app) },
      schema: {
        tags: ['user'],
        operationId: 'login',
        summary: 'Log in with e-mail and password',
        body: z.strictObject({ email: emailField, password: loginPassword }),
        response: { 200: loginResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const user = await findUserByEmail(app.db, email);
      // Per account, whatever the address (the route's own limit is per address).
      const device = await app.loginThrottle.check(request, email, user?.id);
      if (!user) {
        await burnPasswordCheck(password);
        await app.loginThrottle.failed(email, device);
        throw app.httpError(401, 'auth.invalidCredentials');
      }
      if (!(await verifyPassword(user.passwordHash, password))) {
        await app.loginThrottle.failed(email, device);
        throw app.httpError(401, 'auth.invalidCredentials');
      }
      await app.loginThrottle.succeeded(reply, email, user.id, device);
      if (user.status !== 'approved') throw app.httpError(403, `auth.status.${user.status}`);
      const row = await loadUser(app.db, user.id);
      const profile = toUser(app, row!);
      return {
        token: await app.issueToken(user),
        role: user.role,
        id: user.id,
        firstName: profile.firstName,
        lastName: profile.lastName,
        phone: profile.phone,
        address: profile.address,
        city: profile.city,
        email: profile.email,
        image: profile.image,
      };
    },
  );

  app.post(
    '/register',
    {
      config: { rateLimit: strictLimit(app) },
      schema: {
        tags: ['user'],
        operationId: 'register',
        summary: 'Register a dealer account (pending until an admin approves it)',
        body: z.strictObject({
          firstName: nameField('validation.firstNameRequired'),
          lastName: nameField('validation.lastNameRequired'),
          phone: phoneField,
          email: emailField,
          password: strongPassword,
          address: addressField,
          city: z.uuid({ error: () => t('validation.cityRequired') }),
          acceptTerms: z
            .literal(true, { error: () => t('validation.termsRequired') })
            .describe('the person accepts the terms of use and the privacy notice'),
        }),
        response: { 201: messageSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (!(await cityExists(body.city))) throw app.httpError(400, 'user.cityNotFound');
      if (await findUserByEmail(app.db, body.email)) throw app.httpError(409, 'user.emailTaken');
      const passwordHash = await hashPassword(body.password);
      const { token, tokenHash } = newOneTimeToken();
      const now = app.clock.now();
      try {
        await app.db.transaction(async (tx) => {
          const [user] = await tx
            .insert(users)
            .values({
              email: normalizeEmail(body.email),
              passwordHash,
              firstName: body.firstName,
              lastName: body.lastName,
              phone: body.phone,
              address: body.address,
              cityId: body.city,
              passwordChangedAt: now,
              termsAcceptedAt: now,
              termsVersion: TERMS_VERSION,
            })
            .returning({ id: users.id });
          await tx.insert(oneTimeTokens).values({
            userId: user!.id,
            kind: 'verify_email',
            tokenHash,
            expiresAt: new Date(now.getTime() + VERIFY_TOKEN_TTL),
          });
          await app.mailer.enqueue(
            {
              to: normalizeEmail(body.email),
              template: 'verify',
              vars: {
                firstName: body.firstName,
                link: `${app.config.APP_URL}${pathTo(paths.verifyEmail, { token })}`,
              },
            },
            tx,
          );
        });
      } catch (error) {
        // Two registrations racing for one address: the unique index decides.
        if (isUniqueViolation(error)) throw app.httpError(409, 'user.emailTaken');
        throw error;
      }
      return reply.status(201).send({ message: t('user.registered') });
    },
  );

  app.post(
    '/verify-email',
    {
      config: { rateLimit: strictLimit(app) },
      schema: {
        tags: ['user'],
        operationId: 'verifyEmail',
        summary: 'Confirm the e-mail address with the token from the verification mail',
        body: z.strictObject({
          token: z
            .string()
            .min(1, { error: () => t('validation.tokenRequired') })
            .max(200),
        }),
        response: { 200: messageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await app.db.transaction(async (tx) => {
        const userId = await consumeToken(tx, request.body.token, 'verify_email');
        if (!userId) throw app.httpError(400, 'user.tokenInvalid');
        await tx
          .update(users)
          .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${app.clock.now()})` })
          .where(eq(users.id, userId));
      });
      return { message: t('user.emailVerified') };
    },
  );

  app.post(
    '/recovery',
    {
      config: { rateLimit: strictLimit(app) },
      schema: {
        tags: ['user'],
        operationId: 'requestPasswordRecovery',
        summary: 'Mail a link to set a new password (valid 1 hour, single use)',
        body: z.strictObject({ email: emailField }),
        response: { 200: messageSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const user = await findUserByEmail(app.db, request.body.email);
      // D15: the spec's catalogue shows this message; rate limits curb enumeration.
      if (!user) throw app.httpError(404, 'user.recoveryUnknownEmail');
      const { token, tokenHash } = newOneTimeToken();
      const now = app.clock.now();
      await app.db.transaction(async (tx) => {
        // A new link replaces every earlier one.
        await tx
          .update(oneTimeTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(oneTimeTokens.userId, user.id),
              eq(oneTimeTokens.kind, 'password_reset'),
              isNull(oneTimeTokens.usedAt),
            ),
          );
        await tx.insert(oneTimeTokens).values({
          userId: user.id,
          kind: 'password_reset',
          tokenHash,
          expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL),
        });
        await app.mailer.enqueue(
          {
            to: user.email,
            template: 'recovery',
            vars: {
              firstName: user.firstName,
              link: `${app.config.APP_URL}${pathTo(paths.newPassword, { token })}`,
            },
          },
          tx,
        );
      });
      return { message: t('user.recoverySent') };
    },
  );

  app.post(
    '/recovery-account',
    {
      config: { rateLimit: strictLimit(app) },
      schema: {
        tags: ['user'],
        operationId: 'recoverAccount',
        summary: 'Set a new password with the token from the recovery mail',
        body: z
          .strictObject({
            token: z
              .string()
              .min(1, { error: () => t('validation.tokenRequired') })
              .max(200),
            password: strongPassword,
            confirmPassword: z.string().optional(),
          })
          .refine((b) => confirmMatches(b.password, b.confirmPassword), {
            error: () => t('validation.passwordsDoNotMatch'),
            path: ['confirmPassword'],
          }),
        response: { 200: messageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const passwordHash = await hashPassword(request.body.password);
      const now = app.clock.now();
      await app.db.transaction(async (tx) => {
        const userId = await consumeToken(tx, request.body.token, 'password_reset');
        if (!userId) throw app.httpError(400, 'user.tokenInvalid');
        const [updated] = await tx
          .update(users)
          .set({
            passwordHash,
            passwordChangedAt: now,
            tokenVersion: sql`${users.tokenVersion} + 1`,
            // Following the mailed link proves the address.
            emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})`,
            updatedAt: now,
          })
          .where(eq(users.id, userId))
          .returning({ email: users.email });
        // The owner proved control of the address: guesses by others no longer hold them back.
        if (updated) await app.loginThrottle.reset(updated.email);
      });
      return { message: t('user.passwordSet') };
    },
  );

  app.post(
    '/change-password',
    {
      preHandler: app.authenticate,
      // Per account: checked after authentication, keyed by the signed-in user.
      config: {
        rateLimit: {
          ...strictLimit(app),
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) =>
            `change-password:${request.user?.id ?? request.ip}`,
        },
      },
      schema: {
        tags: ['user'],
        operationId: 'changePassword',
        summary: 'Change the password; every other session ends, the answer carries a new token',
        security: bearer,
        body: z
          .strictObject({
            oldPassword: z
              .string({ error: () => t('validation.passwordRequired') })
              .min(8, { error: () => t('validation.oldPasswordMin') })
              .max(200),
            newPassword: strongPasswordRule('validation.newPasswordMin'),
            confirmPassword: z.string().optional(),
          })
          .refine((b) => confirmMatches(b.newPassword, b.confirmPassword), {
            error: () => t('validation.passwordsDoNotMatch'),
            path: ['confirmPassword'],
          }),
        response: {
          200: messageSchema.extend({ token: z.string() }),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request) => {
      const [user] = await app.db.select().from(users).where(eq(users.id, request.user!.id));
      if (!user || !(await verifyPassword(user.passwordHash, request.body.oldPassword))) {
        throw app.httpError(400, 'user.oldPasswordWrong');
      }
      const now = app.clock.now();
      const [updated] = await app.db
        .update(users)
        .set({
          passwordHash: await hashPassword(request.body.newPassword),
          passwordChangedAt: now,
          tokenVersion: sql`${users.tokenVersion} + 1`,
          updatedAt: now,
        })
        .where(eq(users.id, user.id))
        .returning();
      return { message: t('user.passwordChanged'), token: await app.issueToken(updated!) };
    },
  );

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
      if (city && !(await cityExists(city))) throw app.httpError(400, 'user.cityNotFound');
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
      preHandler: app.authenticate,
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

  await app.register(imageRoute);
  await app.register(logoutRoute);

  app.get(
    '/:id',
    {
      preHandler: app.browseAuth,
      schema: {
        tags: ['user'],
        operationId: 'getUserById',
        summary: "A seller's public profile (never e-mail or address)",
        security: bearer,
        params: idParams,
        response: { 200: publicUserSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await loadUser(app.db, request.params.id);
      const visible = row && (row.user.status === 'approved' || request.user?.role === 'admin');
      if (!visible) throw app.httpError(404, 'user.notFound');
      return toPublicUser(app, row);
    },
  );
};

export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export default userRoutes;
