import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
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
 * list cache (its max age bounds how old a listed count is); pushQueuedAt and expiryRemindedAt:
 * the notice and expiry jobs' marks, in no response and no filter. Every other column, present or future, must be in the
 * UPDATE OF list of the cars trigger (test/db/data-version.test.ts checks it).
 */
export const CAR_COLUMNS_NOT_VERSIONED = [
  'viewsCount',
  'pushQueuedAt',
  'expiryRemindedAt',
] as const satisfies readonly (keyof typeof cars.$inferSelect)[];

/**
 * No longer written since migration 0016 (decision 023: lists are judged by car_list_changes);
 * kept for a later clean-up. It was: narrower versions of what car lists show (migration 0007,
 * decision 009): `brand:<id>` grows when
 * a car of that brand or its photos change, `shared` when something every list shows changes (a
 * seller's fields, the names of reference data, a truncate). A list filtered by brand is valid
 * while `shared + brand:<id>` holds (both only grow, so their sum changes whenever either does);
 * every other list keeps to car_data_version, which every change still bumps. `embargoed` and
 * `embargoed:brand:<id>` (migration 0012) count the bumps of inserts still under embargo: lists
 * served to the public are valid at the version minus those, which moves only when something the
 * public sees changed.
 */
export const carListVersions = pgTable('car_list_versions', {
  scope: text().primaryKey(),
  version: bigint({ mode: 'number' }).notNull().default(0),
});

/**
 * What each bump of car_data_version changed (migration 0016, decision 023): one row per car a
 * statement inserted, deleted or changed (its photos, its seller), with the car's list-relevant
 * values before and after (`old`, `new`: null when it did not exist), or one row of kind `all`
 * (a change no filter can scope: reference names, a truncate, a deleted account) or `none` (a
 * statement that changed no row). Every version has at least one row, so an instance that reads
 * the rows of (v, V] can tell a complete window from one pruned away.
 */
export const carListChanges = pgTable(
  'car_list_changes',
  {
    version: bigint({ mode: 'number' }).notNull(),
    kind: text({ enum: ['car', 'all', 'none'] }).notNull(),
    carId: uuid(),
    old: jsonb(),
    new: jsonb(),
  },
  (table) => [index('car_list_changes_version_idx').on(table.version)],
);
