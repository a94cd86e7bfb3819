import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { auditLog, users } from '../db/schema/index.ts';
import type { AuditAction, AuditTarget } from './log.ts';

export interface AuditFilter {
  actorId?: string;
  action?: AuditAction;
  targetKind?: AuditTarget;
  targetId?: string;
}

/** One page of the log, newest first, and how many entries match. */
export async function listAudit(db: Executor, filter: AuditFilter, page: number, limit: number) {
  const where = and(
    filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.targetKind ? eq(auditLog.targetKind, filter.targetKind) : undefined,
    filter.targetId ? eq(auditLog.targetId, filter.targetId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.seq))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The admins who appear in the log (for its filter), by e-mail. */
export async function auditActors(db: Executor) {
  return db
    .selectDistinctOn([auditLog.actorId], {
      id: auditLog.actorId,
      email: sql<string>`coalesce(${users.email}, ${auditLog.actorEmail})`,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .orderBy(auditLog.actorId);
}
