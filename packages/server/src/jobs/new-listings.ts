import { MINUTE } from '@autoberza/contract/time';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, max, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userScript } from '../accounts/index.ts';
import type { Executor } from '../db/client.ts';
import { carsToAnnounce, markMailed, recentlyMailed, unsubscribeQuery } from '../cars/index.ts';
import { newListingHits, subscriptions, users } from '../db/schema/index.ts';
import { digestCycleStart } from './saved-search-alerts.ts';

/** An "immediate" subscriber gets at most one new-listings digest this often. */
export const DIGEST_GAP_MS = 15 * MINUTE;

/**
 * At a listing's creation (subscribers see it at once): every active subscriber who wants the
 * new-listings notice gets a waiting hit, in the creating transaction. The digest job mails them.
 */
export async function recordNewListingHits(
  tx: Executor,
  car: { id: string; userId: string },
  now: Date,
): Promise<number> {
  const recipients = await tx
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(
      and(
        eq(users.isEmail, true),
        ne(users.newListingsPace, 'off'),
        eq(users.status, 'approved'),
        ne(users.id, car.userId),
        eq(subscriptions.status, 'active'),
        lte(subscriptions.startDate, now),
        gt(subscriptions.endDate, now),
      ),
    );
  if (recipients.length === 0) return 0;
  await tx
    .insert(newListingHits)
    .values(recipients.map((u) => ({ userId: u.id, carId: car.id, createdAt: now })))
    .onConflictDoNothing();
  return recipients.length;
}

/**
 * One subscriber's digest, if due: "immediate" once the last one is 15 minutes old, "daily"
 * after the day's digest time (with the hits from before it). Cars sold, expired or hidden since,
 * and cars another notice mailed to the user within the hour, are left out. A per-user advisory
 * lock and a dedupe key naming the first hit keep two instances from sending it twice.
 */
async function digestFor(app: FastifyInstance, userId: string, now: Date): Promise<boolean> {
  return app.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`new-listings:${userId}`}))`);
    const [user] = await tx
      .select({
        email: users.email,
        firstName: users.firstName,
        isEmail: users.isEmail,
        pace: users.newListingsPace,
        status: users.status,
        script: users.script,
      })
      .from(users)
      .where(eq(users.id, userId));
    const waiting = await tx
      .select({ id: newListingHits.id, carId: newListingHits.carId, at: newListingHits.createdAt })
      .from(newListingHits)
      .where(and(eq(newListingHits.userId, userId), isNull(newListingHits.digestedAt)))
      .orderBy(asc(newListingHits.createdAt), asc(newListingHits.id));
    if (!user || waiting.length === 0) return false;
    const settle = (ids: string[]) =>
      tx.update(newListingHits).set({ digestedAt: now }).where(inArray(newListingHits.id, ids));

    if (user.status !== 'approved' || !user.isEmail || user.pace === 'off') {
      await settle(waiting.map((h) => h.id));
      return false;
    }
    let taken = waiting;
    if (user.pace === 'daily') {
      const cycle = digestCycleStart(now);
      taken = waiting.filter((h) => h.at < cycle);
    } else {
      const [last] = await tx
        .select({ at: max(newListingHits.digestedAt) })
        .from(newListingHits)
        .where(and(eq(newListingHits.userId, userId), isNotNull(newListingHits.digestedAt)));
      if (last?.at && now.getTime() - last.at.getTime() < DIGEST_GAP_MS) return false;
    }
    const first = taken[0];
    if (!first) return false;
    await settle(taken.map((h) => h.id));

    const carIds = taken.map((h) => h.carId);
    const recent = await recentlyMailed(tx, userId, carIds, now);
    const announced = await carsToAnnounce(tx, carIds);
    const items = carIds.flatMap((carId) => {
      const car = announced.get(carId);
      return car && !recent.has(carId) ? [car] : [];
    });
    if (items.length === 0) return false;
    await app.mailer.enqueue(
      {
        to: user.email,
        template: 'newListingsDigest',
        script: userScript(user),
        vars: {
          firstName: user.firstName,
          items,
          unsubscribe: unsubscribeQuery(
            app.config.JWT_SECRET,
            { notice: 'newListings', user: userId },
            now,
          ),
        },
        dedupeKey: `new-listings-digest:${userId}:${first.id}`,
      },
      tx,
    );
    await markMailed(
      tx,
      userId,
      items.map((i) => i.carId),
      now,
    );
    return true;
  });
}

/** Sends the new-listings digests that are due; returns how many were queued. */
export async function sendNewListingDigests(app: FastifyInstance, batch = 200): Promise<number> {
  const now = app.clock.now();
  const waiting = await app.db
    .selectDistinct({ userId: newListingHits.userId })
    .from(newListingHits)
    .where(isNull(newListingHits.digestedAt))
    .limit(batch);
  let sent = 0;
  for (const { userId } of waiting) {
    if (await digestFor(app, userId, now)) sent += 1;
  }
  return sent;
}
