import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brands, cars, models, subscriptions, users } from '../../db/schema/index.ts';
import { t } from '../../lib/i18n.ts';
import { recordAudit } from '../../audit/log.ts';
import {
  activateSubscription,
  cancelSubscription,
  subscriptionSearch,
} from '../../subscriptions/admin.ts';
import { removeCar } from '../car/manage.ts';
import {
  bearer,
  errorResponses,
  idParams,
  messageSchema,
  pageInfo,
  paged,
  pageQuery,
} from '../schemas.ts';
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

/**
 * Admin: subscriptions (list, mark paid / extend, cancel) and removal of a listing with a
 * reason mailed to the seller (D13). Registered under /api/admin.
 */
const adminSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: the caller is checked before the body is parsed or validated.
  app.addHook('onRequest', app.requireAdmin);

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

  app.delete(
    '/cars/:id',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminRemoveCar',
        summary: 'Remove a listing; the reason is mailed to the seller',
        security: bearer,
        params: idParams,
        body: z.strictObject({
          reason: z
            .string({ error: () => t('subscription.reasonRequired') })
            .trim()
            .min(1, { error: () => t('subscription.reasonRequired') })
            .max(1000),
        }),
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const [car] = await app.db
        .select({
          id: cars.id,
          email: users.email,
          firstName: users.firstName,
          brandName: brands.name,
          modelName: models.name,
          label: cars.label,
        })
        .from(cars)
        .innerJoin(users, eq(cars.userId, users.id))
        .innerJoin(brands, eq(cars.brandId, brands.id))
        .innerJoin(models, eq(cars.modelId, models.id))
        .where(eq(cars.id, request.params.id));
      if (!car) throw app.httpError(404, 'car.notFound');
      const title = `${car.brandName} ${car.modelName}${car.label ? ` (${car.label})` : ''}`;
      const removed = await removeCar(app, car.id, async (tx) => {
        await app.mailer.enqueue(
          {
            to: car.email,
            template: 'listingRemoved',
            vars: { firstName: car.firstName, title, reason: request.body.reason },
          },
          tx,
        );
        await recordAudit(tx, {
          actorId: request.user!.id,
          action: 'car.remove',
          target: { kind: 'car', id: car.id, label: `${title} (${car.email})` },
          reason: request.body.reason,
          at: app.clock.now(),
        });
      });
      // Removed by someone else in the meantime.
      if (!removed) throw app.httpError(404, 'car.notFound');
      return { message: app.t('car.removed') };
    },
  );
};

export default adminSubscriptionRoutes;
