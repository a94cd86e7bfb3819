import { useGetCarQuery } from '@autoberza/api-client';
import type { CarDetail as Car } from '@autoberza/api-client';

/**
 * An advert's column: loading, shown, gone (hidden by moderation, expired, removed: the API no
 * longer shows it to this reader) or failed (any other error).
 */
export type Compared =
  | { id: string; state: 'loading' }
  | { id: string; state: 'shown'; car: Car }
  | { id: string; state: 'gone' | 'failed' };

/** The API's "no such car" (CarMissing's isNotFound; not imported: one file less per car screen). */
const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

function useCompared(id: string | undefined): Compared | null {
  const { data, error } = useGetCarQuery({ id: id ?? '' }, { skip: !id });
  if (!id) return null;
  if (data) return { id, state: 'shown', car: data };
  if (error) return { id, state: isNotFound(error) ? 'gone' : 'failed' };
  return { id, state: 'loading' };
}

/** Each advert of the comparison by the car detail endpoint, one request per id (at most four). */
export function useComparedCars(ids: readonly string[]): Compared[] {
  const results = [
    useCompared(ids[0]),
    useCompared(ids[1]),
    useCompared(ids[2]),
    useCompared(ids[3]),
  ];
  return results.filter((result): result is Compared => result !== null);
}
