import type { SavedSearchCreateInput } from '@autoberza/api-client';

export type SavedFilters = SavedSearchCreateInput['filters'];

/** The server accepts at most this many per user, names up to this long (decision 014). */
export const MAX_SAVED_SEARCHES = 20;
export const MAX_NAME_LENGTH = 60;

/** The search's query (as sent to GET /car/search) without empty values. */
export function cleanFilters(query: Record<string, unknown>): SavedFilters {
  return Object.fromEntries(
    Object.entries(query).filter(
      ([, value]) =>
        value !== undefined &&
        value !== '' &&
        value !== null &&
        !(typeof value === 'number' && Number.isNaN(value)),
    ),
  ) as SavedFilters;
}

/**
 * The /cars query string of a saved search: the same keys as the search, except that sold
 * cars are hidden by default there and shown with `showSold=1`.
 */
export function carsQueryOf(filters: Record<string, string | number | boolean>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (key === 'hideSold') continue;
    params.set(key, String(value));
  }
  if (filters.hideSold !== true && filters.hideSold !== 'true') params.set('showSold', '1');
  return params.toString();
}

/** The name as the user will see it, or the reason it cannot be saved. */
export function nameProblem(name: string): 'required' | 'tooLong' | undefined {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'required';
  if (trimmed.length > MAX_NAME_LENGTH) return 'tooLong';
  return undefined;
}
