import { serbianDay } from '@autoberza/contract/format';
import { DAY } from '@autoberza/contract/time';
import { asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userScript } from '../accounts/index.ts';
import { recordAudit } from '../audit/index.ts';
import type { Tx } from '../db/client.ts';
import { subscriptionPayments, subscriptions, users } from '../db/schema/index.ts';
import { t } from '../lib/i18n.ts';

/** A month of subscription, as activation counts it and the Pretplata tab quotes it. */
export const SUBSCRIPTION_MONTH_DAYS = 30;

/**
 * Matches a subscription by its reference number ("poziv na broj", typed with or without
 * spaces and dashes, in part or whole) or by its user's e-mail (in part).
 */
export function subscriptionSearch(q: string): SQL | undefined {
  const query = q.trim();
  if (!query) return undefined;
  const escape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
  const reference = query.replace(/[\s-]/g, '').toUpperCase();
  const byEmail = sql`lower(${users.email}) like ${`%${escape(query.toLowerCase())}%`}`;
  return reference && /^[0-9A-Z]+$/.test(reference)
    ? or(sql`${subscriptions.referenceNumber} like ${`%${escape(reference)}%`}`, byEmail)
    : byEmail;
}

export interface ActivateInput {
  subscriptionId: string;
  actorId: string;
  months: number;
  /** YYYY-MM-DD, not after today. */
  paidOn: string;
  amount: number;
}

/**
 * Marks a subscription paid: a pending one starts now, a running one is extended. The payment,
 * the user's mail and the audit entry are written in the same transaction.
 */
export async function activateSubscription(app: FastifyInstance, input: ActivateInput) {
  const now = app.clock.now();
  // A payment made "today" is dated by the operator's day.
  if (input.paidOn > serbianDay(now)) throw app.httpError(400, 'subscription.paidInFuture');
  return app.db.transaction((tx) => activateIn(app, tx, input, now));
}

/**
 * The activation inside the caller's transaction (the bank statement import writes its entry in
 * the same one). `source`: what the audit entry names besides the payment (the statement's
 * transaction, the administrator's reason).
 */
export async function activateIn(
  app: FastifyInstance,
  tx: Tx,
  input: ActivateInput & {
    reason?: string;
    source?: Record<string, string | number | boolean | null>;
  },
  now: Date,
) {
  const [row] = await tx
    .select({ sub: subscriptions, user: users })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(eq(subscriptions.id, input.subscriptionId))
    .for('update', { of: subscriptions });
  if (!row) throw app.httpError(404, 'subscription.notFound');
  const { sub, user } = row;
  const running = sub.status === 'active' && sub.endDate !== null && sub.endDate > now;
  if (sub.status !== 'pending' && !running) {
    throw app.httpError(409, 'subscription.notActivatable', {
      status: t(`subscription.statuses.${sub.status}`),
    });
  }
  const from = running ? sub.endDate! : now;
  const endDate = new Date(from.getTime() + input.months * SUBSCRIPTION_MONTH_DAYS * DAY);
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
  await tx.insert(subscriptionPayments).values({
    subscriptionId: sub.id,
    paidOn: input.paidOn,
    amount: input.amount,
    months: input.months,
    recordedBy: input.actorId,
    createdAt: now,
  });
  await app.mailer.enqueue(
    {
      to: user.email,
      template: 'subscriptionActivated',
      script: userScript(user),
      vars: { firstName: user.firstName, endDate },
    },
    tx,
  );
  await recordAudit(tx, {
    actorId: input.actorId,
    action: running ? 'subscription.extend' : 'subscription.activate',
    target: {
      kind: 'subscription',
      id: sub.id,
      label: `${sub.referenceNumber} (${user.email})`,
    },
    reason: input.reason,
    details: {
      paidOn: input.paidOn,
      amount: input.amount,
      months: input.months,
      endDate: endDate.toISOString(),
      ...input.source,
    },
    at: now,
  });
  return { updated: updated!, extended: running };
}

/** Cancels a pending or active subscription, with the audit entry in the same transaction. */
export async function cancelSubscription(
  app: FastifyInstance,
  input: { subscriptionId: string; actorId: string; reason?: string },
) {
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ sub: subscriptions, email: users.email })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(eq(subscriptions.id, input.subscriptionId))
      .for('update', { of: subscriptions });
    if (!row) throw app.httpError(404, 'subscription.notFound');
    const { sub } = row;
    if (sub.status !== 'pending' && sub.status !== 'active') {
      throw app.httpError(409, 'subscription.notCancellable', {
        status: t(`subscription.statuses.${sub.status}`),
      });
    }
    const [updated] = await tx
      .update(subscriptions)
      .set({ status: 'cancelled', updatedAt: now })
      .where(eq(subscriptions.id, sub.id))
      .returning();
    await recordAudit(tx, {
      actorId: input.actorId,
      action: 'subscription.cancel',
      target: { kind: 'subscription', id: sub.id, label: `${sub.referenceNumber} (${row.email})` },
      reason: input.reason,
      at: now,
    });
    return updated!;
  });
}

/** A subscription's payments, oldest first, with who recorded each. */
export async function subscriptionPaymentsOf(app: FastifyInstance, subscriptionId: string) {
  const [sub] = await app.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  if (!sub) throw app.httpError(404, 'subscription.notFound');
  return app.db
    .select({ payment: subscriptionPayments, recordedBy: users.email })
    .from(subscriptionPayments)
    .leftJoin(users, eq(users.id, subscriptionPayments.recordedBy))
    .where(eq(subscriptionPayments.subscriptionId, subscriptionId))
    .orderBy(asc(subscriptionPayments.paidOn), asc(subscriptionPayments.createdAt));
}
