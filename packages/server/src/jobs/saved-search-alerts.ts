import { pathTo, paths } from '@autoberza/contract';
import {
  and,
  eq,
  exists,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client.ts';
import {
  brands,
  cars,
  models,
  savedSearches,
  savedSearchHits,
  subscriptions,
  users,
} from '../db/schema/index.ts';
import { markMailed, recentlyMailed } from '../lib/car-notices.ts';
import { unsubscribeQuery } from '../lib/saved-search-token.ts';

/** What a new listing is matched on, and what its alert says. */
export interface ListingToMatch {
  id: string;
  userId: string;
  brandId: string;
  modelId: string;
  fuelId: string | null;
  bodyId: string | null;
  transmission: string | null;
  doors: string | null;
  price: number;
  yearProduction: number | null;
  mileage: number | null;
  enginePower: number | null;
  /** The seller's city (the search's city filter is the seller's, as in GET /car/search). */
  cityId: string | null;
  brandName: string;
  modelName: string;
}

const s = savedSearches;

/** The search has no such filter, or the car's value equals it. */
const sameOrAny = (column: AnyPgColumn, value: string | null): SQL =>
  value === null ? isNull(column) : or(isNull(column), eq(column, value))!;
/** The search's lower bound is absent or at most the value. */
const atLeast = (column: AnyPgColumn, value: number | null): SQL =>
  value === null ? isNull(column) : or(isNull(column), lte(column, value))!;
const atMost = (column: AnyPgColumn, value: number | null): SQL =>
  value === null ? isNull(column) : or(isNull(column), gte(column, value))!;

/** Someone with an active subscription at `now` (D18): they see new listings at once. */
const activeSubscriber = (db: Executor, now: Date) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, s.userId),
          eq(subscriptions.status, 'active'),
          lte(subscriptions.startDate, now),
          gt(subscriptions.endDate, now),
        ),
      ),
  );

/**
 * The saved searches, with alerts on, that a listing matches. The candidates come from the
 * partial index on (brand_id, model_id) where alerts are on: a search names the car's brand
 * or none. Every other filter is checked on those rows in the same statement.
 */
export function matchingSearches(
  db: Executor,
  car: ListingToMatch,
  options: { subscribersOnly: boolean; now: Date },
) {
  return db
    .select({
      id: s.id,
      userId: s.userId,
      name: s.name,
      alert: s.alert,
      email: users.email,
      firstName: users.firstName,
      isNotification: users.isNotification,
    })
    .from(s)
    .innerJoin(users, eq(users.id, s.userId))
    .where(
      and(
        // A literal, so the planner can use the partial index.
        sql`${s.alert} <> 'off'`,
        or(eq(s.brandId, car.brandId), isNull(s.brandId)),
        sameOrAny(s.modelId, car.modelId),
        sameOrAny(s.fuelId, car.fuelId),
        sameOrAny(s.bodyId, car.bodyId),
        sameOrAny(s.cityId, car.cityId),
        sameOrAny(s.transmission, car.transmission),
        sameOrAny(s.doors, car.doors),
        atLeast(s.priceMin, car.price),
        atMost(s.priceMax, car.price),
        atLeast(s.yearFrom, car.yearProduction),
        atMost(s.yearTo, car.yearProduction),
        atLeast(s.mileageMin, car.mileage),
        atMost(s.mileageMax, car.mileage),
        atLeast(s.powerMin, car.enginePower),
        atMost(s.powerMax, car.enginePower),
        ne(s.userId, car.userId),
        eq(users.status, 'approved'),
        options.subscribersOnly ? activeSubscriber(db, options.now) : undefined,
      ),
    );
}

/**
 * The listing's fields for matching, read in the caller's transaction; undefined when it is gone,
 * sold, or its seller's account is not approved (D28: such adverts are hidden).
 */
export async function listingToMatch(
  tx: Executor,
  carId: string,
): Promise<ListingToMatch | undefined> {
  const [row] = await tx
    .select({
      id: cars.id,
      userId: cars.userId,
      brandId: cars.brandId,
      modelId: cars.modelId,
      fuelId: cars.fuelId,
      bodyId: cars.bodyId,
      transmission: cars.transmission,
      doors: cars.doors,
      price: cars.price,
      yearProduction: cars.yearProduction,
      mileage: cars.mileage,
      enginePower: cars.enginePower,
      cityId: users.cityId,
      sellerStatus: users.status,
      brandName: brands.name,
      modelName: models.name,
      status: cars.status,
    })
    .from(cars)
    .innerJoin(users, eq(users.id, cars.userId))
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(models, eq(models.id, cars.modelId))
    .where(eq(cars.id, carId));
  if (!row || row.status === 'sold' || row.sellerStatus !== 'approved') return undefined;
  const { status: _status, sellerStatus: _seller, ...listing } = row;
  return listing;
}

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
  if (daily.length > 0) {
    await tx
      .insert(savedSearchHits)
      .values(
        daily.map((m) => ({
          savedSearchId: m.id,
          carId: car.id,
          userId: m.userId,
          createdAt: options.now,
        })),
      )
      .onConflictDoNothing();
  }
  const mailAlert = async (m: (typeof matches)[number]) => {
    await app.mailer.enqueue(
      {
        to: m.email,
        template: 'savedSearchAlert',
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
      },
      tx,
    );
    await markMailed(tx, m.userId, [car.id], options.now);
  };
  const immediate = matches.filter((match) => match.alert === 'immediate');
  // Users another notice mailed the car to within the hour get no alert mail for it (each of
  // a user's own searches still alerts: the check is made before this listing's alerts).
  const mailedBefore = new Set<string>();
  for (const userId of new Set(immediate.map((m) => m.userId))) {
    if ((await recentlyMailed(tx, userId, [car.id], options.now)).size > 0)
      mailedBefore.add(userId);
  }
  for (const m of immediate) {
    if (!mailedBefore.has(m.userId)) await mailAlert(m);
    if (app.push.enabled && m.isNotification) {
      await app.push.enqueue(
        {
          userId: m.userId,
          title: app.t('savedSearch.push.title', { name: m.name }),
          body: app.t('car.notice.body', {
            car: title,
            year: car.yearProduction ?? '',
            price: new Intl.NumberFormat('sr-Latn-RS').format(car.price),
          }),
          link: pathTo(paths.car, { id: car.id }),
          dedupeKey: `saved-search-push:${m.id}:${car.id}`,
        },
        tx,
      );
    }
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
    const carRows = await tx
      .select({
        id: cars.id,
        status: cars.status,
        price: cars.price,
        yearProduction: cars.yearProduction,
        brandName: brands.name,
        modelName: models.name,
        sellerStatus: users.status,
      })
      .from(cars)
      .innerJoin(brands, eq(brands.id, cars.brandId))
      .innerJoin(models, eq(models.id, cars.modelId))
      .innerJoin(users, eq(users.id, cars.userId))
      .where(inArray(cars.id, [...new Set(hits.map((h) => h.carId))]));
    const carById = new Map(carRows.map((row) => [row.id, row]));
    const recipients = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(
        and(
          inArray(users.id, [...new Set(hits.map((h) => h.userId))]),
          eq(users.status, 'approved'),
        ),
      );
    for (const user of recipients) {
      const mine = hits.filter((h) => h.userId === user.id);
      // A search switched to "off" or "immediate" since, and cars sold or hidden since, are left out.
      const items = mine.flatMap((h) => {
        const search = searchById.get(h.searchId);
        const car = carById.get(h.carId);
        if (search?.alert !== 'daily' || !car) return [];
        if (car.status === 'sold' || car.sellerStatus !== 'approved') return [];
        return [
          {
            searchId: search.id,
            searchName: search.name,
            carId: car.id,
            title: `${car.brandName} ${car.modelName}`.trim(),
            year: car.yearProduction ?? 0,
            price: car.price,
          },
        ];
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
