import { date, index, integer, numeric, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { subscriptions } from './subscriptions.ts';
import { users } from './users.ts';

/** A payment an admin recorded when activating or extending a subscription. */
export const subscriptionPayments = pgTable(
  'subscription_payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    subscriptionId: uuid()
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    /** The day the money was paid, as the bank statement says (no time of day). */
    paidOn: date({ mode: 'string' }).notNull(),
    /** In dinars. */
    amount: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** How many months the payment added. */
    months: integer().notNull(),
    recordedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('subscription_payments_sub_idx').on(table.subscriptionId, table.paidOn)],
);

export type PaymentRow = typeof subscriptionPayments.$inferSelect;
