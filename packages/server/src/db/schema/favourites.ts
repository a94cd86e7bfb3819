import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
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

/**
 * A followed advert that was deleted (by its seller or an administrator), kept for its follower's
 * list for a while so it does not vanish without a word (docs/product.md, “Following adverts and
 * saved searches”). The car row is gone: its id and title are kept as they were.
 */
export const favouriteDepartures = pgTable(
  'favourite_departures',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The deleted car's id (no reference: the car is gone). */
    carId: uuid().notNull(),
    /** Brand and model, as the list named the advert. */
    title: text().notNull(),
    followedAt: timestamp({ withTimezone: true }).notNull(),
    departedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.carId] }),
    // The hourly prune of records past their retention.
    index('favourite_departures_departed_idx').on(table.departedAt),
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
