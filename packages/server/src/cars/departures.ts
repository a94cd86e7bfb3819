import { DAY } from '@autoberza/contract/time';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client.ts';
import { brands, cars, favouriteDepartures, favourites, models } from '../db/schema/index.ts';

/**
 * How long a deleted advert stays named in its followers' lists (docs/product.md, “Following
 * adverts and saved searches”): long enough for a dealer who looks in once a week or two.
 */
export const DEPARTURE_RETENTION_DAYS = 30;

const retentionStart = (now: Date) => new Date(now.getTime() - DEPARTURE_RETENTION_DAYS * DAY);

/**
 * Keeps a note for every follower of a car about to be deleted (its title, since when it was
 * followed, when it went); call it in the deleting transaction, before the delete.
 */
export async function recordDepartures(tx: Executor, carId: string, at: Date): Promise<void> {
  await tx
    .insert(favouriteDepartures)
    .select(
      // In the table's column order: INSERT … SELECT names every column of the table.
      tx
        .select({
          userId: favourites.userId,
          carId: favourites.carId,
          title: sql<string>`${brands.name} || ' ' || ${models.name}`.as('title'),
          followedAt: favourites.createdAt,
          departedAt: sql<Date>`${at.toISOString()}::timestamptz`.as('departed_at'),
        })
        .from(favourites)
        .innerJoin(cars, eq(favourites.carId, cars.id))
        .innerJoin(brands, eq(cars.brandId, brands.id))
        .innerJoin(models, eq(cars.modelId, models.id))
        .where(eq(favourites.carId, carId)),
    )
    .onConflictDoNothing();
}

/** A user's followed adverts deleted within the retention, the latest first, at most `limit`. */
export function recentDepartures(db: Executor, userId: string, now: Date, limit: number) {
  return db
    .select({
      carId: favouriteDepartures.carId,
      title: favouriteDepartures.title,
      followedAt: favouriteDepartures.followedAt,
      departedAt: favouriteDepartures.departedAt,
    })
    .from(favouriteDepartures)
    .where(
      and(
        eq(favouriteDepartures.userId, userId),
        gt(favouriteDepartures.departedAt, retentionStart(now)),
      ),
    )
    .orderBy(desc(favouriteDepartures.departedAt))
    .limit(limit);
}

/** The follower dismissed the note (or unfollowed): it goes at once. */
export async function forgetDeparture(db: Executor, userId: string, carId: string) {
  await db
    .delete(favouriteDepartures)
    .where(and(eq(favouriteDepartures.userId, userId), eq(favouriteDepartures.carId, carId)));
}

/** Deletes the notes past their retention (an hourly job). */
export async function pruneDepartures(app: FastifyInstance): Promise<number> {
  const rows = await app.db
    .delete(favouriteDepartures)
    .where(lt(favouriteDepartures.departedAt, retentionStart(app.clock.now())))
    .returning({ carId: favouriteDepartures.carId });
  return rows.length;
}
