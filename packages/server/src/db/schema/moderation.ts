import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cars } from './cars.ts';
import { users } from './users.ts';

/**
 * A signed-in user's report of an advert ("Prijavi oglas"; docs/product.md, “Reports and
 * moderation”): one per user and advert. Open until an administrator dismisses the advert's
 * reports or hides the advert (`resolution`); removing the advert removes its reports (the audit
 * log keeps the removal).
 */
export const carReports = pgTable(
  'car_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    carId: uuid()
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    reporterId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of REPORT_REASONS (src/moderation/reports.ts). */
    reason: text().notNull(),
    /** The reporter's optional words. */
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** When an administrator acted on it; null while open. */
    resolvedAt: timestamp({ withTimezone: true }),
    resolvedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** `dismissed` or `hidden` (the advert was hidden). */
    resolution: text(),
  },
  (table) => [
    uniqueIndex('car_reports_car_reporter_idx').on(table.carId, table.reporterId),
    // The queue: adverts with open reports, newest first.
    index('car_reports_open_idx')
      .on(table.createdAt)
      .where(sql`${table.resolvedAt} is null`),
  ],
);

/**
 * Each time an administrator hid an advert: the reason mailed to the seller, and the review of
 * the seller's fix. While `restoredAt` is null the advert is hidden (cars.hidden_at, which every
 * car query reads, says the same). The row outlives the advert (car_id set null on removal): a
 * seller hidden three times in 90 days is flagged, whatever became of the adverts.
 */
export const carHidings = pgTable(
  'car_hidings',
  {
    id: uuid().primaryKey().defaultRandom(),
    carId: uuid().references(() => cars.id, { onDelete: 'set null' }),
    sellerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the seller must fix (the latest, when the administrator kept it hidden). */
    reason: text().notNull(),
    hiddenAt: timestamp({ withTimezone: true }).notNull(),
    hiddenBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** When the seller last saved an edit of the hidden advert: it waits for review. */
    changedAt: timestamp({ withTimezone: true }),
    /** When an administrator made the advert visible again. */
    restoredAt: timestamp({ withTimezone: true }),
    restoredBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    // At most one hiding of an advert is open.
    uniqueIndex('car_hidings_open_car_idx')
      .on(table.carId)
      .where(sql`${table.restoredAt} is null`),
    index('car_hidings_seller_idx').on(table.sellerId, table.hiddenAt),
  ],
);
