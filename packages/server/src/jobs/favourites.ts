import { HOUR } from '@autoberza/contract/time';
import { pathTo, paths } from '@autoberza/contract';
import { and, asc, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client.ts';
import {
  brands,
  cars,
  favouriteChanges,
  favourites,
  models,
  users,
  type FavouriteChangeRow,
} from '../db/schema/index.ts';
import { formatEuro } from '@autoberza/contract/format';
import type { Script } from '@autoberza/contract/script';
import { userScript } from '../accounts/index.ts';
import { shownToAnyone, unsubscribeQuery } from '../cars/index.ts';

/** Changes of one follower are gathered this long after the first one, then sent as one notice. */
export const DIGEST_WINDOW_MS = HOUR;

export type FavouriteChangeKind = FavouriteChangeRow['kind'];

/**
 * Queues a change of a followed car for each of its followers (never its seller), in the
 * caller's transaction: the change and its notices commit together.
 */
export async function recordFavouriteChange(
  tx: Executor,
  change: {
    carId: string;
    sellerId: string;
    kind: FavouriteChangeKind;
    oldPrice?: number;
    newPrice?: number;
    at: Date;
  },
): Promise<void> {
  await tx.insert(favouriteChanges).select(
    tx
      .select({
        id: sql`gen_random_uuid()`.as('id'),
        userId: favourites.userId,
        carId: favourites.carId,
        kind: sql`${change.kind}::favourite_change_kind`.as('kind'),
        oldPrice: sql`${change.oldPrice ?? null}::integer`.as('old_price'),
        newPrice: sql`${change.newPrice ?? null}::integer`.as('new_price'),
        createdAt: sql`${change.at.toISOString()}::timestamptz`.as('created_at'),
        digestedAt: sql`null::timestamptz`.as('digested_at'),
      })
      .from(favourites)
      .where(and(eq(favourites.carId, change.carId), ne(favourites.userId, change.sellerId))),
  );
}

/** One line of a digest: what became of a followed car since its follower last heard. */
export interface DigestItem {
  carId: string;
  title: string;
  change: string;
}

/**
 * What the follower is told of a car, from its waiting changes and its state now: a drop only
 * while the price is still below the price before the first drop (a drop undone is no news),
 * reserved or sold only while the car still is, in the follower's script. Null when nothing is
 * left to tell.
 */
function whatChanged(
  app: FastifyInstance,
  changes: FavouriteChangeRow[],
  car: { price: number; status: 'active' | 'reserved' | 'sold' },
  script: Script,
): string | null {
  const parts: string[] = [];
  const firstDrop = changes.find((c) => c.kind === 'price_drop');
  if (firstDrop?.oldPrice != null && car.price < firstDrop.oldPrice) {
    parts.push(
      app.t(
        'favourites.change.priceDrop',
        { from: formatEuro(firstDrop.oldPrice), to: formatEuro(car.price) },
        script,
      ),
    );
  }
  if (car.status !== 'active' && changes.some((c) => c.kind === car.status)) {
    parts.push(app.t(`favourites.change.${car.status}`, undefined, script));
  }
  return parts.length > 0 ? parts.join(', ') : null;
}

/**
 * One follower's digest, when the oldest waiting change is a window old. A notice names only
 * adverts shown to anyone (the seller approved, listed, not hidden by an administrator:
 * docs/product.md, “Blocked sellers”, “Reports and moderation”, “Expiry and renewal”); the
 * changes of any other advert wait, untouched, until it is shown again (decision 013), so a drop
 * made while an advert was hidden is told when it returns, if it still stands. A per-user advisory
 * lock makes a second instance wait and then find the changes taken, and the dedupe keys name
 * the first change, so a digest is never queued twice. Returns whether a notice was queued.
 */
async function digestFor(app: FastifyInstance, userId: string, now: Date): Promise<boolean> {
  const due = new Date(now.getTime() - DIGEST_WINDOW_MS);
  return app.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`favourites:${userId}`}))`);
    // The waiting changes of adverts shown now, with each advert as it is, in one statement (one
    // snapshot): an advert hidden since keeps its changes for its return.
    const rows = await tx
      .select({
        change: favouriteChanges,
        car: {
          price: cars.price,
          status: cars.status,
          brandName: brands.name,
          modelName: models.name,
        },
      })
      .from(favouriteChanges)
      .innerJoin(cars, eq(cars.id, favouriteChanges.carId))
      .innerJoin(brands, eq(cars.brandId, brands.id))
      .innerJoin(models, eq(cars.modelId, models.id))
      .where(
        and(
          eq(favouriteChanges.userId, userId),
          isNull(favouriteChanges.digestedAt),
          shownToAnyone,
        ),
      )
      .orderBy(asc(favouriteChanges.createdAt), asc(favouriteChanges.id));
    const waiting = rows.map((row) => row.change);
    const first = waiting[0];
    if (!first || first.createdAt > due) return false;
    await tx
      .update(favouriteChanges)
      .set({ digestedAt: now })
      .where(
        inArray(
          favouriteChanges.id,
          waiting.map((c) => c.id),
        ),
      );

    const [user] = await tx
      .select({
        email: users.email,
        firstName: users.firstName,
        isEmail: users.isEmail,
        isNotification: users.isNotification,
        status: users.status,
        script: users.script,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!user || user.status !== 'approved') return false;
    // The digest's words, the change lines included, in the follower's script (decision 049).
    const script = userScript(user);

    const carIds = [...new Set(waiting.map((c) => c.carId))];
    const items: DigestItem[] = [];
    for (const carId of carIds) {
      const car = rows.find((row) => row.change.carId === carId)!.car;
      const change = whatChanged(
        app,
        waiting.filter((c) => c.carId === carId),
        car,
        script,
      );
      if (change) items.push({ carId, title: `${car.brandName} ${car.modelName}`, change });
    }
    if (items.length === 0) return false;

    if (user.isEmail) {
      await app.mailer.enqueue(
        {
          to: user.email,
          template: 'favouritesDigest',
          script,
          vars: {
            firstName: user.firstName,
            items,
            unsubscribe: unsubscribeQuery(
              app.config.JWT_SECRET,
              { notice: 'favourites', user: userId },
              now,
            ),
          },
          dedupeKey: `favourites-mail:${userId}:${first.id}`,
        },
        tx,
      );
    }
    if (user.isNotification) {
      const only = items.length === 1 ? items[0] : undefined;
      await app.push.enqueue(
        {
          userId,
          title: app.t('favourites.notice.title', undefined, script),
          body: only
            ? app.t('favourites.notice.one', { car: only.title, change: only.change }, script)
            : app.t('favourites.notice.many', { count: items.length }, script),
          link: only ? pathTo(paths.car, { id: only.carId }) : paths.favourites,
          dedupeKey: `favourites-push:${userId}:${first.id}`,
        },
        tx,
      );
    }
    return user.isEmail || (user.isNotification && app.push.enabled);
  });
}

/**
 * Sends the digests that are due: one notice per follower for everything that changed in the
 * hour since the first waiting change. Returns how many followers were notified.
 */
export async function sendFavouriteDigests(app: FastifyInstance, batch = 100): Promise<number> {
  const now = app.clock.now();
  const due = new Date(now.getTime() - DIGEST_WINDOW_MS);
  let notified = 0;
  const seen = new Set<string>();
  for (;;) {
    const followers = await app.db
      .selectDistinct({ userId: favouriteChanges.userId })
      .from(favouriteChanges)
      .innerJoin(cars, eq(cars.id, favouriteChanges.carId))
      .where(
        and(
          isNull(favouriteChanges.digestedAt),
          lte(favouriteChanges.createdAt, due),
          shownToAnyone,
        ),
      )
      .limit(batch);
    const fresh = followers.filter((f) => !seen.has(f.userId));
    for (const { userId } of fresh) {
      seen.add(userId);
      if (await digestFor(app, userId, now)) notified += 1;
    }
    if (followers.length < batch || fresh.length === 0) return notified;
  }
}
