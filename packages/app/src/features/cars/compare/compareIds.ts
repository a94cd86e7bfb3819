import { paths } from '../../../paths';
import { COMPARE_MAX } from './compareTray';

/** The query parameter of the car list that makes it the comparison (decision 051). */
export const COMPARE_PARAM = 'compare';

/**
 * The comparison's address: the car list's with the adverts' ids in `?compare=`, so that the page
 * can be shared.
 */
export function comparePath(ids: readonly string[]): string {
  return `${paths.cars}?${COMPARE_PARAM}=${ids.map(encodeURIComponent).join(',')}`;
}

/** The ids of `?compare=`: distinct, non-empty, at most four. */
export function parseCompareIds(value: string | null): string[] {
  const ids = (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return [...new Set(ids)].slice(0, COMPARE_MAX);
}
