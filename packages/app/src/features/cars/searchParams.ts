import {
  DOORS,
  KEYWORD_MAX_LENGTH,
  SORT_KEYS,
  TRANSMISSIONS,
  type SortKey,
} from '@autoberza/contract/catalogue';
import {
  COLOURS,
  CONDITIONS,
  COUNT_LIMITS,
  DAMAGE_FILTERS,
  DRIVES,
  EQUIPMENT_ITEMS,
  ORIGIN_FILTERS,
  VAT_TYPES,
  type ChoiceValue,
  type DamageFilter,
  type DetailFilter,
  type EquipmentItem,
  type OriginFilter,
  DETAIL_FILTERS,
} from '@autoberza/contract/car-details';

export { DOORS, KEYWORD_MAX_LENGTH, TRANSMISSIONS };

/** The filter form's values; every one is optional (empty means "no filter"). */
export interface Filters {
  brand?: string;
  model?: string;
  priceMin?: number;
  priceMax?: number;
  yearFrom?: number;
  yearTo?: number;
  fuel?: string;
  body?: string;
  transmission?: (typeof TRANSMISSIONS)[number];
  doors?: (typeof DOORS)[number];
  mileageMin?: number;
  mileageMax?: number;
  powerMin?: number;
  powerMax?: number;
  city?: string;
  /** The keyword („Ključna reč“), trimmed; for everyone. */
  q?: string;
  condition?: ChoiceValue<'condition'>;
  /** `awd` is any 4x4, with a reduction gear or not. */
  drive?: ChoiceValue<'drive'>;
  colour?: ChoiceValue<'colour'>;
  origin?: OriginFilter;
  /** A registration running this month or later (`registered=1` in the URL). */
  registered?: boolean;
  damage?: DamageFilter;
  vat?: ChoiceValue<'vat'>;
  /** At most this many previous owners. */
  ownersMax?: number;
  /** The car has all of these, in the catalogue's order. */
  equipment?: EquipmentItem[];
  /** „Samo dobra cena“: a price rated very good or good (`goodPrice=1` in the URL). */
  goodPrice?: boolean;
  sort?: SortKey;
  /** Sold cars are hidden unless this is set ("Sakrij prodate" unticked). */
  showSold?: boolean;
}

export const BASIC_KEYS = [
  'q',
  'brand',
  'model',
  'priceMin',
  'priceMax',
  'yearFrom',
  'yearTo',
  'sort',
  'showSold',
] as const;
export const ADVANCED_KEYS = [
  'fuel',
  'body',
  'transmission',
  'doors',
  'mileageMin',
  'mileageMax',
  'powerMin',
  'powerMax',
  'city',
  // The subscribers' filters on the details, as the contract lists them.
  ...DETAIL_FILTERS,
] as const satisfies readonly (keyof Filters)[];
const NUMBER_KEYS = new Set([
  'priceMin',
  'priceMax',
  'yearFrom',
  'yearTo',
  'mileageMin',
  'mileageMax',
  'powerMin',
  'powerMax',
]);
/** The detail filters chosen from a list, and the values each may take. */
const DETAIL_CHOICES = {
  condition: CONDITIONS,
  drive: DRIVES,
  colour: COLOURS,
  origin: ORIGIN_FILTERS,
  damage: DAMAGE_FILTERS,
  vat: VAT_TYPES,
} as const satisfies Partial<Record<DetailFilter, readonly string[]>>;
const isDetailChoice = (key: string): key is keyof typeof DETAIL_CHOICES =>
  Object.hasOwn(DETAIL_CHOICES, key);

/** The equipment as a set in the catalogue's order (the URL's and the request's one spelling). */
export function canonicalEquipment(items: Iterable<string>): EquipmentItem[] {
  const chosen = new Set(items);
  return EQUIPMENT_ITEMS.filter((item) => chosen.has(item));
}

/** Reads the filters from the URL (so a search can be shared and the back button works). */
export function filtersFromParams(params: URLSearchParams): Filters {
  const out: Record<string, string | number | boolean | string[]> = {};
  for (const key of [...BASIC_KEYS, ...ADVANCED_KEYS]) {
    const raw = params.get(key)?.trim();
    if (!raw) continue;
    if (key === 'showSold') {
      if (raw === '1') out.showSold = 1;
    } else if (key === 'q') {
      // A keyword the server would refuse is dropped, like any other value it would refuse.
      if (raw.length <= KEYWORD_MAX_LENGTH) out.q = raw;
    } else if (key === 'registered' || key === 'goodPrice') {
      // The saved searches store the request's `true`.
      if (raw === '1' || raw === 'true') out[key] = true;
    } else if (key === 'ownersMax') {
      const n = Number(raw);
      const { min, max } = COUNT_LIMITS.previousOwners;
      if (Number.isInteger(n) && n >= min && n <= max) out.ownersMax = n;
    } else if (key === 'equipment') {
      const items = canonicalEquipment(raw.split(',').map((item) => item.trim()));
      if (items.length > 0) out.equipment = items;
    } else if (isDetailChoice(key)) {
      if ((DETAIL_CHOICES[key] as readonly string[]).includes(raw)) out[key] = raw;
    } else if (NUMBER_KEYS.has(key)) {
      const n = Number(raw);
      if (Number.isFinite(n) && n >= 0) out[key] = Math.round(n);
    } else {
      out[key] = raw;
    }
  }
  if (out.transmission && !(TRANSMISSIONS as readonly unknown[]).includes(out.transmission))
    delete out.transmission;
  if (out.doors && !(DOORS as readonly unknown[]).includes(out.doors)) delete out.doors;
  if (out.sort && !(SORT_KEYS as readonly unknown[]).includes(out.sort)) delete out.sort;
  return { ...(out as Filters), showSold: out.showSold === 1 ? true : undefined };
}

/** Writes filters (and a page above 1) as a query string, leaving out empty values. */
export function paramsFromFilters(filters: Filters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of [...BASIC_KEYS, ...ADVANCED_KEYS]) {
    const value = filters[key];
    if (value === undefined || value === '' || (typeof value === 'number' && Number.isNaN(value)))
      continue;
    if (key === 'showSold' || key === 'registered' || key === 'goodPrice') {
      if (value === true) params.set(key, '1');
      continue;
    }
    if (key === 'equipment') {
      const items = canonicalEquipment(value as EquipmentItem[]);
      if (items.length > 0) params.set(key, items.join(','));
      continue;
    }
    params.set(key, String(value));
  }
  if (page > 1) params.set('page', String(page));
  return params;
}

export function pageFromParams(params: URLSearchParams): number {
  const n = Number(params.get('page'));
  return Number.isInteger(n) && n > 0 ? n : 1;
}

/** Keeps only the basic filters (non-subscribers cannot use the advanced ones). */
export function basicOnly(filters: Filters): Filters {
  const out: Filters = {};
  for (const key of BASIC_KEYS)
    if (filters[key] !== undefined) Object.assign(out, { [key]: filters[key] });
  return out;
}

/** The search request's filters: the form's, with sold cars left out unless asked for. */
export function searchArgs(filters: Filters) {
  const { showSold, registered, goodPrice, equipment, ...rest } = filters;
  const items = equipment ? canonicalEquipment(equipment) : [];
  return {
    ...rest,
    ...(registered ? { registered: 'true' as const } : {}),
    ...(goodPrice ? { goodPrice: 'true' as const } : {}),
    ...(items.length > 0 ? { equipment: items.join(',') } : {}),
    hideSold: showSold ? undefined : ('true' as const),
  };
}

/** Whether `min` is above `max` in any range of the form (asked before searching). */
export function invalidRanges(f: Filters): (keyof Filters)[] {
  const pairs: [keyof Filters, keyof Filters][] = [
    ['priceMin', 'priceMax'],
    ['yearFrom', 'yearTo'],
    ['mileageMin', 'mileageMax'],
    ['powerMin', 'powerMax'],
  ];
  return pairs
    .filter(([min, max]) => {
      const a = f[min];
      const b = f[max];
      return typeof a === 'number' && typeof b === 'number' && a > b;
    })
    .map(([min]) => min);
}

/**
 * How many filters are set among `keys` ("Filteri (n)", a section's „Oprema (3)“): each field
 * counts, each item of the equipment too; the order is no filter.
 */
export function countFilters(
  filters: Filters,
  keys: readonly (keyof Filters)[] = [...BASIC_KEYS, ...ADVANCED_KEYS],
): number {
  let count = 0;
  for (const key of keys) {
    const value = filters[key];
    if (key === 'sort' || value === undefined || value === '' || value === false) continue;
    if (typeof value === 'number' && Number.isNaN(value)) continue;
    count += Array.isArray(value) ? value.length : 1;
  }
  return count;
}
