import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { auditLog, users } from '../db/schema/index.ts';

/**
 * The audit log of admin actions: the one way the app writes it (append-only; see
 * src/db/schema/audit.ts). Moderation and any later admin action add their names here.
 */
export const AUDIT_ACTIONS = [
  'user.approve',
  'user.reject',
  'user.block',
  'user.unblock',
  'subscription.activate',
  'subscription.extend',
  'subscription.cancel',
  'car.remove',
  // docs/product.md, “Reports and moderation”.
  'car.dismissReports',
  'car.hide',
  'car.keepHidden',
  'car.restore',
  'contactMessage.handle',
  'contactMessage.reopen',
  'contactMessage.answer',
  // docs/decisions/046: a bank statement's credit an administrator set aside.
  'statementEntry.dismiss',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGETS = [
  'user',
  'subscription',
  'car',
  'contactMessage',
  'statementEntry',
] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

export interface AuditEntry {
  /** The admin acting (request.user.id). */
  actorId: string;
  action: AuditAction;
  target: { kind: AuditTarget; id: string; label: string };
  reason?: string | null;
  details?: Record<string, string | number | boolean | null>;
  /** The app's clock, so the row's time agrees with the action's. */
  at: Date;
}

/**
 * Writes one entry. Pass the action's transaction: the entry is written if and only if the
 * action commits.
 */
export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  const [actor] = await tx
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, entry.actorId));
  if (!actor) throw new Error(`audit: no user ${entry.actorId}`);
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    actorEmail: actor.email,
    action: entry.action,
    targetKind: entry.target.kind,
    targetId: entry.target.id,
    targetLabel: entry.target.label,
    reason: entry.reason?.trim() || null,
    details: entry.details ?? null,
    createdAt: entry.at,
  });
}
