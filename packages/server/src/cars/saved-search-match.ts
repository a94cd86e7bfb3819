import { and, eq, exists, gt, gte, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DAMAGE_KEYS, VEHICLE_ORIGIN_KEYS } from '@autoberza/contract/car-details';
import type { Executor } from '../db/client.ts';
import { registeredFrom } from './detail-filters.ts';
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
  condition: string | null;
  drive: string | null;
  colour: string | null;
  vehicleOrigin: string | null;
  damage: string | null;
  vat: string | null;
  previousOwners: number | null;
  /** `YYYY-MM-DD`. */
  registeredUntil: string | null;
  equipment: string[];
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

/**
 * The detail filters and the keyword of the saved searches (decision 044), read from their stored
 * filters: the candidates are few (the brand and model index), so no column of their own. Each
 * is its filter's name and the test the car must pass when the search has it.
 */
function detailTests(car: ListingToMatch, now: Date): [name: string, test: SQL][] {
  const text = (name: string) => sql`${s.filters} ->> ${name}`;
  const word = (name: string, map: Record<string, string>, value: string | null) => {
    const key = Object.entries(map).find(([w]) => w === value)?.[1] ?? null;
    return sql`${text(name)} = ${key}`;
  };
  const drive =
    car.drive === 'awd' || car.drive === 'awdReduction'
      ? sql`${text('drive')} in ('awd', ${car.drive})`
      : sql`${text('drive')} = ${car.drive}`;
  return [
    ['condition', sql`${text('condition')} = ${car.condition}`],
    ['drive', drive],
    ['colour', sql`${text('colour')} = ${car.colour}`],
    ['origin', word('origin', VEHICLE_ORIGIN_KEYS, car.vehicleOrigin)],
    ['damage', word('damage', DAMAGE_KEYS, car.damage)],
    ['vat', sql`${text('vat')} = ${car.vat}`],
    ['ownersMax', sql`(${text('ownersMax')})::int >= ${car.previousOwners}`],
    ['registered', sql`${car.registeredUntil}::date >= ${registeredFrom(now)}::date`],
    [
      'equipment',
      sql`string_to_array(${text('equipment')}, ',') <@ ${`{${car.equipment.join(',')}}`}::text[]`,
    ],
    // A new advert is rated by the next round of the pricing job (decision 050), after this.
    ['goodPrice', sql`false`],
    [
      'q',
      sql`exists (select 1 from ${cars} where ${cars.id} = ${car.id} and ${cars.searchVector} @@ car_search_query(${text('q')}))`,
    ],
  ];
}

/**
 * Every detail filter the search has, the car passes. Most searches have none: one test of their
 * keys (`?|`) passes them without reading each filter from the JSON (17.9 → 14.0 ms for the
 * 10,000 searches without a brand of bench:api's step).
 */
function detailsMatch(car: ListingToMatch, now: Date): SQL {
  const tests = detailTests(car, now);
  const names = `{${tests.map(([name]) => name).join(',')}}`;
  const each = tests.map(([name, test]) => sql`(${s.filters} ->> ${name} is null or ${test})`);
  return sql`(not (${s.filters} ?| ${names}::text[]) or (${and(...each)}))`;
}

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
      script: users.script,
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
        detailsMatch(car, options.now),
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
      condition: cars.condition,
      drive: cars.drive,
      colour: cars.colour,
      vehicleOrigin: cars.vehicleOrigin,
      damage: cars.damage,
      vat: cars.vat,
      previousOwners: cars.previousOwners,
      registeredUntil: cars.registeredUntil,
      equipment: cars.equipment,
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
