import { and, eq, gt, lte, or, sql, type SQL } from 'drizzle-orm';
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
  // One round trip. "Hidden own" is indexed (user_id, published_at) and almost always false:
  // it lets the common query stay a plain range on published_at, which its index serves.
  const at = now.toISOString();
  const [row] = await db
    .select({
      subscribed: sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, user.id),
            eq(subscriptions.status, 'active'),
            lte(subscriptions.startDate, sql`${at}::timestamptz`),
            gt(subscriptions.endDate, sql`${at}::timestamptz`),
          ),
        )})`,
      hiddenOwn: sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(cars)
        .where(and(eq(cars.userId, user.id), gt(cars.publishedAt, sql`${at}::timestamptz`)))})`,
    })
    .from(sql`(select 1) as viewer`);
  const seesEverything = Boolean(row?.subscribed);
  return {
    userId: user.id,
    seesEverything,
    hasHiddenOwn: !seesEverything && Boolean(row?.hiddenOwn),
  };
}

/**
 * Which cached car lists a viewer may be served: everyone who sees exactly the listings past
 * their embargo shares "public"; admins and active subscribers share "everything"; a viewer
 * with hidden listings of their own sees a set nobody else does (undefined: not cached).
 */
export function viewerClass(viewer: Viewer): 'public' | 'everything' | undefined {
  if (viewer.seesEverything) return 'everything';
  return viewer.hasHiddenOwn ? undefined : 'public';
}

/** A viewer of the given class (the one a cached list is built for). */
export function classViewer(cls: 'public' | 'everything'): Viewer {
  return { userId: undefined, seesEverything: cls === 'everything', hasHiddenOwn: false };
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
