import { asc, desc, eq, gte, lte, ne, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { SORT_KEYS, type SortKey } from '@autoberza/contract/catalogue';
import { cars, users } from '../db/schema/index.ts';
import type { Bind } from './visibility.ts';
import { DOORS, TRANSMISSIONS } from './car.ts';
import {
  detailConditions,
  detailFilters,
  keywordFilter,
  type DetailFilterValues,
  type Walk,
} from './detail-filters.ts';

/** Decision 017: an empty query value means "no filter". */
const empty = (v: unknown) => (v === '' ? undefined : v);
const idFilter = z.preprocess(empty, z.uuid().optional());
const numberFilter = z.preprocess(
  empty,
  z.coerce.number().int().min(0).max(100_000_000).optional(),
);

/** "true"/"false" from a query string; empty or absent is false. */
export const flagFilter = z.preprocess(
  empty,
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
);

/** Filters everybody may use, sort and hideSold included (docs/product.md, “Search and lists”). */
export const basicFilters = {
  brand: idFilter,
  model: idFilter,
  priceMin: numberFilter,
  priceMax: numberFilter,
  yearFrom: numberFilter,
  yearTo: numberFilter,
  sort: z.preprocess(empty, z.enum(SORT_KEYS).optional()),
  /** Leave sold cars out (the lists of active offers; sold ones stay reachable by link). */
  hideSold: flagFilter,
  /** The keyword (“Ključna reč”), for everybody (decision 044). */
  q: keywordFilter,
};

/** Filters and sort for subscribers only (docs/product.md, “Subscriptions”). */
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
  ...detailFilters,
};

export const ADVANCED_KEYS = Object.keys(advancedFilters) as (keyof typeof advancedFilters)[];

/**
 * The filters whose columns the keyword table has (src/db/schema/car-keywords.ts, decision 057):
 * a keyword search with these alone reads it instead of the adverts.
 */
const KEYWORD_TABLE_FILTERS: ReadonlySet<string> = new Set([
  'brand',
  'model',
  'priceMin',
  'priceMax',
  'yearFrom',
  'yearTo',
  'mileageMin',
  'mileageMax',
  'hideSold',
  'q',
  'qExpanded',
]);

export type SearchFilters = {
  [K in Exclude<keyof typeof basicFilters, 'q'>]?: number | string | boolean | undefined;
} & {
  [K in Exclude<keyof typeof advancedFilters, keyof DetailFilterValues>]?:
    string | number | undefined;
} & DetailFilterValues;

/**
 * The WHERE conditions of a search (the visibility rule is added by the caller), each value put
 * in by `bind` (a placeholder or the value); `shape` names which
 * conditions there are. `hasRange` when a bound (price, year, mileage, power), a detail or the
 * keyword is among them: the kinds whose values change the best plan.
 */
export function filterConditions(
  f: SearchFilters,
  bind: Bind = (_name, value) => value,
  at: Date = new Date(),
  walked: Walk = false,
): {
  conditions: SQL[];
  needsSeller: boolean;
  hasRange: boolean;
  /** A detail or the keyword is among them: the total is exact up to DETAIL_COUNT_CAP. */
  hasDetails: boolean;
  /**
   * A filter besides the brand, the model and the keyword is among them: one whose index may
   * lead a walk by date off the date's order (src/cars/list-query.ts, keywordPage).
   */
  offDate: boolean;
  /** Every filter's column is in the keyword table (decision 057). */
  keywordTable: boolean;
  shape: string;
} {
  const conditions: SQL[] = [];
  const names: string[] = [];
  let hasRange = false;
  const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const equal = (name: keyof SearchFilters, column: AnyPgColumn, value: unknown) => {
    if (str(value) === undefined) return;
    conditions.push(eq(column, bind(name, str(value)!)));
    names.push(name);
  };
  const bound = (
    name: keyof SearchFilters,
    value: unknown,
    cond: typeof gte,
    column: AnyPgColumn,
  ) => {
    if (num(value) === undefined) return;
    conditions.push(cond(column, bind(name, num(value)!)));
    names.push(name);
    hasRange = true;
  };
  equal('brand', cars.brandId, f.brand);
  equal('model', cars.modelId, f.model);
  bound('priceMin', f.priceMin, gte, cars.price);
  bound('priceMax', f.priceMax, lte, cars.price);
  bound('yearFrom', f.yearFrom, gte, cars.yearProduction);
  bound('yearTo', f.yearTo, lte, cars.yearProduction);
  bound('mileageMin', f.mileageMin, gte, cars.mileage);
  bound('mileageMax', f.mileageMax, lte, cars.mileage);
  bound('powerMin', f.powerMin, gte, cars.enginePower);
  bound('powerMax', f.powerMax, lte, cars.enginePower);
  equal('fuel', cars.fuelId, f.fuel);
  equal('body', cars.bodyId, f.body);
  equal('doors', cars.doors, f.doors);
  if (f.hideSold === true) {
    conditions.push(ne(cars.status, 'sold'));
    names.push('hideSold');
  }
  const needsSeller = Boolean(str(f.city));
  equal('city', users.cityId, f.city);
  // The details and the keyword: how often a value occurs decides the plan, as for a bound.
  // The gearbox goes with them: asked with two more of them, it is in the details' set
  // (decision 058).
  const details = detailConditions({ ...f, transmission: str(f.transmission) }, bind, at, walked);
  conditions.push(...details.conditions);
  names.push(...details.names);
  const hasDetails = details.names.some((name) => name !== 'transmission');
  if (hasDetails) hasRange = true;
  // A walk by date reads the brand's or the model's adverts down their index by date.
  const byDate = str(f.model) !== undefined ? 'model' : str(f.brand) !== undefined ? 'brand' : '';
  return {
    conditions: walked === 'head' ? conditions.filter((_, i) => names[i] === byDate) : conditions,
    needsSeller,
    hasRange,
    hasDetails,
    offDate: names.some((name) => !['brand', 'model', 'q', 'qExpanded'].includes(name)),
    keywordTable: !needsSeller && names.every((name) => KEYWORD_TABLE_FILTERS.has(name)),
    shape: names.join(','),
  };
}

const NEWEST: [AnyPgColumn, 'desc'][] = [
  [cars.publishedAt, 'desc'],
  [cars.id, 'desc'],
];

/** The columns a sort orders by, each ascending or not: the sort's own, then the newest first. */
const SORT_ORDERS: Record<SortKey, [AnyPgColumn, 'asc' | 'desc'][]> = {
  newest: NEWEST,
  oldest: [
    [cars.publishedAt, 'asc'],
    [cars.id, 'asc'],
  ],
  priceAsc: [[cars.price, 'asc'], ...NEWEST],
  priceDesc: [[cars.price, 'desc'], ...NEWEST],
  yearAsc: [[cars.yearProduction, 'asc'], ...NEWEST],
  yearDesc: [[cars.yearProduction, 'desc'], ...NEWEST],
  mileageAsc: [[cars.mileage, 'asc'], ...NEWEST],
  mileageDesc: [[cars.mileage, 'desc'], ...NEWEST],
  // The best price for its comparables first, unrated cars last (decision 050).
  priceRating: [[cars.priceRatio, 'asc'], ...NEWEST],
};

/** The columns a list of this sort is ordered by. */
export const sortColumns = (sort: SortKey | undefined): AnyPgColumn[] =>
  SORT_ORDERS[sort ?? 'newest'].map(([column]) => column);

/** The column a sort orders by first, and whether its order is descending. */
export function sortLead(sort: SortKey | undefined): { column: AnyPgColumn; descending: boolean } {
  const [column, way] = SORT_ORDERS[sort ?? 'newest'][0]!;
  return { column, descending: way === 'desc' };
}

export function orderBy(sort: SortKey | undefined) {
  return SORT_ORDERS[sort ?? 'newest'].map(([column, way]) =>
    way === 'asc' ? asc(column) : desc(column),
  );
}
