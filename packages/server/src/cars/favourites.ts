import {
  and,
  count,
  countDistinct,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  max,
  not,
  sql,
} from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Executor } from '../db/client.ts';
import { brands, cars, favouriteChanges, favourites, models, users } from '../db/schema/index.ts';
import { loadCars } from './car.ts';
import { forgetDeparture, recentDepartures } from './departures.ts';
import { resolveViewer, visibleTo } from './visibility.ts';

/*
 * "Prati oglas": the adverts a signed-in user follows (routes/user/favourites.ts). The job that
 * mails what became of them is src/jobs/favourites.ts; a deleted one's note is departures.ts.
 */

/** How many adverts one user may follow: a dealer watches a market, not all of it. */
const MAX_FAVOURITES = 200;

type Follower = { id: string; role: 'user' | 'admin' };

/**
 * One page of the adverts the user follows, newest followed first, each with when it was
 * followed and the price before the first drop the follower was told of (while lower now).
 */
export async function favouritePage(
  app: FastifyInstance,
  user: Follower,
  now: Date,
  page: number,
  limit: number,
) {
  const userId = user.id;
  const viewer = await resolveViewer(app.db, user, now);
  // Adverts that left the lists (a blocked seller's) leave this one too, while they last.
  const where = and(eq(favourites.userId, userId), visibleTo(viewer, now));
  const [rows, [total]] = await Promise.all([
    app.db
      .select({ carId: favourites.carId, followedAt: favourites.createdAt })
      .from(favourites)
      .innerJoin(cars, eq(favourites.carId, cars.id))
      .where(where)
      .orderBy(desc(favourites.createdAt), desc(favourites.carId))
      .limit(limit)
      .offset((page - 1) * limit),
    app.db
      .select({ n: count() })
      .from(favourites)
      .innerJoin(cars, eq(favourites.carId, cars.id))
      .where(where),
  ]);
  const followedAt = new Map(rows.map((row) => [row.carId, row.followedAt.toISOString()]));
  const carIds = rows.map((row) => row.carId);
  const drops =
    carIds.length === 0
      ? []
      : await app.db
          .select({ carId: favouriteChanges.carId, oldPrice: max(favouriteChanges.oldPrice) })
          .from(favouriteChanges)
          .where(
            and(
              eq(favouriteChanges.userId, userId),
              eq(favouriteChanges.kind, 'price_drop'),
              inArray(favouriteChanges.carId, carIds),
            ),
          )
          .groupBy(favouriteChanges.carId);
  const before = new Map(drops.map((d) => [d.carId, d.oldPrice]));
  const data = (await loadCars(app, app.db, carIds)).map((car) => {
    const old = before.get(car._id) ?? null;
    return {
      ...car,
      followedAt: followedAt.get(car._id)!,
      priceBefore: old !== null && old > car.price ? old : null,
    };
  });
  return { data, total: Number(total?.n ?? 0) };
}

/**
 * Followed adverts that left the site: those deleted lately, newest first, then those hidden
 * with their blocked seller (`departedAt` null).
 */
export async function goneFavourites(app: FastifyInstance, user: Follower, now: Date) {
  const userId = user.id;
  const viewer = await resolveViewer(app.db, user, now);
  const visible = visibleTo(viewer, now);
  const [departed, hidden] = await Promise.all([
    recentDepartures(app.db, userId, now, MAX_FAVOURITES),
    app.db
      .select({
        carId: favourites.carId,
        followedAt: favourites.createdAt,
        brand: brands.name,
        model: models.name,
      })
      .from(favourites)
      .innerJoin(cars, eq(favourites.carId, cars.id))
      .innerJoin(brands, eq(cars.brandId, brands.id))
      .innerJoin(models, eq(cars.modelId, models.id))
      .where(and(eq(favourites.userId, userId), visible ? not(visible) : sql`false`))
      .orderBy(desc(favourites.createdAt))
      .limit(MAX_FAVOURITES),
  ]);
  return [
    ...departed.map((row) => ({
      _id: row.carId,
      title: row.title,
      followedAt: row.followedAt.toISOString(),
      departedAt: row.departedAt.toISOString(),
    })),
    ...hidden.map((row) => ({
      _id: row.carId,
      title: `${row.brand} ${row.model}`,
      followedAt: row.followedAt.toISOString(),
      departedAt: null,
    })),
  ];
}

/** How many followed adverts changed since the user last opened the list. */
export async function unseenFavourites(db: Executor, userId: string): Promise<number> {
  const [user] = await db
    .select({ seenAt: users.favouritesSeenAt })
    .from(users)
    .where(eq(users.id, userId));
  const [row] = await db
    .select({ n: countDistinct(favouriteChanges.carId) })
    .from(favouriteChanges)
    .innerJoin(
      favourites,
      and(
        eq(favourites.userId, favouriteChanges.userId),
        eq(favourites.carId, favouriteChanges.carId),
      ),
    )
    .where(
      and(
        eq(favouriteChanges.userId, userId),
        user?.seenAt ? gt(favouriteChanges.createdAt, user.seenAt) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

/** Every change of the followed adverts is seen as of `now` (the list was opened). */
export async function markFavouritesSeen(db: Executor, userId: string, now: Date): Promise<void> {
  await db.update(users).set({ favouritesSeenAt: now }).where(eq(users.id, userId));
}

/** Ids of every advert the user follows, newest followed first. */
export async function followedIds(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ carId: favourites.carId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt));
  return rows.map((row) => row.carId);
}

/**
 * The user follows the advert (404 if they may not see it, 409 for their own or past the cap);
 * following it again changes nothing. True when the follow is new.
 */
export async function followCar(
  app: FastifyInstance,
  user: Follower,
  carId: string,
  now: Date,
): Promise<boolean> {
  const userId = user.id;
  const viewer = await resolveViewer(app.db, user, now);
  const [car] = await app.db
    .select({ id: cars.id, userId: cars.userId })
    .from(cars)
    .where(and(eq(cars.id, carId), visibleTo(viewer, now)));
  if (!car) throw app.httpError(404, 'car.notFound');
  if (car.userId === userId) throw app.httpError(409, 'favourites.ownCar');
  const [followed] = await app.db
    .select({ carId: favourites.carId })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.carId, carId)));
  if (followed) return false;
  const added = await app.db.transaction(async (tx) => {
    // Lock the user so follows at once cannot all pass the cap (as saved searches do).
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [mine] = await tx
      .select({ n: count() })
      .from(favourites)
      .where(eq(favourites.userId, userId));
    if (Number(mine?.n ?? 0) >= MAX_FAVOURITES)
      throw app.httpError(409, 'favourites.tooMany', { max: MAX_FAVOURITES });
    return tx
      .insert(favourites)
      .values({ userId, carId, createdAt: now })
      .onConflictDoNothing()
      .returning({ carId: favourites.carId });
  });
  return added.length > 0;
}

/**
 * The user stops following the advert: its waiting notices are dropped, and the note of a
 * deleted one. True when the user followed it.
 */
export async function unfollowCar(db: Db, userId: string, carId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(favourites)
      .where(and(eq(favourites.userId, userId), eq(favourites.carId, carId)))
      .returning({ carId: favourites.carId });
    await tx
      .delete(favouriteChanges)
      .where(
        and(
          eq(favouriteChanges.userId, userId),
          eq(favouriteChanges.carId, carId),
          isNull(favouriteChanges.digestedAt),
        ),
      );
    // A deleted advert's note in the list is dismissed the same way.
    await forgetDeparture(tx, userId, carId);
    return rows.length > 0;
  });
}
