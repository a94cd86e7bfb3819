import {
  bigint,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * What admins did: one row per action, written in the same transaction as the action
 * (src/audit/log.ts). Append-only: the app only inserts, and a trigger (in the migration that
 * creates the table) refuses UPDATE, DELETE and TRUNCATE, so the history cannot be rewritten
 * through the app's database user either.
 *
 * No foreign keys on purpose: a row must outlive (and never be changed by) what it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Insertion order: the log's order even when two actions share a clock reading. */
    seq: bigint({ mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    /** The admin who acted. */
    actorId: uuid().notNull(),
    /** The admin's e-mail then (the log stays readable whatever happens to the account). */
    actorEmail: text().notNull(),
    /** e.g. `user.block`, `subscription.activate` (AUDIT_ACTIONS in src/audit/log.ts). */
    action: text().notNull(),
    /** `user`, `subscription`, `car`, `contactMessage`, ... (AUDIT_TARGETS). */
    targetKind: text().notNull(),
    targetId: uuid().notNull(),
    /** How the target was called then: a name and e-mail, a car's title, a reference number. */
    targetLabel: text().notNull(),
    /** The admin's reason, when the action takes one. */
    reason: text(),
    /** Action-specific facts, e.g. a payment's date and amount. */
    details: jsonb().$type<Record<string, string | number | boolean | null>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('audit_log_seq_idx').on(table.seq),
    index('audit_log_actor_idx').on(table.actorId, table.seq),
    index('audit_log_target_idx').on(table.targetKind, table.targetId, table.seq),
    index('audit_log_action_idx').on(table.action, table.seq),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
