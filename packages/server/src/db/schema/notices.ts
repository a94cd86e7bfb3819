import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cars } from './cars.ts';
import { users } from './users.ts';

/** A new listing waiting for a subscriber's "new listings" digest (jobs/new-listings.ts). */
export const newListingHits = pgTable(
  'new_listing_hits',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    carId: uuid()
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** When a digest took it (sent or left out); null while it waits. */
    digestedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('new_listing_hits_user_car_unique').on(table.userId, table.carId),
    index('new_listing_hits_waiting_idx')
      .on(table.userId, table.createdAt)
      .where(sql`${table.digestedAt} is null`),
    index('new_listing_hits_user_digested_idx').on(table.userId, table.digestedAt),
  ],
);

/**
 * When a car was last mailed to a user, by any notice (a saved-search alert or digest, the new
 * listings digest): another notice leaves the car out within the hour (cars/car-notices.ts).
 */
export const carNoticesSent = pgTable(
  'car_notices_sent',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    carId: uuid()
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    sentAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.carId] })],
);
