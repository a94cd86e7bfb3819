import { createHash } from 'node:crypto';
import { serbianDay } from '@autoberza/contract/format';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../audit/index.ts';
import { statementEntries, subscriptions, users } from '../../db/schema/index.ts';
import { t } from '../../lib/i18n.ts';
import { activateIn } from '../admin.ts';
import {
  creditKey,
  referenceCandidates,
  referencesInText,
  StatementError,
  type StatementCredit,
} from './credit.ts';
import { parseStatement } from './parse.ts';

export interface ImportSummary {
  activated: number;
  alreadyImported: number;
  forDecision: number;
  /** Credits read from the file (debits are not counted). */
  credits: number;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** The subscription references a credit may carry: its structured reference, then its purpose. */
function candidatesOf(credit: StatementCredit): string[] {
  return [
    ...new Set([...referenceCandidates(credit.reference), ...referencesInText(credit.purpose)]),
  ];
}

/**
 * Reads a bank statement and applies it in one transaction: each new credit whose reference and
 * amount match a requested subscription activates it (as an administrator's activation does:
 * payment, mail, audit entry); any other new credit waits for a decision; a credit imported
 * before (same key) does nothing. A file that cannot be read changes nothing (`StatementError`).
 *
 * Two imports of one statement at once: the second one's insert of a key waits on the first's
 * uncommitted row and then finds it, so each credit is applied once. Credits are taken in key
 * order, so two overlapping statements lock in the same order and cannot deadlock.
 */
export async function importStatement(
  app: FastifyInstance,
  input: { file: Buffer; actorId: string; months: number },
): Promise<ImportSummary> {
  const credits = parseStatement(input.file);
  const now = app.clock.now();
  const today = serbianDay(now);
  const future = credits.find((c) => c.bookedOn > today);
  if (future) throw new StatementError('statement.futureDay', { where: future.position });
  const price = app.config.SUBSCRIPTION_PRICE_RSD * input.months * 100;
  const keyed = credits
    .map((credit) => ({ credit, key: creditKey(credit, sha256) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const summary: ImportSummary = {
    activated: 0,
    alreadyImported: 0,
    forDecision: 0,
    credits: credits.length,
  };
  await app.db.transaction(async (tx) => {
    const seen = new Set<string>();
    for (const { credit, key } of keyed) {
      // The same credit twice in one file counts as imported once.
      if (seen.has(key)) {
        summary.alreadyImported += 1;
        continue;
      }
      seen.add(key);
      const amount = credit.amountParas / 100;
      const [entry] = await tx
        .insert(statementEntries)
        .values({
          key,
          transactionId: credit.transactionId,
          bookedOn: credit.bookedOn,
          amount,
          reference: credit.reference,
          payer: credit.payer,
          purpose: credit.purpose,
          status: 'review',
          importedBy: input.actorId,
          importedAt: now,
        })
        .onConflictDoNothing({ target: statementEntries.key })
        .returning({ id: statementEntries.id });
      if (!entry) {
        summary.alreadyImported += 1;
        continue;
      }
      const candidates = candidatesOf(credit);
      const [sub] = candidates.length
        ? await tx
            .select({ id: subscriptions.id, status: subscriptions.status })
            .from(subscriptions)
            .where(inArray(subscriptions.referenceNumber, candidates))
            .limit(1)
            .for('update')
        : [];
      const issue = !sub
        ? 'unknownReference'
        : sub.status !== 'pending'
          ? 'notPending'
          : credit.amountParas !== price
            ? 'amountMismatch'
            : null;
      if (issue) {
        await tx
          .update(statementEntries)
          .set({ subscriptionId: sub?.id ?? null, issue })
          .where(eq(statementEntries.id, entry.id));
        summary.forDecision += 1;
        continue;
      }
      const transaction = credit.transactionId ?? key;
      await activateIn(
        app,
        tx,
        {
          subscriptionId: sub!.id,
          actorId: input.actorId,
          months: input.months,
          paidOn: credit.bookedOn,
          amount,
          reason: t('statement.auditReason', { transaction }, 'sr-Latn'), // kept, read by anyone
          source: { transactionId: transaction, statementEntry: entry.id },
        },
        now,
      );
      await tx
        .update(statementEntries)
        .set({ subscriptionId: sub!.id, status: 'activated' })
        .where(eq(statementEntries.id, entry.id));
      summary.activated += 1;
    }
  });
  return summary;
}

/** The credits waiting for a decision, oldest first, with the subscription each names. */
export async function entriesForDecision(app: FastifyInstance, page: number, limit: number) {
  const where = eq(statementEntries.status, 'review');
  const [rows, [total]] = await Promise.all([
    app.db
      .select({
        entry: statementEntries,
        sub: {
          id: subscriptions.id,
          referenceNumber: subscriptions.referenceNumber,
          status: subscriptions.status,
        },
        email: users.email,
      })
      .from(statementEntries)
      .leftJoin(subscriptions, eq(subscriptions.id, statementEntries.subscriptionId))
      .leftJoin(users, eq(users.id, subscriptions.userId))
      .where(where)
      .orderBy(asc(statementEntries.bookedOn), asc(statementEntries.importedAt))
      .limit(limit)
      .offset((page - 1) * limit),
    app.db.select({ n: count() }).from(statementEntries).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/**
 * An administrator's decision on a credit waiting for one: activate (or extend) the subscription
 * it names with its amount and day, or dismiss it. Both take a reason and are audited.
 */
export async function decideEntry(
  app: FastifyInstance,
  input: {
    entryId: string;
    actorId: string;
    decision: 'activate' | 'dismiss';
    reason: string;
    months: number;
  },
) {
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    const [entry] = await tx
      .select()
      .from(statementEntries)
      .where(eq(statementEntries.id, input.entryId))
      .for('update');
    if (!entry) throw app.httpError(404, 'statement.entryNotFound');
    if (entry.status !== 'review') throw app.httpError(409, 'statement.alreadyDecided');
    const transaction = entry.transactionId ?? entry.key;
    if (input.decision === 'activate') {
      if (!entry.subscriptionId) throw app.httpError(409, 'statement.noSubscription');
      await activateIn(
        app,
        tx,
        {
          subscriptionId: entry.subscriptionId,
          actorId: input.actorId,
          months: input.months,
          paidOn: entry.bookedOn,
          amount: entry.amount,
          reason: input.reason,
          source: { transactionId: transaction, statementEntry: entry.id },
        },
        now,
      );
    } else {
      await recordAudit(tx, {
        actorId: input.actorId,
        action: 'statementEntry.dismiss',
        target: {
          kind: 'statementEntry',
          id: entry.id,
          label: `${transaction} (${entry.amount} RSD, ${entry.reference ?? '—'})`,
        },
        reason: input.reason,
        details: { transactionId: transaction, bookedOn: entry.bookedOn, amount: entry.amount },
        at: now,
      });
    }
    const [updated] = await tx
      .update(statementEntries)
      .set({
        status: input.decision === 'activate' ? 'activatedByHand' : 'dismissed',
        decidedBy: input.actorId,
        decidedAt: now,
        decisionReason: input.reason,
      })
      .where(and(eq(statementEntries.id, entry.id), eq(statementEntries.status, 'review')))
      .returning();
    return updated!;
  });
}
