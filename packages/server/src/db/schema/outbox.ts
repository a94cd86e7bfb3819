import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const outboxKind = pgEnum('outbox_kind', ['mail', 'push']);
/**
 * pending: waiting for its first send; processing: claimed by a worker until `lockedUntil`;
 * failed: an attempt failed, retried at `nextAttemptAt`; sent: done; dead: gave up.
 */
export const outboxStatus = pgEnum('outbox_status', [
  'pending',
  'processing',
  'sent',
  'failed',
  'dead',
]);

/** Mail and push waiting to be delivered; written in the same transaction as their cause. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: outboxKind().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    status: outboxStatus().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Lease of the worker that claimed the row; an expired lease makes it claimable again. */
    lockedUntil: timestamp({ withTimezone: true }),
    /** The same notice can be queued only once (e.g. `new-listing:<carId>:<userId>`). */
    dedupeKey: text().unique(),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_due_idx').on(table.status, table.nextAttemptAt)],
);

export type OutboxRow = typeof outbox.$inferSelect;
