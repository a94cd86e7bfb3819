import { SERBIAN_TIME_ZONE } from '@autoberza/contract/format';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { cars } from './cars.ts';
import { users } from './users.ts';

/**
 * An advert's numbers per day (the day in Serbia's time zone): counted views, phone reveals
 * (each viewer once a day), follows and unfollows. Written in batches (src/stats/counter.ts and
 * the view counter), read by the seller's statistics.
 */
export const carDailyStats = pgTable(
  'car_daily_stats',
  {
    carId: uuid()
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    views: integer().notNull().default(0),
    phoneReveals: integer().notNull().default(0),
    follows: integer().notNull().default(0),
    unfollows: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.carId, table.day] })],
);

/** Who revealed an advert's phone number on which day: the key makes a reveal count once. */
export const carPhoneReveals = pgTable(
  'car_phone_reveals',
  {
    carId: uuid()
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    /** As car_views: `u:<userId>` for a signed-in viewer, `a:<hash of address>` for a visitor. */
    viewerKey: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.carId, table.viewerKey, table.day] }),
    // Pruning of days that can no longer be counted again.
    index('car_phone_reveals_day_idx').on(table.day),
  ],
);

/**
 * Who started or stopped following an advert on which day: the key makes a follow, and an
 * unfollow, count once per user, advert and day, however often they toggle it.
 */
export const carFollowMarks = pgTable(
  'car_follow_marks',
  {
    carId: uuid()
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    /** true: started following; false: stopped. */
    followed: boolean().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.carId, table.userId, table.day, table.followed] }),
    // Pruning of days that can no longer be counted again.
    index('car_follow_marks_day_idx').on(table.day),
  ],
);

/** The calendar day of a timestamp in Serbia, as the statistics count days. */
export const statsDay = (timestamp: ReturnType<typeof sql>) =>
  sql`(${timestamp} at time zone ${sql.raw(`'${SERBIAN_TIME_ZONE}'`)})::date`;
