import { and, eq, gt, lte, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { cars, subscriptions } from '../db/schema/index.ts';

/** D17: a new listing is hidden from most users for this long. */
export const EMBARGO_MS = 20 * 60 * 1000;

/** The time a listing created at `createdAt` becomes visible to everyone. */
export function publishTime(createdAt: Date): Date {
  return new Date(createdAt.getTime() + EMBARGO_MS);
}

/** Who is looking, as far as visibility is concerned. */
export interface Viewer {
  /** Undefined for a visitor (PUBLIC_BROWSING). */
  userId: string | undefined;
  /** Admins and active subscribers see listings at once. */
  seesEverything: boolean;
  /** The viewer has listings of their own still hidden from others. */
  hasHiddenOwn: boolean;
}

/** True when the user holds a subscription that is active at `now`. */
export async function hasActiveSubscription(
  db: Executor,
  userId: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, 'active'),
        lte(subscriptions.startDate, now),
        gt(subscriptions.endDate, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function resolveViewer(
  db: Executor,
  user: { id: string; role: 'user' | 'admin' } | undefined,
  now: Date,
): Promise<Viewer> {
  if (!user) return { userId: undefined, seesEverything: false, hasHiddenOwn: false };
  if (user.role === 'admin') return { userId: user.id, seesEverything: true, hasHiddenOwn: false };
  if (await hasActiveSubscription(db, user.id, now)) {
    return { userId: user.id, seesEverything: true, hasHiddenOwn: false };
  }
  // Indexed (user_id, published_at) and almost always empty: lets the common query stay a
  // plain range on published_at, which its index serves, instead of an OR.
  const [hidden] = await db
    .select({ id: cars.id })
    .from(cars)
    .where(and(eq(cars.userId, user.id), gt(cars.publishedAt, now)))
    .limit(1);
  return { userId: user.id, seesEverything: false, hasHiddenOwn: hidden !== undefined };
}

/**
 * The condition every car query carries (lists, search, counts, by id, seller lists): the
 * listing is past its embargo, or the viewer owns it, or the viewer sees everything.
 * Undefined means "no condition".
 */
export function visibleTo(viewer: Viewer, now: Date): SQL | undefined {
  if (viewer.seesEverything) return undefined;
  const published = lte(cars.publishedAt, now);
  return viewer.userId && viewer.hasHiddenOwn
    ? or(published, eq(cars.userId, viewer.userId))
    : published;
}
