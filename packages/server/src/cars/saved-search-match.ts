import { and, eq, exists, gt, gte, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import { brands, cars, models, savedSearches, subscriptions, users } from '../db/schema/index.ts';

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

/** Someone with an active subscription at `now` (docs/product.md, “Subscriptions”): they see new listings at once. */
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
 * sold, expired, hidden by an administrator (docs/product.md, “Reports and moderation”), or
 * its seller's account is not approved (docs/product.md, “Blocked sellers”).
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
      hiddenAt: cars.hiddenAt,
      delistedAt: cars.delistedAt,
    })
    .from(cars)
    .innerJoin(users, eq(users.id, cars.userId))
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(models, eq(models.id, cars.modelId))
    .where(eq(cars.id, carId));
  if (
    !row ||
    row.status === 'sold' ||
    row.delistedAt ||
    row.sellerStatus !== 'approved' ||
    row.hiddenAt !== null
  )
    return undefined;
  const {
    status: _status,
    sellerStatus: _seller,
    hiddenAt: _hidden,
    delistedAt: _delisted,
    ...listing
  } = row;
  return listing;
}
