import { pathTo, paths, safeReturnPath } from '@autoberza/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addressField,
  cityExists,
  consumeOneTimeToken,
  emailField,
  findUserByEmail,
  hashPassword,
  isUniqueViolation,
  nameField,
  newOneTimeToken,
  normalizeEmail,
  phoneField,
  strongPassword,
  VERIFY_TOKEN_TTL,
  verifiedByToken,
  weakPasswordFor,
} from '../../accounts/index.ts';
import { oneTimeTokens, users } from '../../db/schema/index.ts';
import { chosenScript, currentScript, t } from '../../lib/i18n.ts';
import { ACCEPTED_VERSION } from '../../legal/index.ts';
import { errorResponses, messageSchema, noAuth } from '../../lib/schemas.ts';
import { strictLimit } from '../../plugins/external/rate-limit.ts';

/** Registration and the e-mail address check. */
const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register',
    {
      config: { rateLimit: strictLimit(app) },
      schema: {
        tags: ['user'],
        operationId: 'register',
        summary: 'Register a dealer account (pending until an admin approves it)',
        security: noAuth,
        body: z.strictObject({
          firstName: nameField('validation.firstNameRequired'),
          lastName: nameField('validation.lastNameRequired'),
          phone: phoneField,
          email: emailField,
          password: strongPassword,
          address: addressField,
          city: z.uuid({ error: () => t('validation.cityRequired') }),
          /** The page the person registered from (a path of this site; anything else is ignored). */
          returnTo: z.string().max(1000).optional(),
          acceptTerms: z
            .literal(true, { error: () => t('validation.termsRequired') })
            .describe('the person accepts the terms of use and the privacy notice'),
        }),
        response: { 201: messageSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (!(await cityExists(app.db, body.city))) throw app.httpError(400, 'user.cityNotFound');
      if (await findUserByEmail(app.db, body.email)) throw app.httpError(409, 'user.emailTaken');
      const weak = weakPasswordFor(body.password, body);
      if (weak) throw app.httpError(400, weak);
      const passwordHash = await hashPassword(body.password);
      const { token, tokenHash } = newOneTimeToken();
      const now = app.clock.now();
      // The mails follow the script the person registers in; it is kept (for the mails that
      // come later, approval first) only when the request chose it (docs/decisions/049-*).
      const chosen = chosenScript(request.headers);
      const script = chosen ?? currentScript();
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
              createdAt: now,
              updatedAt: now,
              registeredFrom: safeReturnPath(body.returnTo) ?? null,
              termsAcceptedAt: now,
              termsVersion: ACCEPTED_VERSION,
              script: chosen,
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
              script,
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
        security: noAuth,
        body: z.strictObject({
          token: z
            .string()
            .min(1, { error: () => t('validation.tokenRequired') })
            .max(200),
        }),
        response: { 200: messageSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request) => {
      await app.db.transaction(async (tx) => {
        const userId = await consumeOneTimeToken(
          tx,
          request.body.token,
          'verify_email',
          app.clock.now(),
        );
        if (!userId) {
          // The link opened a second time: its address is verified, which is no error.
          if (await verifiedByToken(tx, request.body.token))
            throw app.httpError(409, 'user.emailAlreadyVerified');
          throw app.httpError(400, 'user.tokenInvalid');
        }
        await tx
          .update(users)
          .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${app.clock.now()})` })
          .where(eq(users.id, userId));
      });
      return { message: t('user.emailVerified') };
    },
  );
};

export default registrationRoutes;
