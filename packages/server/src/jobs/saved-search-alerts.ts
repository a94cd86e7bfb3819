import { pathTo, paths } from '@autoberza/contract';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ROWS_PER_INSERT, type Executor } from '../db/client.ts';
import { savedSearches, savedSearchHits, users } from '../db/schema/index.ts';
import {
  carsToAnnounce,
  mailedCarRecently,
  markCarMailed,
  markMailed,
  matchingSearches,
  recentlyMailed,
  unsubscribeQuery,
  type ListingToMatch,
} from '../cars/index.ts';
import { formatEuro } from '@autoberza/contract/format';
import { userScript } from '../accounts/index.ts';

const s = savedSearches;

/**
 * Alerts for one listing: an immediate search gets a mail (and a push with isNotification);
 * a daily one records a hit for the digest. Deduplicated per search and car, so the step at
 * creation (subscribers) and the one at publication (everyone) never alert twice.
 */
export async function queueSavedSearchAlerts(
  app: FastifyInstance,
  tx: Executor,
  car: ListingToMatch,
  options: { subscribersOnly: boolean; now: Date },
): Promise<number> {
  const matches = await matchingSearches(tx, car, options);
  if (matches.length === 0) return 0;
  const title = `${car.brandName} ${car.modelName}`.trim();
  const secret = app.config.JWT_SECRET;
  const daily = matches.filter((m) => m.alert === 'daily');
  for (let i = 0; i < daily.length; i += ROWS_PER_INSERT) {
    await tx
      .insert(savedSearchHits)
      .values(
        daily.slice(i, i + ROWS_PER_INSERT).map((m) => ({
          savedSearchId: m.id,
          carId: car.id,
          userId: m.userId,
          createdAt: options.now,
        })),
      )
      .onConflictDoNothing();
  }
  const immediate = matches.filter((match) => match.alert === 'immediate');
  // Users another notice mailed the car to within the hour get no alert mail for it (each of
  // a user's own searches still alerts: the check is made before this listing's alerts). A
  // listing can match thousands of searches: every step is a few statements for all of them,
  // not one per search (bench/README.md, 2026-11-30: one statement per search held a listing's
  // transaction for seconds at 100,000 saved searches).
  const mailedBefore = await mailedCarRecently(
    tx,
    immediate.map((m) => m.userId),
    car.id,
    options.now,
  );
  const mailed = immediate.filter((m) => !mailedBefore.has(m.userId));
  await app.mailer.enqueueAll(
    mailed.map((m) => ({
      to: m.email,
      template: 'savedSearchAlert',
      script: userScript(m),
      vars: {
        firstName: m.firstName,
        searchName: m.name,
        carId: car.id,
        title,
        year: car.yearProduction ?? 0,
        price: car.price,
        unsubscribe: unsubscribeQuery(secret, { ids: [m.id] }, options.now),
      },
      dedupeKey: `saved-search-mail:${m.id}:${car.id}`,
    })),
    tx,
  );
  await markCarMailed(
    tx,
    mailed.map((m) => m.userId),
    car.id,
    options.now,
  );
  if (app.push.enabled) {
    await app.push.enqueueAll(
      immediate
        .filter((m) => m.isNotification)
        .map((m) => ({
          userId: m.userId,
          title: app.t('savedSearch.push.title', { name: m.name }, userScript(m)),
          body: app.t(
            'car.notice.body',
            { car: title, year: car.yearProduction ?? '', price: formatEuro(car.price) },
            userScript(m),
          ),
          link: pathTo(paths.car, { id: car.id }),
          dedupeKey: `saved-search-push:${m.id}:${car.id}`,
        })),
      tx,
    );
  }
  return matches.length;
}

/** The most recent digest time (06:00 UTC, about 7–8 in Serbia) at or before `now`. */
export function digestCycleStart(now: Date): Date {
  const start = new Date(now);
  start.setUTCHours(6, 0, 0, 0);
  if (start > now) start.setUTCDate(start.getUTCDate() - 1);
  return start;
}

/**
 * Daily alerts: after 06:00 UTC each user with matches from before then gets one digest; matches
 * that arrive later wait for the next day. Hits are claimed with SKIP LOCKED and marked in the same
 * transaction, and the mail's dedupe key names the day, so two instances send one digest.
 */
export async function sendSavedSearchDigests(app: FastifyInstance): Promise<number> {
  const now = app.clock.now();
  const cycle = digestCycleStart(now);
  const day = cycle.toISOString().slice(0, 10);
  let sent = 0;
  await app.db.transaction(async (tx) => {
    const hits = await tx
      .select({
        id: savedSearchHits.id,
        userId: savedSearchHits.userId,
        carId: savedSearchHits.carId,
        searchId: savedSearchHits.savedSearchId,
      })
      .from(savedSearchHits)
      .where(
        and(
          isNull(savedSearchHits.digestedAt),
          // Matches up to the day's digest time; later ones wait for tomorrow's.
          lt(savedSearchHits.createdAt, cycle),
        ),
      )
      .orderBy(savedSearchHits.createdAt)
      .limit(2000)
      .for('update', { skipLocked: true });
    if (hits.length === 0) return;
    const searchRows = await tx
      .select({ id: s.id, name: s.name, alert: s.alert })
      .from(s)
      .where(inArray(s.id, [...new Set(hits.map((h) => h.searchId))]));
    const searchById = new Map(searchRows.map((row) => [row.id, row]));
    const carById = await carsToAnnounce(
      tx,
      hits.map((h) => h.carId),
    );
    const recipients = await tx
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        script: users.script,
      })
      .from(users)
      .where(
        and(
          inArray(users.id, [...new Set(hits.map((h) => h.userId))]),
          eq(users.status, 'approved'),
        ),
      );
    for (const user of recipients) {
      const mine = hits.filter((h) => h.userId === user.id);
      // A search switched to "off" or "immediate" since, and cars sold, expired or hidden since,
      // are left out.
      const items = mine.flatMap((h) => {
        const search = searchById.get(h.searchId);
        const car = carById.get(h.carId);
        if (search?.alert !== 'daily' || !car) return [];
        return [{ searchId: search.id, searchName: search.name, ...car }];
      });
      // Cars another notice mailed to the user within the hour are left out.
      const recent = await recentlyMailed(
        tx,
        user.id,
        items.map((i) => i.carId),
        now,
      );
      const fresh = items.filter((i) => !recent.has(i.carId));
      if (fresh.length > 0) {
        const searchIds = [...new Set(fresh.map((i) => i.searchId))];
        await app.mailer.enqueue(
          {
            to: user.email,
            template: 'savedSearchDigest',
            script: userScript(user),
            vars: {
              firstName: user.firstName,
              items: fresh.map(({ searchId: _id, ...item }) => item),
              unsubscribe: searchIds.map((id) => ({
                searchName: searchById.get(id)!.name,
                query: unsubscribeQuery(app.config.JWT_SECRET, { ids: [id] }, now),
              })),
              unsubscribeAll: unsubscribeQuery(app.config.JWT_SECRET, { ids: searchIds }, now),
            },
            dedupeKey: `saved-search-digest:${user.id}:${day}`,
          },
          tx,
        );
        await markMailed(
          tx,
          user.id,
          fresh.map((i) => i.carId),
          now,
        );
        sent += 1;
      }
    }
    // Every claimed hit is settled (sent, or left out for good).
    await tx
      .update(savedSearchHits)
      .set({ digestedAt: now })
      .where(
        inArray(
          savedSearchHits.id,
          hits.map((h) => h.id),
        ),
      );
  });
  return sent;
}
