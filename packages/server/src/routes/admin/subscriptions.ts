import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { subscriptions, users } from '../../db/schema/index.ts';
import { t } from '../../lib/i18n.ts';
import {
  activateSubscription,
  cancelSubscription,
  subscriptionSearch,
} from '../../subscriptions/index.ts';
import {
  bearer,
  errorResponses,
  idParams,
  messageSchema,
  pageInfo,
  paged,
  pageQuery,
} from '../../lib/schemas.ts';
import { subscriptionSchema, SUBSCRIPTION_PAYMENT, toSubscription } from '../user/subscription.ts';

const adminSubscriptionSchema = subscriptionSchema
  .extend({
    user: z.object({
      _id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
    }),
    price: z.number().describe('What a month costs now, in dinars (the payment form default)'),
  })
  .meta({ id: 'AdminSubscription' });

const activateBody = z.strictObject({
  months: z.number().int().min(1).max(24).default(SUBSCRIPTION_PAYMENT.months),
  paidOn: z.iso.date({ error: () => t('subscription.paidOnInvalid') }).describe('YYYY-MM-DD'),
  amount: z
    .number({ error: () => t('subscription.amountInvalid') })
    .positive({ error: () => t('subscription.amountInvalid') })
    .max(10_000_000, { error: () => t('subscription.amountInvalid') })
    .multipleOf(0.01, { error: () => t('subscription.amountInvalid') })
    .describe('In dinars'),
});

/** Admin: subscriptions (list, mark paid / extend, cancel). Registered under /api/admin. */
const adminSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/subscriptions',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminGetSubscriptions',
        summary: 'Subscriptions, newest first, optionally of one status',
        security: bearer,
        querystring: z.object({
          ...pageQuery,
          status: z.preprocess(
            (v) => (v === '' ? undefined : v),
            z.enum(['pending', 'active', 'expired', 'cancelled']).optional(),
          ),
          q: z
            .string()
            .trim()
            .max(100)
            .optional()
            .describe('Reference number (spaces and dashes ignored) or part of the e-mail'),
        }),
        response: { 200: paged(adminSubscriptionSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, limit, status, q } = request.query;
      const where = and(
        status ? eq(subscriptions.status, status) : undefined,
        q ? subscriptionSearch(q) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        app.db
          .select({ sub: subscriptions, user: users })
          .from(subscriptions)
          .innerJoin(users, eq(subscriptions.userId, users.id))
          .where(where)
          .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
          .limit(limit)
          .offset((page - 1) * limit),
        app.db
          .select({ n: count() })
          .from(subscriptions)
          .innerJoin(users, eq(subscriptions.userId, users.id))
          .where(where),
      ]);
      return {
        data: rows.map(({ sub, user }) => ({
          ...toSubscription(sub),
          user: {
            _id: user.id,
            firstName: user.firstName,
            lastName: user.lastName,
            email: user.email,
          },
          price: app.config.SUBSCRIPTION_PRICE_RSD,
        })),
        ...pageInfo(Number(total?.n ?? 0), page, limit),
      };
    },
  );

  app.post(
    '/subscriptions/:id/activate',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminActivateSubscription',
        summary: 'Record a payment: a pending subscription starts now, an active one is extended',
        security: bearer,
        params: idParams,
        body: activateBody,
        response: {
          200: messageSchema.extend({ subscription: subscriptionSchema }),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const { months, paidOn, amount } = request.body;
      const result = await activateSubscription(app, {
        subscriptionId: request.params.id,
        actorId: request.user!.id,
        months,
        paidOn,
        amount,
      });
      return {
        message: app.t(result.extended ? 'subscription.extended' : 'subscription.activated'),
        subscription: toSubscription(result.updated),
      };
    },
  );

  app.post(
    '/subscriptions/:id/cancel',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminCancelSubscription',
        summary: 'Cancel a pending or active subscription',
        security: bearer,
        params: idParams,
        body: z
          .strictObject({
            reason: z.string().trim().max(1000).optional().describe('Kept in the audit log'),
          })
          .nullish(),
        response: {
          200: messageSchema.extend({ subscription: subscriptionSchema }),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const updated = await cancelSubscription(app, {
        subscriptionId: request.params.id,
        actorId: request.user!.id,
        reason: request.body?.reason,
      });
      return { message: app.t('subscription.cancelled'), subscription: toSubscription(updated) };
    },
  );
};

export default adminSubscriptionRoutes;
