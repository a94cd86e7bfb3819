import { MINUTE } from '@autoberza/contract/time';
import { and, eq, isNull, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { cars, users } from '../db/schema/index.ts';

/** docs/product.md, “The 20-minute rule”: a new listing is hidden from most users for this long. */
export const EMBARGO_MS = 20 * MINUTE;

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

/** The columns of car_viewer(user, at) (migration 0005). */
export const viewerFields = {
  id: sql<string>`id`,
  role: sql<'user' | 'admin'>`role`,
  status: sql<'pending' | 'approved' | 'rejected' | 'blocked'>`status`,
  tokenVersion: sql<number>`token_version`,
  /** An active subscription covers `at` (docs/product.md, “Subscriptions”). */
  subscribed: sql<boolean>`subscribed`,
  /** A listing of theirs is still in its 20 minutes (decision 020) at `at`. */
  hiddenOwn: sql<boolean>`hidden_own`,
  /** The list version (car_list_version: car_data_version, or a brand's) as text (a bigint). */
  dataVersion: sql<string>`data_version`,
};

/**
 * The database function that reads an account, its visibility rights at `at` and the list
 * version of `brand` (null: car_data_version) in one call; one row, or none for an unknown
 * account (migrations 0005, 0007).
 */
export function carViewer(user: unknown, at: unknown, brand: unknown = null): SQL {
  return sql`car_viewer(${user}::uuid, ${at}::timestamptz, ${brand}::uuid)`;
}

/** The viewer from car_viewer's row. */
export function viewerFromRow(row: {
  id: string;
  role: string;
  subscribed: boolean;
  hiddenOwn: boolean;
}): Viewer {
  const seesEverything = row.role === 'admin' || Boolean(row.subscribed);
  return {
    userId: row.id,
    seesEverything,
    hasHiddenOwn: !seesEverything && Boolean(row.hiddenOwn),
  };
}

export async function resolveViewer(
  db: Executor,
  user: { id: string; role: 'user' | 'admin' } | undefined,
  now: Date,
): Promise<Viewer> {
  if (!user) return { userId: undefined, seesEverything: false, hasHiddenOwn: false };
  const [row] = await db.select(viewerFields).from(carViewer(user.id, now.toISOString()));
  return row ? viewerFromRow(row) : { userId: user.id, seesEverything: false, hasHiddenOwn: false };
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
 * decision 007: the adverts of an account that is not approved (blocked, say) are hidden from
 * everyone, admins and subscribers included, and show again on unblock. The accounts that are
 * not approved are few, so PostgreSQL hashes them once per query; a status change bumps the car
 * data version (migration 0004), which drops cached lists.
 */
const sellerApproved = sql`${cars.userId} not in (select ${users.id} from ${users} where ${users.status} <> 'approved')`;

/**
 * docs/product.md, “Reports and moderation”: an advert an administrator hid leaves every list,
 * page and notice, for everyone, admins and subscribers included, until it is restored (its
 * seller still has it in their own list). hidden_at is in the covering indexes, so counts stay
 * index-only; hiding and restoring bump the car data version and note the change (migration
 * `moderation`), which drops the cached lists that showed the advert or will show it again.
 */
const notHiddenByModerator = isNull(cars.hiddenAt);

/**
 * docs/product.md, “Expiry and renewal”: an expired advert, and a sold one 30 days after its
 * sale, is in no list, search or page for anyone (its owner reads it in „Moji oglasi“). The
 * expiry job marks it (src/jobs/expiry.ts), recording a list change, so this is a plain column
 * test, the partial covering indexes' own predicate (decision 026).
 */
const listed = isNull(cars.delistedAt);

/**
 * An advert shown to anyone at all (what administrators and subscribers see): its seller's
 * account is approved, it is listed, and no administrator keeps it hidden.
 */
export const shownToAnyone = and(sellerApproved, listed, notHiddenByModerator)!;

/**
 * The condition every car query carries (lists, search, counts, by id, seller lists): the
 * seller's account is approved, the advert is listed (not expired), no administrator keeps it
 * hidden, and the listing is past its embargo, or the viewer owns it, or the viewer sees
 * everything.
 */
export function visibleTo(
  viewer: Viewer,
  now: Date,
  bind: Bind = (_name, value) => value,
): SQL | undefined {
  const kind = visibilityKind(viewer);
  return visibility(
    kind,
    bind('at', now),
    kind === 'withOwn' ? bind('userId', viewer.userId!) : undefined,
  );
}

/**
 * Puts a value in a query's conditions: the value itself, or a named placeholder for it (a
 * statement built once and filled per request: src/cars/list-query.ts).
 */
export type Bind = <T>(name: string, value: T) => T | Placeholder;

/** The kind of viewer a car query is built for (`visibleTo` picks it). */
export type VisibilityKind = 'everything' | 'public' | 'withOwn';

/** Which of visibility's conditions applies to `viewer`. */
export function visibilityKind(viewer: Viewer): VisibilityKind {
  if (viewer.seesEverything) return 'everything';
  return viewer.userId && viewer.hasHiddenOwn ? 'withOwn' : 'public';
}

/**
 * visibleTo's condition for a kind of viewer, with the time and the owner as values or as
 * placeholders (a query prepared once per kind); the time may also be a column of the query
 * (the statistics judge each batched event at its own time).
 */
export function visibility(
  kind: VisibilityKind,
  now: Date | Placeholder | SQL,
  userId?: string | Placeholder,
): SQL | undefined {
  if (kind === 'everything') return shownToAnyone;
  const published = lte(cars.publishedAt, now);
  return and(
    kind === 'withOwn' && userId !== undefined ? or(published, eq(cars.userId, userId)) : published,
    sellerApproved,
    listed,
    notHiddenByModerator,
  );
}
