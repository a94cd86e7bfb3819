import {
  COLOURS,
  CONDITIONS,
  COUNT_LIMITS,
  DAMAGE_FILTERS,
  DAMAGE_KEYS,
  DAMAGE_STATES,
  DRIVES,
  EQUIPMENT_ITEMS,
  ORIGIN_FILTERS,
  VAT_TYPES,
  VEHICLE_ORIGIN_KEYS,
  VEHICLE_ORIGINS,
  type EquipmentItem,
} from '@autoberza/contract/car-details';
import { KEYWORD_MAX_LENGTH, type PriceRating } from '@autoberza/contract/catalogue';
import { SERBIAN_TIME_ZONE } from '@autoberza/contract/format';
import { eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { cars, detailTags } from '../db/schema/index.ts';
import { t } from '../lib/i18n.ts';
import { fieldLabel } from '../lib/zod-sr.ts';
import type { Bind } from './visibility.ts';

/*
 * The search on the car's details and the keyword search (docs/product.md, “Search and lists”;
 * decision 044): their query parameters, their SQL and their test of a car's list state (the
 * list cache, src/cars/list-changes.ts).
 */

/**
 * A search on the details or a keyword has its total exact up to this many (decisions 044, 053):
 * no index counts a keyword, or two or three details together, alone, and a count to 10,000
 * (COUNT_CAP) read the table for each candidate (30 ms of PostgreSQL's time for a common word,
 * 17,874 buffers for VAT, registration and year, at 100,000 listings); past it the list says
 * „više od 1.000“ and its page is walked in its order.
 */
export const DETAIL_COUNT_CAP = 1_000;

/** Decision 017: an empty query value means "no filter". */
const empty = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const choice = (name: string, values: readonly string[]) =>
  z.preprocess(
    empty,
    z
      .enum(values as [string, ...string[]], {
        error: () => t('car.validation.choiceInvalid', { field: fieldLabel([name]) }),
      })
      .optional(),
  );

const ITEMS = new Set<string>(EQUIPMENT_ITEMS);

/** `equipment`: comma-separated catalogue items, kept in the catalogue's order without repeats. */
const equipmentFilter = z.preprocess(
  empty,
  z
    .string()
    .max(EQUIPMENT_ITEMS.length * 24)
    .transform((value, ctx) => {
      const asked = new Set(value.split(',').map((item) => item.trim()));
      asked.delete('');
      if ([...asked].some((item) => !ITEMS.has(item))) {
        ctx.addIssue({
          code: 'custom',
          message: t('car.validation.choiceInvalid', { field: fieldLabel(['equipment']) }),
        });
        return z.NEVER;
      }
      const items = EQUIPMENT_ITEMS.filter((item) => asked.has(item));
      return items.length === 0 ? undefined : items.join(',');
    })
    .optional(),
);

/** The keyword: trimmed, spaces collapsed; blank is no keyword. */
export const keywordFilter = z.preprocess(
  empty,
  z
    .string()
    .transform((value) => value.trim().replace(/\s+/g, ' '))
    .pipe(z.string().max(KEYWORD_MAX_LENGTH))
    .optional(),
);

/** "true"/"1": the filter is on (a registration that runs this month or later, a good price). */
const registeredFilter = z.preprocess(
  empty,
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === 'true' || v === '1' ? true : undefined)),
);

/** The subscribers' filters on the details (DETAIL_FILTERS of the contract). */
export const detailFilters = {
  condition: choice('condition', CONDITIONS),
  drive: choice('drive', DRIVES),
  colour: choice('colour', COLOURS),
  origin: choice('vehicleOrigin', ORIGIN_FILTERS),
  registered: registeredFilter,
  damage: choice('damage', DAMAGE_FILTERS),
  vat: choice('vat', VAT_TYPES),
  ownersMax: z.preprocess(
    empty,
    z.coerce.number().int().min(0).max(COUNT_LIMITS.previousOwners.max).optional(),
  ),
  equipment: equipmentFilter,
  /** „Samo dobra cena“: rated very good or good (decision 050); like `registered`, a flag. */
  goodPrice: registeredFilter,
};

export type DetailFilterValues = {
  [K in keyof typeof detailFilters]?: z.output<(typeof detailFilters)[K]>;
} & {
  q?: string | undefined;
  /**
   * The keyword as src/cars/keyword.ts expands it (a tsquery's text; null: no word left). Without
   * it the keyword's own words are matched (car_search_query), as saved searches' counts and
   * alerts do.
   */
  qQuery?: string | null | undefined;
  /** The first day (`YYYY-MM-01`) of the month a registration must run to (with `registered`). */
  registeredFrom?: string | undefined;
};

/** The stored word of an origin or damage filter. */
const ORIGIN_WORD = Object.fromEntries(
  VEHICLE_ORIGINS.map((word) => [VEHICLE_ORIGIN_KEYS[word], word]),
) as Record<string, string>;
const DAMAGE_WORD = Object.fromEntries(
  DAMAGE_STATES.map((word) => [DAMAGE_KEYS[word], word]),
) as Record<string, string>;

/** „Samo dobra cena“ keeps the first two levels of the price rating. */
export const GOOD_PRICES = ['veryGood', 'good'] as const satisfies readonly PriceRating[];

/** 4x4 asks for both kinds of all-wheel drive. */
const AWD_KINDS = ['awd', 'awdReduction'] as const;

/** The first day of the month of `at` in Serbia, `YYYY-MM-01`: a registration must reach it. */
export function registeredFrom(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: SERBIAN_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-01`;
}

/**
 * This many of the filters the details' set holds (`detailTags`), asked together, are one
 * condition on it (decision 058). Two common values still match thousands of adverts, whose page
 * and capped total one detail's B-tree index finds by date in a few hundred rows (colour and
 * drive: 2.0 ms, 5.3 from the set's bitmap); three or more match few, which only the set's index
 * finds without reading the table for every advert of one of them (4x4, automatic, VAT and a tow
 * hook: 13,900 adverts for 313 matches, 18 ms, 2.4 ms from the set).
 */
export const TAGGED_AT_LEAST = 3;

/** The detail filters' values and the gearbox's, which the details' set holds too. */
type TaggedValues = DetailFilterValues & { transmission?: string | undefined };

/** A filter's value as an element of a PostgreSQL array literal. */
const element = (value: string) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;

/**
 * The filters of the details' set that `f` asks (decision 058): each with its name in the list's
 * shape, its condition on its own column, and its tags (src/db/schema/cars.ts, detailTags).
 */
function taggedFilters(f: TaggedValues, bind: Bind) {
  const asked: { name: string; condition: () => SQL; tags: string[] }[] = [];
  const equal = (name: string, column: AnyPgColumn, tag: string, value: string | undefined) => {
    if (value)
      asked.push({
        name,
        condition: () => eq(column, bind(name, value)),
        tags: [`${tag}:${value}`],
      });
  };
  equal('condition', cars.condition, 'condition', f.condition);
  if (f.drive === 'awd')
    asked.push({
      name: 'drive4x4',
      condition: () => inArray(cars.drive, [...AWD_KINDS]),
      tags: ['drive:4x4'],
    });
  else equal('drive', cars.drive, 'drive', f.drive);
  equal('colour', cars.colour, 'colour', f.colour);
  equal('origin', cars.vehicleOrigin, 'origin', f.origin && (ORIGIN_WORD[f.origin] ?? f.origin));
  equal('damage', cars.damage, 'damage', f.damage && (DAMAGE_WORD[f.damage] ?? f.damage));
  equal('vat', cars.vat, 'vat', f.vat);
  equal('transmission', cars.transmission, 'transmission', f.transmission);
  if (f.equipment)
    asked.push({
      name: 'equipment',
      condition: () => sql`${cars.equipment} @> ${bind('equipment', `{${f.equipment}}`)}::text[]`,
      tags: f.equipment.split(','),
    });
  return asked;
}

/**
 * The conditions of the detail filters, the gearbox and the keyword, each value put in by
 * `bind`; `names` says which there are (the list's shape). TAGGED_AT_LEAST or more of the
 * filters the details' set holds are one condition on it, which its GIN index answers exactly
 * (decision 058); fewer keep a condition each, on their own columns.
 */
export function detailConditions(
  f: TaggedValues,
  bind: Bind,
  at: Date,
  walked: Walk = false,
): { conditions: SQL[]; names: string[] } {
  const conditions: SQL[] = [];
  const names: string[] = [];
  const add = (name: string, condition: SQL) => {
    conditions.push(condition);
    names.push(name);
  };
  const tagged = taggedFilters(f, bind);
  if (tagged.length >= TAGGED_AT_LEAST) {
    const tags = `{${tagged.flatMap((filter) => filter.tags.map(element)).join(',')}}`;
    add(
      tagged.map((filter) => filter.name).join('+'),
      sql`${detailTags(cars)} @> ${bind('detailTags', tags)}::text[]`,
    );
  } else {
    for (const filter of tagged) add(filter.name, filter.condition());
  }
  if (f.ownersMax !== undefined)
    add('ownersMax', lte(cars.previousOwners, bind('ownersMax', f.ownersMax)));
  if (f.registered)
    add(
      'registered',
      gte(
        cars.registeredUntil,
        sql`${bind('registeredFrom', f.registeredFrom ?? registeredFrom(at))}::date`,
      ),
    );
  if (f.goodPrice) add('goodPrice', inArray(cars.priceRating, [...GOOD_PRICES]));
  // In a walk down the sort's order (src/cars/list-query.ts, keywordPage) the keyword is a test of
  // each car walked: `is true` keeps it from its index, which the planner took, misjudging how
  // many adverts have two words together, to read and sort every match (7,800 buffers for „prvi
  // vlasnik“ where the walk reads 100).
  if (f.q && walked === 'unkeyed') return { conditions, names };
  if (f.q && f.qQuery !== undefined && walked)
    add('qExpanded', sql`(${cars.searchVector} @@ ${bind('qQuery', f.qQuery)}::tsquery) is true`);
  else if (f.q && f.qQuery !== undefined)
    add('qExpanded', sql`${cars.searchVector} @@ ${bind('qQuery', f.qQuery)}::tsquery`);
  else if (f.q) add('q', sql`${cars.searchVector} @@ car_search_query(${bind('q', f.q)}::text)`);
  return { conditions, names };
}

/**
 * How a list's conditions are built: for the index (false), for a walk down the sort's order
 * (true: the keyword a test of each car), without the keyword (`unkeyed`: the adverts a walk
 * reads, the keyword tested on them after), or without any filter (`head`: the list's own
 * adverts, which a walk by date reads; src/cars/list-query.ts, keywordPage).
 */
export type Walk = boolean | 'unkeyed' | 'head';

/** A car's values that the detail filters and the keyword read (migration 0027's list state). */
export interface DetailListState {
  condition?: string | null;
  drive?: string | null;
  colour?: string | null;
  origin?: string | null;
  damage?: string | null;
  vat?: string | null;
  owners?: number | null;
  /** `YYYY-MM-DD`. */
  registeredUntil?: string | null;
  equipment?: string[];
  /** A digest of the keyword search's document. */
  text?: string;
  /** The price rating and price ÷ estimate (migration 0033; absent in rows written before). */
  priceRating?: string | null;
  priceRatio?: number | null;
}

/**
 * Whether a car in `state` passes the detail filters. The keyword cannot be judged here: a list
 * with one may hold any car (reaches() also asks whether the document changed).
 */
export function detailsHold(f: DetailFilterValues, state: DetailListState): boolean {
  const equal = (want: string | undefined, have: string | null | undefined) =>
    want === undefined || want === have;
  if (state.condition === undefined && Object.keys(f).some((key) => key in detailFilters))
    return true; // Written before migration 0027: judged as if it passed.
  const equipment = new Set(state.equipment ?? []);
  return (
    equal(f.condition, state.condition) &&
    (f.drive === 'awd'
      ? (AWD_KINDS as readonly (string | null | undefined)[]).includes(state.drive)
      : equal(f.drive, state.drive)) &&
    equal(f.colour, state.colour) &&
    equal(f.origin && ORIGIN_WORD[f.origin], state.origin) &&
    equal(f.damage && DAMAGE_WORD[f.damage], state.damage) &&
    equal(f.vat, state.vat) &&
    (f.ownersMax === undefined || (state.owners != null && state.owners <= f.ownersMax)) &&
    (!f.registered ||
      (state.registeredUntil != null &&
        state.registeredUntil >= (f.registeredFrom ?? registeredFrom(new Date())))) &&
    (!f.equipment ||
      f.equipment.split(',').every((item) => equipment.has(item as EquipmentItem))) &&
    // Written before migration 0033: judged as if it passed.
    (!f.goodPrice ||
      state.priceRating === undefined ||
      (GOOD_PRICES as readonly (string | null)[]).includes(state.priceRating))
  );
}
