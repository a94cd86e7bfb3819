import { z } from 'zod';
import { advancedFilters, ADVANCED_KEYS, basicFilters, flagFilter } from './filters.ts';
import { t } from '../lib/i18n.ts';

/** At most this many saved searches per user (docs/product.md, “Limits and constants”). */
export const MAX_SAVED_SEARCHES = 20;
export const MAX_NAME_LENGTH = 60;
export const ALERTS = ['off', 'immediate', 'daily'] as const;

const RANGES = [
  ['priceMin', 'priceMax'],
  ['yearFrom', 'yearTo'],
  ['mileageMin', 'mileageMax'],
  ['powerMin', 'powerMax'],
] as const;

const booleanAsText = (v: unknown) => (typeof v === 'boolean' ? String(v) : v);

/** A saved search's filters: the rules of GET /car/search, plus min not above max. */
export const savedFiltersSchema = z
  .strictObject({
    ...basicFilters,
    ...advancedFilters,
    // JSON may carry a real boolean where the query string has "true" (as stored and sent back).
    hideSold: z.preprocess(booleanAsText, flagFilter),
    registered: z.preprocess(booleanAsText, advancedFilters.registered),
    goodPrice: z.preprocess(booleanAsText, advancedFilters.goodPrice),
  })
  .superRefine((f, ctx) => {
    for (const [min, max] of RANGES) {
      const a = f[min];
      const b = f[max];
      if (a !== undefined && b !== undefined && a > b) {
        ctx.addIssue({
          code: 'custom',
          path: [min],
          message: t('savedSearch.validation.range', {
            min: t(`fields.${min}`),
            max: t(`fields.${max}`),
          }),
        });
      }
    }
  });

export type SavedFilters = z.output<typeof savedFiltersSchema>;

export const savedSearchNameSchema = z
  .string({ error: () => t('savedSearch.validation.nameRequired') })
  .trim()
  .min(1, { error: () => t('savedSearch.validation.nameRequired') })
  .max(MAX_NAME_LENGTH, {
    error: () => t('savedSearch.validation.nameTooLong', { max: MAX_NAME_LENGTH }),
  });

export const alertSchema = z.enum(ALERTS, { error: () => t('savedSearch.validation.alert') });

/** Whether the filters use a subscriber-only filter (docs/product.md, “Subscriptions”). */
export const usesAdvanced = (f: SavedFilters) => ADVANCED_KEYS.some((k) => f[k] !== undefined);

/** The filters as stored and sent back: only the given ones. */
export function storedFilters(f: SavedFilters): Record<string, string | number | boolean> {
  return Object.fromEntries(
    Object.entries(f).filter((entry): entry is [string, string | number | boolean] => {
      return entry[1] !== undefined;
    }),
  );
}

/** The typed, indexed columns that a new listing is matched on. */
export function matchColumns(f: SavedFilters) {
  return {
    brandId: f.brand ?? null,
    modelId: f.model ?? null,
    fuelId: f.fuel ?? null,
    bodyId: f.body ?? null,
    cityId: f.city ?? null,
    transmission: f.transmission ?? null,
    doors: f.doors ?? null,
    priceMin: f.priceMin ?? null,
    priceMax: f.priceMax ?? null,
    yearFrom: f.yearFrom ?? null,
    yearTo: f.yearTo ?? null,
    mileageMin: f.mileageMin ?? null,
    mileageMax: f.mileageMax ?? null,
    powerMin: f.powerMin ?? null,
    powerMax: f.powerMax ?? null,
  };
}
