import { pathTo, paths } from '@autoberza/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmMatches,
  consumeOneTimeToken,
  emailField,
  findUserByEmail,
  findUserById,
  hashPassword,
  newResetLink,
  setPassword,
  setPasswordByLink,
  strongPassword,
  strongPasswordRule,
  verifyPassword,
  weakPasswordFor,
} from '../../accounts/index.ts';
import { currentScript, t } from '../../lib/i18n.ts';
import { bearer, errorResponses, messageSchema, noAuth } from '../../lib/schemas.ts';
import { strictLimit } from '../../plugins/external/rate-limit.ts';

/** The password: recovery by mail, a new one with the mailed token, a change while signed in. */
const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/recovery',
    {
      config: { rateLimit: strictLimit(app) },
      schema: {
        tags: ['user'],
        operationId: 'requestPasswordRecovery',
        summary: 'Mail a link to set a new password (valid 1 hour, single use)',
        security: noAuth,
        body: z.strictObject({ email: emailField }),
        response: { 200: messageSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const user = await findUserByEmail(app.db, request.body.email);
      // docs/product.md, “Throttling”: the message is shown; rate limits curb enumeration.
      if (!user) throw app.httpError(404, 'user.recoveryUnknownEmail');
      const now = app.clock.now();
      await app.db.transaction(async (tx) => {
        // A new link replaces every earlier one.
        const token = await newResetLink(tx, user.id, now);
        await app.mailer.enqueue(
          {
            to: user.email,
            template: 'recovery',
            // Their setting, else the script they are asking in (docs/decisions/049-*).
            script: user.script ?? currentScript(),
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
        security: noAuth,
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
        const userId = await consumeOneTimeToken(tx, request.body.token, 'password_reset', now);
        if (!userId) throw app.httpError(400, 'user.tokenInvalid');
        const person = await findUserById(tx, userId);
        // Refused before anything is written: the link still works for a better password.
        const weak = person && weakPasswordFor(request.body.password, person);
        if (weak) throw app.httpError(400, weak);
        // Every other open link ends with it; following the mailed link proves the address.
        const updated = await setPasswordByLink(tx, userId, passwordHash, now);
        // The owner proved control of the address: guesses by others no longer hold them back.
        if (updated) await app.loginThrottle.reset(updated.email);
      });
      return { message: t('user.passwordSet') };
    },
  );

  app.post(
    '/change-password',
    {
      onRequest: app.authenticate,
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
      const user = await findUserById(app.db, request.user!.id);
      if (!user || !(await verifyPassword(user.passwordHash, request.body.oldPassword))) {
        throw app.httpError(400, 'user.oldPasswordWrong');
      }
      const weak = weakPasswordFor(request.body.newPassword, user);
      if (weak) throw app.httpError(400, weak);
      // Every other session ends, and every reset link mailed before.
      const updated = await setPassword(
        app.db,
        user.id,
        await hashPassword(request.body.newPassword),
        app.clock.now(),
      );
      return { message: t('user.passwordChanged'), token: await app.issueToken(updated!) };
    },
  );
};

export default passwordRoutes;
