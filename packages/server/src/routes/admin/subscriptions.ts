import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brands, cars, models, subscriptions, users } from '../../db/schema/index.ts';
import { t } from '../../lib/i18n.ts';
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

const MONTH_DAYS = 30;
const DAY = 86_400_000;

const adminSubscriptionSchema = subscriptionSchema
  .extend({
    user: z.object({
      _id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
    }),
  })
  .meta({ id: 'AdminSubscription' });

/**
 * Admin: subscriptions (list, mark paid / extend, cancel) and removal of a listing with a
 * reason mailed to the seller (docs/product.md, “Admin console”). Registered under /api/admin.
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
        }),
        response: { 200: paged(adminSubscriptionSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, limit, status } = request.query;
      const where: SQL | undefined = status ? eq(subscriptions.status, status) : undefined;
      const [rows, [total]] = await Promise.all([
        app.db
          .select({ sub: subscriptions, user: users })
          .from(subscriptions)
          .innerJoin(users, eq(subscriptions.userId, users.id))
          .where(where)
          .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
          .limit(limit)
          .offset((page - 1) * limit),
        app.db.select({ n: count() }).from(subscriptions).where(where),
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
        summary: 'Mark paid: a pending one starts now; an active one is extended',
        security: bearer,
        params: idParams,
        body: z
          .strictObject({
            months: z.number().int().min(1).max(24).default(SUBSCRIPTION_PAYMENT.months),
          })
          .optional(),
        response: {
          200: messageSchema.extend({ subscription: subscriptionSchema }),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const months = request.body?.months ?? SUBSCRIPTION_PAYMENT.months;
      const now = app.clock.now();
      const result = await app.db.transaction(async (tx) => {
        const [sub] = await tx
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.id, request.params.id))
          .for('update');
        if (!sub) throw app.httpError(404, 'subscription.notFound');
        const running = sub.status === 'active' && sub.endDate !== null && sub.endDate > now;
        if (sub.status !== 'pending' && !running) {
          throw app.httpError(409, 'subscription.notActivatable', {
            status: t(`subscription.statuses.${sub.status}`),
          });
        }
        const from = running ? sub.endDate! : now;
        const endDate = new Date(from.getTime() + months * MONTH_DAYS * DAY);
        const [updated] = await tx
          .update(subscriptions)
          .set({
            status: 'active',
            startDate: running ? sub.startDate : now,
            endDate,
            updatedAt: now,
          })
          .where(eq(subscriptions.id, sub.id))
          .returning();
        const [user] = await tx
          .select({ email: users.email, firstName: users.firstName })
          .from(users)
          .where(eq(users.id, sub.userId));
        await app.mailer.enqueue(
          {
            to: user!.email,
            template: 'subscriptionActivated',
            vars: { firstName: user!.firstName, endDate },
          },
          tx,
        );
        return { updated: updated!, extended: running };
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
        response: {
          200: messageSchema.extend({ subscription: subscriptionSchema }),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const [sub] = await app.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, request.params.id));
      if (!sub) throw app.httpError(404, 'subscription.notFound');
      if (sub.status !== 'pending' && sub.status !== 'active') {
        throw app.httpError(409, 'subscription.notCancellable', {
          status: t(`subscription.statuses.${sub.status}`),
        });
      }
      const [updated] = await app.db
        .update(subscriptions)
        .set({ status: 'cancelled', updatedAt: app.clock.now() })
        .where(eq(subscriptions.id, sub.id))
        .returning();
      return { message: app.t('subscription.cancelled'), subscription: toSubscription(updated!) };
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
      const removed = await removeCar(app, car.id, (tx) =>
        app.mailer.enqueue(
          {
            to: car.email,
            template: 'listingRemoved',
            vars: {
              firstName: car.firstName,
              title: `${car.brandName} ${car.modelName}${car.label ? ` (${car.label})` : ''}`,
              reason: request.body.reason,
            },
          },
          tx,
        ),
      );
      // Removed by someone else in the meantime.
      if (!removed) throw app.httpError(404, 'car.notFound');
      return { message: app.t('car.removed') };
    },
  );
};

export default adminSubscriptionRoutes;
