import { CONTACT_LIMITS } from '@autoberza/contract/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactMessages } from '../../db/schema/index.ts';
import { currentScript, t } from '../../lib/i18n.ts';
import { strictLimit } from '../../plugins/external/rate-limit.ts';
import { errorResponses, messageSchema, optionalBearer } from '../../lib/schemas.ts';

// The same limits as the app's form (docs/product.md, “Limits and constants”).
const { nameMin, nameMax, messageMin, messageMax } = CONTACT_LIMITS;

const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      onRequest: app.optionalAuth,
      config: { rateLimit: strictLimit(app) },
      schema: {
        tags: ['contact'],
        operationId: 'sendContactMessage',
        summary: 'A message to the operator: stored and mailed',
        security: optionalBearer,
        body: z.strictObject({
          name: z
            .string({ error: () => t('validation.nameRequired') })
            .trim()
            .min(1, { error: () => t('validation.nameRequired') })
            .min(nameMin, { error: () => t('validation.nameMin', { min: nameMin }) })
            .max(nameMax, { error: () => t('validation.nameMax', { max: nameMax }) }),
          email: z
            .string({ error: () => t('validation.emailRequired') })
            .trim()
            .min(1, { error: () => t('validation.emailRequired') })
            .max(254)
            .pipe(z.email({ error: () => t('validation.contactEmail') })),
          message: z
            .string({ error: () => t('validation.messageRequired') })
            .trim()
            .min(1, { error: () => t('validation.messageRequired') })
            .min(messageMin, { error: () => t('validation.messageMin', { min: messageMin }) })
            .max(messageMax, { error: () => t('validation.messageMax', { max: messageMax }) }),
        }),
        response: { 201: messageSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { name, email, message } = request.body;
      const operator = app.config.OPERATOR_EMAIL ?? app.config.ADMIN_EMAIL;
      await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contactMessages)
          .values({
            userId: request.user?.id ?? null,
            name,
            email,
            message,
            // The answer is mailed in it (a signed-in sender's setting, else the request's).
            script: currentScript(),
            createdAt: app.clock.now(),
          })
          .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
        // Without an operator address the message is still kept for the admin console.
        if (operator) {
          await app.mailer.enqueue(
            {
              to: operator,
              replyTo: email,
              template: 'contactOperator',
              // The operator reads the console's script: Latin (docs/decisions/049-*).
              script: 'sr-Latn',
              vars: { name, email, message, sentAt: row!.createdAt },
            },
            tx,
          );
        }
      });
      return reply.status(201).send({ message: t('contact.sent') });
    },
  );
};

export default contactRoutes;
