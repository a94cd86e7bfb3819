import { date, index, numeric, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { subscriptions } from './subscriptions.ts';
import { users } from './users.ts';

/**
 * What became of a credit read from a bank statement: `activated` by the import, `review`
 * waiting for an administrator, then `activatedByHand` or `dismissed`.
 */
export const statementEntryStatus = pgEnum('statement_entry_status', [
  'activated',
  'review',
  'activatedByHand',
  'dismissed',
]);

/** Why a credit waits for a decision. */
export const statementEntryIssue = pgEnum('statement_entry_issue', [
  'unknownReference',
  'amountMismatch',
  'notPending',
]);

/**
 * Every credit of every imported bank statement (src/subscriptions/statements). `key` is unique:
 * the bank's transaction id, else a hash of day, amount, reference and payer, so importing a
 * statement again adds and activates nothing.
 */
export const statementEntries = pgTable(
  'statement_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    key: text().notNull().unique(),
    transactionId: text(),
    bookedOn: date({ mode: 'string' }).notNull(),
    /** In dinars. */
    amount: numeric({ precision: 14, scale: 2, mode: 'number' }).notNull(),
    /** The reference as the bank wrote it. */
    reference: text(),
    payer: text(),
    purpose: text(),
    /** The subscription whose reference it carries, if any. */
    subscriptionId: uuid().references(() => subscriptions.id, { onDelete: 'set null' }),
    status: statementEntryStatus().notNull(),
    issue: statementEntryIssue(),
    importedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    importedAt: timestamp({ withTimezone: true }).notNull(),
    decidedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true }),
    decisionReason: text(),
  },
  (table) => [index('statement_entries_status_idx').on(table.status, table.bookedOn)],
);

export type StatementEntryRow = typeof statementEntries.$inferSelect;
