import { asc, desc, eq, gte, lte, ne, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { cars, users } from '../../db/schema/index.ts';
import { DOORS, TRANSMISSIONS } from './shared.ts';

/** D9: an empty query value means "no filter". */
const empty = (v: unknown) => (v === '' ? undefined : v);
const idFilter = z.preprocess(empty, z.uuid().optional());
const numberFilter = z.preprocess(
  empty,
  z.coerce.number().int().min(0).max(100_000_000).optional(),
);

export const SORTS = [
  'newest',
  'oldest',
  'priceAsc',
  'priceDesc',
  'yearAsc',
  'yearDesc',
  'mileageAsc',
  'mileageDesc',
] as const;
export type Sort = (typeof SORTS)[number];

/** "true"/"false" from a query string; empty or absent is false. */
export const flagFilter = z.preprocess(
  empty,
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
);

/** Filters everybody may use (spec section 7; issue 18 opened sort and hideSold to all). */
export const basicFilters = {
  brand: idFilter,
  model: idFilter,
  priceMin: numberFilter,
  priceMax: numberFilter,
  yearFrom: numberFilter,
  yearTo: numberFilter,
  sort: z.preprocess(empty, z.enum(SORTS).optional()),
  /** Leave sold cars out (the lists of active offers; sold ones stay reachable by link). */
  hideSold: flagFilter,
};

/** Filters and sort for subscribers only (D18). */
export const advancedFilters = {
  fuel: idFilter,
  body: idFilter,
  transmission: z.preprocess(empty, z.enum(TRANSMISSIONS).optional()),
  doors: z.preprocess(empty, z.enum(DOORS).optional()),
  mileageMin: numberFilter,
  mileageMax: numberFilter,
  powerMin: numberFilter,
  powerMax: numberFilter,
  city: idFilter,
};

export const ADVANCED_KEYS = Object.keys(advancedFilters) as (keyof typeof advancedFilters)[];

export type SearchFilters = {
  [K in keyof typeof basicFilters]?: number | string | boolean | undefined;
} & {
  [K in keyof typeof advancedFilters]?: string | number | undefined;
};

/**
 * The WHERE conditions of a search (the visibility rule is added by the caller); `hasRange` when
 * a bound (price, year, mileage, power) is among them: the one kind whose values change the best
 * plan (src/routes/car/page.ts).
 */
export function filterConditions(f: SearchFilters): {
  conditions: SQL[];
  needsSeller: boolean;
  hasRange: boolean;
} {
  const conditions: SQL[] = [];
  let hasRange = false;
  const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const range = (column: AnyPgColumn, min: unknown, max: unknown) => {
    if (num(min) !== undefined) conditions.push(gte(column, num(min)!));
    if (num(max) !== undefined) conditions.push(lte(column, num(max)!));
    hasRange ||= num(min) !== undefined || num(max) !== undefined;
  };
  if (str(f.brand)) conditions.push(eq(cars.brandId, str(f.brand)!));
  if (str(f.model)) conditions.push(eq(cars.modelId, str(f.model)!));
  range(cars.price, f.priceMin, f.priceMax);
  range(cars.yearProduction, f.yearFrom, f.yearTo);
  range(cars.mileage, f.mileageMin, f.mileageMax);
  range(cars.enginePower, f.powerMin, f.powerMax);
  if (str(f.fuel)) conditions.push(eq(cars.fuelId, str(f.fuel)!));
  if (str(f.body)) conditions.push(eq(cars.bodyId, str(f.body)!));
  if (str(f.transmission)) conditions.push(eq(cars.transmission, str(f.transmission)!));
  if (str(f.doors)) conditions.push(eq(cars.doors, str(f.doors)!));
  if (f.hideSold === true) conditions.push(ne(cars.status, 'sold'));
  const needsSeller = Boolean(str(f.city));
  if (needsSeller) conditions.push(eq(users.cityId, str(f.city)!));
  return { conditions, needsSeller, hasRange };
}

export function orderBy(sort: Sort | undefined) {
  switch (sort) {
    case 'oldest':
      return [asc(cars.publishedAt), asc(cars.id)];
    case 'priceAsc':
      return [asc(cars.price), desc(cars.publishedAt), desc(cars.id)];
    case 'priceDesc':
      return [desc(cars.price), desc(cars.publishedAt), desc(cars.id)];
    case 'yearAsc':
      return [asc(cars.yearProduction), desc(cars.publishedAt), desc(cars.id)];
    case 'yearDesc':
      return [desc(cars.yearProduction), desc(cars.publishedAt), desc(cars.id)];
    case 'mileageAsc':
      return [asc(cars.mileage), desc(cars.publishedAt), desc(cars.id)];
    case 'mileageDesc':
      return [desc(cars.mileage), desc(cars.publishedAt), desc(cars.id)];
    default:
      return [desc(cars.publishedAt), desc(cars.id)];
  }
}
