import { and, count, eq, gt, ne, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { cars, users, type SavedSearchRow } from '../db/schema/index.ts';
import { ALERTS } from './saved-searches.ts';
import { visibleTo, type Viewer } from './visibility.ts';
import { filterConditions, type SearchFilters } from './filters.ts';

export const savedSearchSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    filters: z
      .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
      .describe('The query of GET /car/search as saved (replayed on /cars)'),
    alert: z.enum(ALERTS).describe('off, immediate (a mail per new match) or daily (one digest)'),
    newCount: z
      .number()
      .int()
      .describe('Matches the user can see that appeared since the search was last opened'),
    lastSeenAt: z.iso.datetime(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'SavedSearch' });

export type SavedSearchDto = z.infer<typeof savedSearchSchema>;

/**
 * How many listings matching the search the viewer could first see after they last opened it:
 * published since then, or (for those who see listings at once) created since then. The
 * viewer's own adverts are not news to them (nor do they alert them).
 */
export async function newMatches(
  app: FastifyInstance,
  row: SavedSearchRow,
  viewer: Viewer,
  now: Date,
): Promise<number> {
  // Stored as validated when saved; `registered` is judged in the month of `now`.
  const { conditions, needsSeller } = filterConditions(
    row.filters as SearchFilters,
    undefined,
    now,
  );
  const since: SQL = viewer.seesEverything
    ? gt(cars.createdAt, row.lastSeenAt)
    : gt(cars.publishedAt, row.lastSeenAt);
  const own = viewer.userId ? ne(cars.userId, viewer.userId) : undefined;
  const where = and(...conditions, since, own, visibleTo(viewer, now));
  const query = app.db.select({ n: count() }).from(cars);
  const [result] = needsSeller
    ? await query.innerJoin(users, eq(users.id, cars.userId)).where(where)
    : await query.where(where);
  return result?.n ?? 0;
}

export function toSavedSearch(row: SavedSearchRow, newCount: number): SavedSearchDto {
  return {
    _id: row.id,
    name: row.name,
    filters: row.filters,
    alert: row.alert,
    newCount,
    lastSeenAt: row.lastSeenAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}
