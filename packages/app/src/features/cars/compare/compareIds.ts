import { paths } from '../../../paths';
import { COMPARE_MAX } from './compareTray';

/** The comparison's address: the adverts' ids in `?ids=`, so that the page can be shared. */
export function comparePath(ids: readonly string[]): string {
  return `${paths.compare}?ids=${ids.map(encodeURIComponent).join(',')}`;
}

/** The ids of `?ids=`: distinct, non-empty, at most four. */
export function parseCompareIds(value: string | null): string[] {
  const ids = (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return [...new Set(ids)].slice(0, COMPARE_MAX);
}
