import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formatDinars } from '@autoberza/contract/format';
import { z } from 'zod';
import { subscriptions, users } from '../../db/schema/index.ts';
import { bearer, errorResponses } from '../../lib/schemas.ts';
import { newSubscriptionReference, SUBSCRIPTION_MONTH_DAYS } from '../../subscriptions/index.ts';

/**
 * A subscription's default length. The payment details (bank transfer with model 97 to the
 * operator's account) come from config: SUBSCRIPTION_PRICE_RSD, PAYMENT_RECIPIENT,
 * PAYMENT_ACCOUNT.
 */
export const SUBSCRIPTION_PAYMENT = { months: 1 } as const;

export const subscriptionSchema = z
  .object({
    _id: z.string(),
    status: z.enum(['pending', 'active', 'expired', 'cancelled']),
    startDate: z.iso.datetime().nullable(),
    endDate: z.iso.datetime().nullable(),
    referenceNumber: z.string().describe('Poziv na broj (model 97)'),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Subscription' });

export const paymentSchema = z
  .object({
    recipient: z.string(),
    account: z.string(),
    amount: z.string().describe('Formatted, e.g. "2.400,00 RSD"'),
    model: z.literal('97'),
    referenceNumber: z.string(),
    purpose: z.string(),
  })
  .meta({ id: 'SubscriptionPayment' });

const offerSchema = z
  .object({
    amount: z.string().describe('What one period costs, formatted, e.g. "2.400,00 RSD"'),
    days: z.number().int().describe('How many days one paid period lasts'),
  })
  .meta({ id: 'SubscriptionOffer' });

const subscriptionState = z
  .object({
    subscription: subscriptionSchema.nullable(),
    /** True when the subscription is active now (immediate listings, advanced search). */
    isActive: z.boolean(),
    payment: paymentSchema.nullable(),
    /** The price and period, shown before a user asks for a subscription. */
    offer: offerSchema,
  })
  .meta({ id: 'SubscriptionState' });

type SubscriptionRow = typeof subscriptions.$inferSelect;

export function toSubscription(row: SubscriptionRow): z.infer<typeof subscriptionSchema> {
  return {
    _id: row.id,
    status: row.status,
    startDate: row.startDate?.toISOString() ?? null,
    endDate: row.endDate?.toISOString() ?? null,
    referenceNumber: row.referenceNumber,
    createdAt: row.createdAt.toISOString(),
  };
}

export function paymentFor(app: FastifyInstance, referenceNumber: string) {
  return {
    recipient: app.config.PAYMENT_RECIPIENT,
    account: app.config.PAYMENT_ACCOUNT,
    amount: formatDinars(app.config.SUBSCRIPTION_PRICE_RSD),
    model: '97' as const,
    referenceNumber,
    purpose: app.t('subscription.purpose'),
  };
}

function stateOf(app: FastifyInstance, row: SubscriptionRow | undefined) {
  const now = app.clock.now();
  const isActive =
    row?.status === 'active' &&
    row.startDate !== null &&
    row.endDate !== null &&
    row.startDate <= now &&
    row.endDate > now;
  return {
    subscription: row ? toSubscription(row) : null,
    isActive,
    payment: row?.status === 'pending' ? paymentFor(app, row.referenceNumber) : null,
    offer: {
      amount: formatDinars(app.config.SUBSCRIPTION_PRICE_RSD),
      days: SUBSCRIPTION_MONTH_DAYS,
    },
  };
}

/** GET|POST /user/subscription (docs/product.md, “Subscriptions”). */
const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const latest = async (userId: string) => {
    const [row] = await app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .orderBy(desc(subscriptions.createdAt))
      .limit(1);
    return row;
  };

  app.get(
    '/subscription',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        operationId: 'getSubscription',
        summary: 'The latest subscription and, while it waits for payment, how to pay',
        security: bearer,
        response: { 200: subscriptionState, ...errorResponses(401, 403) },
      },
    },
    async (request) => stateOf(app, await latest(request.user!.id)),
  );

  app.post(
    '/subscription',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        operationId: 'requestSubscription',
        summary:
          'Ask for a subscription: issues a payment reference (model 97) and mails the payment details',
        security: bearer,
        response: {
          200: subscriptionState.describe(
            'An open (pending or active) subscription already exists',
          ),
          201: subscriptionState,
          ...errorResponses(401, 403),
        },
      },
    },
    async (request, reply) => {
      // An administrator sees every advert and filter already; a subscription would be a payment
      // for nothing, activated in the console by administrators (docs/decisions/031-guarded-routes.md).
      if (request.user!.role === 'admin') throw app.httpError(403, 'subscription.notForAdmins');
      const userId = request.user!.id;
      const now = app.clock.now();
      const created = await app.db.transaction(async (tx) => {
        // One open subscription per user: lock the user row so two requests cannot both create one.
        const [user] = await tx
          .select({ email: users.email, firstName: users.firstName })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        const [open] = await tx
          .select()
          .from(subscriptions)
          .where(
            and(
              eq(subscriptions.userId, userId),
              inArray(subscriptions.status, ['pending', 'active']),
            ),
          )
          .orderBy(desc(subscriptions.createdAt))
          .limit(1);
        if (open && !(open.status === 'active' && open.endDate && open.endDate <= now))
          return undefined;
        const referenceNumber = newSubscriptionReference();
        const [row] = await tx
          .insert(subscriptions)
          .values({ userId, referenceNumber, createdAt: now, updatedAt: now })
          .returning();
        const payment = paymentFor(app, referenceNumber);
        await app.mailer.enqueue(
          {
            to: user!.email,
            template: 'subscriptionRequested',
            vars: {
              firstName: user!.firstName,
              referenceNumber: `97 ${referenceNumber}`,
              amount: payment.amount,
              recipient: payment.recipient,
              account: payment.account,
              purpose: payment.purpose,
            },
          },
          tx,
        );
        return row;
      });
      if (!created) return reply.status(200).send(stateOf(app, await latest(userId)));
      return reply.status(201).send(stateOf(app, created));
    },
  );
};

export default subscriptionRoutes;
