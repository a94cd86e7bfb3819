import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Executor } from '../db/client.ts';
import { savedSearches as s, users } from '../db/schema/index.ts';
import {
  matchColumns,
  MAX_SAVED_SEARCHES,
  storedFilters,
  type ALERTS,
  type SavedFilters,
} from './saved-searches.ts';

/* A user's saved searches as rows (decision 014): routes/saved-search/index.ts. */

type Alert = (typeof ALERTS)[number];

/** The user's saved search, or 404. */
export async function ownSavedSearch(app: FastifyInstance, userId: string, id: string) {
  const [row] = await app.db
    .select()
    .from(s)
    .where(and(eq(s.id, id), eq(s.userId, userId)));
  if (!row) throw app.httpError(404, 'savedSearch.notFound');
  return row;
}

/** The user's saved searches, oldest first. */
export function savedSearchesOf(db: Executor, userId: string) {
  return db.select().from(s).where(eq(s.userId, userId)).orderBy(asc(s.createdAt), asc(s.id));
}

/** Saves a search for the user, or 409 past MAX_SAVED_SEARCHES. */
export async function createSavedSearch(
  app: FastifyInstance,
  userId: string,
  search: { name: string; filters: SavedFilters; alert: Alert },
  now: Date,
) {
  const { name, filters, alert } = search;
  return app.db.transaction(async (tx) => {
    // Lock the user so two saves at once cannot both pass the limit.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [existing] = await tx.select({ n: count() }).from(s).where(eq(s.userId, userId));
    if ((existing?.n ?? 0) >= MAX_SAVED_SEARCHES)
      throw app.httpError(409, 'savedSearch.limit', { max: MAX_SAVED_SEARCHES });
    const [created] = await tx
      .insert(s)
      .values({
        userId,
        name,
        alert,
        filters: storedFilters(filters),
        ...matchColumns(filters),
        lastSeenAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return created!;
  });
}

/** Renames a saved search or sets its alerts. */
export async function updateSavedSearch(
  db: Db,
  id: string,
  changes: { name?: string; alert?: Alert },
  now: Date,
) {
  const [row] = await db
    .update(s)
    .set({ ...changes, updatedAt: now })
    .where(eq(s.id, id))
    .returning();
  return row!;
}

/** The user opened the search: its matches until `now` are no longer new. */
export async function markSavedSearchSeen(db: Db, id: string, now: Date) {
  const [row] = await db.update(s).set({ lastSeenAt: now }).where(eq(s.id, id)).returning();
  return row!;
}

export async function deleteSavedSearch(db: Db, id: string): Promise<void> {
  await db.delete(s).where(eq(s.id, id));
}
