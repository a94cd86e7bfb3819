import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cars } from './cars.ts';
import { users } from './users.ts';

export const savedSearchAlert = pgEnum('saved_search_alert', ['off', 'immediate', 'daily']);

/**
 * A user's saved search. `filters` keeps the query as the user saved it (replayed on /cars);
 * the typed columns repeat the filters a new listing is matched on, so the candidates for a car
 * are found by index (brand, model) and the rest is checked in the same statement.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    filters: jsonb().$type<Record<string, string | number | boolean>>().notNull(),
    alert: savedSearchAlert().notNull().default('off'),
    brandId: uuid(),
    modelId: uuid(),
    fuelId: uuid(),
    bodyId: uuid(),
    cityId: uuid(),
    transmission: text(),
    doors: text(),
    priceMin: integer(),
    priceMax: integer(),
    yearFrom: integer(),
    yearTo: integer(),
    mileageMin: integer(),
    mileageMax: integer(),
    powerMin: integer(),
    powerMax: integer(),
    /** New matches are the ones published after this (the user last opened the search). */
    lastSeenAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index('saved_searches_user_idx').on(table.userId, table.createdAt),
    // Matching a new car: searches with alerts on, by brand and model (nulls: "any").
    index('saved_searches_alert_brand_model_idx')
      .on(table.brandId, table.modelId)
      .where(sql`${table.alert} <> 'off'`),
  ],
);

/** A match waiting for the daily digest of its search's owner. */
export const savedSearchHits = pgTable(
  'saved_search_hits',
  {
    id: uuid().primaryKey().defaultRandom(),
    savedSearchId: uuid()
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    carId: uuid()
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** When the digest that carried it was queued; null while it waits. */
    digestedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('saved_search_hits_search_car_unique').on(table.savedSearchId, table.carId),
    index('saved_search_hits_pending_idx')
      .on(table.userId)
      .where(sql`${table.digestedAt} is null`),
    index('saved_search_hits_user_digested_idx').on(table.userId, table.digestedAt),
  ],
);

export type SavedSearchRow = typeof savedSearches.$inferSelect;
