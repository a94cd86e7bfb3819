import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, smallint } from 'drizzle-orm/pg-core';
import type { cars } from './cars.ts';

/**
 * One row whose `version` grows whenever data shown in car lists changes (cars except their
 * view counter, their photos, the sellers' embedded fields, the names of brands, models,
 * bodies, fuels and cities). Statement-level triggers bump it in the writing transaction
 * (migration 0004), so every instance sees the new version exactly when it sees the new data:
 * cached car lists (src/lib/result-cache.ts) are valid while the version they were built at
 * is current.
 */
export const carDataVersion = pgTable(
  'car_data_version',
  {
    id: smallint().primaryKey().default(1),
    version: bigint({ mode: 'number' }).notNull().default(0),
  },
  (table) => [check('car_data_version_single_row', sql`${table.id} = 1`)],
);

/**
 * Columns of cars whose changes do NOT bump the version. viewsCount: a view must not empty the
 * list cache (its max age bounds how old a listed count is); pushQueuedAt: the notice job's
 * mark, in no response and no filter. Every other column, present or future, must be in the
 * UPDATE OF list of the cars trigger (test/db/data-version.test.ts checks it).
 */
export const CAR_COLUMNS_NOT_VERSIONED = [
  'viewsCount',
  'pushQueuedAt',
] as const satisfies readonly (keyof typeof cars.$inferSelect)[];
