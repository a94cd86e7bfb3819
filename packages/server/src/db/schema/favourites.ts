import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cars } from './cars.ts';
import { users } from './users.ts';

/** Who follows which advert ("Prati oglas"). */
export const favourites = pgTable(
  'favourites',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    carId: uuid()
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.carId] }),
    // Followers of a car (notices, the seller's count); a user's list, newest first.
    index('favourites_car_idx').on(table.carId),
    index('favourites_user_created_idx').on(table.userId, table.createdAt),
  ],
);

export const favouriteChangeKind = pgEnum('favourite_change_kind', [
  'price_drop',
  'reserved',
  'sold',
]);

/**
 * A change of a followed advert waiting for its follower's digest: one row per follower,
 * written in the transaction of the change; the digest job marks it when it takes it.
 */
export const favouriteChanges = pgTable(
  'favourite_changes',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    carId: uuid()
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    kind: favouriteChangeKind().notNull(),
    /** The price before and after a drop (euro); null for status changes. */
    oldPrice: integer(),
    newPrice: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** When a digest took the change; null while it waits. */
    digestedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('favourite_changes_waiting_idx')
      .on(table.userId, table.createdAt)
      .where(sql`${table.digestedAt} is null`),
    index('favourite_changes_waiting_created_idx')
      .on(table.createdAt)
      .where(sql`${table.digestedAt} is null`),
  ],
);

export type FavouriteChangeRow = typeof favouriteChanges.$inferSelect;
