import { DOORS, SORT_KEYS, TRANSMISSIONS, type SortKey } from '@autoberza/contract/catalogue';

export { DOORS, TRANSMISSIONS };

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
  sort?: SortKey;
  /** Sold cars are hidden unless this is set ("Sakrij prodate" unticked). */
  showSold?: boolean;
}

export const BASIC_KEYS = [
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
] as const;
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

/** Reads the filters from the URL (so a search can be shared and the back button works). */
export function filtersFromParams(params: URLSearchParams): Filters {
  const out: Record<string, string | number> = {};
  for (const key of [...BASIC_KEYS, ...ADVANCED_KEYS]) {
    const raw = params.get(key)?.trim();
    if (!raw) continue;
    if (key === 'showSold') {
      if (raw === '1') out.showSold = 1;
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
    if (key === 'showSold') {
      if (value === true) params.set(key, '1');
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
  const { showSold, ...rest } = filters;
  return { ...rest, hideSold: showSold ? undefined : ('true' as const) };
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
