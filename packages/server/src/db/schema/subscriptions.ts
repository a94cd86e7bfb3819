import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const subscriptionStatus = pgEnum('subscription_status', [
  'pending',
  'active',
  'expired',
  'cancelled',
]);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: subscriptionStatus().notNull().default('pending'),
    startDate: timestamp({ withTimezone: true }),
    endDate: timestamp({ withTimezone: true }),
    /** Payment reference ("poziv na broj", model 97). */
    referenceNumber: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('subscriptions_user_status_idx').on(table.userId, table.status),
    index('subscriptions_status_end_idx').on(table.status, table.endDate),
  ],
);
