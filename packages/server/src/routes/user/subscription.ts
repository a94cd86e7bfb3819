import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formatDinars } from '@autoberza/contract/format';
import { z } from 'zod';
import { subscriptions, users } from '../../db/schema/index.ts';
import { currentScript } from '../../lib/i18n.ts';
import { bearer, errorResponses } from '../../lib/schemas.ts';
import {
  newSubscriptionReference,
  slipFor,
  SUBSCRIPTION_MONTH_DAYS,
} from '../../subscriptions/index.ts';

/**
 * A subscription's default length. The payment details (bank transfer with model 97 to the
 * operator's account) come from config: SUBSCRIPTION_PRICE_RSD, PAYMENT_RECIPIENT,
 * PAYMENT_ACCOUNT, PAYMENT_CODE.
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
    endedAt: z.iso
      .datetime()
      .nullable()
      .describe(
        'When an expired or cancelled subscription ended (its end date, or when it was cancelled if that came first); null while it is pending or active',
      ),
  })
  .meta({ id: 'Subscription' });

export const paymentSchema = z
  .object({
    payer: z.string().describe("Uplatilac: the user's company, else their first and last name"),
    purpose: z.string(),
    recipient: z.string(),
    paymentCode: z.string().describe('Šifra plaćanja, e.g. "221"'),
    amount: z.string().describe('Formatted, e.g. "2.400,00 RSD"'),
    amountPlain: z
      .string()
      .describe('As a bank app takes it: no digit grouping, a decimal comma, e.g. "2400,00"'),
    account: z.string().describe('Račun primaoca, all 18 digits, e.g. "160-0000000012345-95"'),
    model: z.literal('97'),
    referenceNumber: z.string(),
    ipsQr: z
      .object({
        payload: z
          .string()
          .describe('The NBS IPS QR text, e.g. "K:PR|V:01|C:1|R:160000000001234595|N:…"'),
        image: z.string().describe('The QR code as an SVG data: URI, for an <img>'),
      })
      .meta({ id: 'IpsQr' }),
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

/**
 * The subscription as stored; with `now`, one whose end date has passed reads as expired even
 * before the job marks it so (its rights stopped at that moment).
 */
export function toSubscription(
  row: SubscriptionRow,
  now?: Date,
): z.infer<typeof subscriptionSchema> {
  const lapsed =
    now !== undefined && row.status === 'active' && row.endDate !== null && row.endDate <= now;
  const status = lapsed ? 'expired' : row.status;
  const earliest = (a: Date | null, b: Date) => (a && a < b ? a : b);
  const endedAt =
    status === 'expired'
      ? row.endDate
      : status === 'cancelled'
        ? earliest(row.endDate, row.updatedAt)
        : null;
  return {
    _id: row.id,
    status,
    startDate: row.startDate?.toISOString() ?? null,
    endDate: row.endDate?.toISOString() ?? null,
    referenceNumber: row.referenceNumber,
    createdAt: row.createdAt.toISOString(),
    endedAt: endedAt?.toISOString() ?? null,
  };
}

type Payer = Pick<typeof users.$inferSelect, 'firstName' | 'lastName' | 'companyName'>;

/** The payment slip of a pending subscription (docs/decisions/045-ips-qr-payload.md). */
export function paymentFor(app: FastifyInstance, referenceNumber: string, payer: Payer) {
  return slipFor({
    recipient: app.config.PAYMENT_RECIPIENT,
    account: app.config.PAYMENT_ACCOUNT,
    paymentCode: app.config.PAYMENT_CODE,
    priceRsd: app.config.SUBSCRIPTION_PRICE_RSD,
    purpose: app.t('subscription.purpose', undefined, 'sr-Latn'), // the bank's records
    referenceNumber,
    payer: payer.companyName?.trim() || `${payer.firstName} ${payer.lastName}`.trim(),
  });
}

async function stateOf(app: FastifyInstance, row: SubscriptionRow | undefined, payer: Payer) {
  const now = app.clock.now();
  const isActive =
    row?.status === 'active' &&
    row.startDate !== null &&
    row.endDate !== null &&
    row.startDate <= now &&
    row.endDate > now;
  return {
    subscription: row ? toSubscription(row, now) : null,
    isActive,
    payment: row?.status === 'pending' ? await paymentFor(app, row.referenceNumber, payer) : null,
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
  const payerOf = async (userId: string): Promise<Payer> => {
    const [user] = await app.db
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        companyName: users.companyName,
      })
      .from(users)
      .where(eq(users.id, userId));
    return user!;
  };
  const stateFor = async (userId: string, row?: SubscriptionRow) =>
    stateOf(app, row ?? (await latest(userId)), await payerOf(userId));

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
    async (request) => stateFor(request.user!.id),
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
          .select({
            email: users.email,
            firstName: users.firstName,
            lastName: users.lastName,
            companyName: users.companyName,
          })
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
        const payment = await paymentFor(app, referenceNumber, user!);
        await app.mailer.enqueue(
          {
            to: user!.email,
            template: 'subscriptionRequested',
            // The requester's script: their setting, else the one they ask in (decision 049).
            script: currentScript(),
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
      if (!created) return reply.status(200).send(await stateFor(userId));
      return reply.status(201).send(await stateFor(userId, created));
    },
  );
};

export default subscriptionRoutes;
