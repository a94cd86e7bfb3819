import { serbianDay } from '@autoberza/contract/format';
import { DAY } from '@autoberza/contract/time';

/** The `count` days ending with the day of `at`, oldest first (YYYY-MM-DD). */
export function lastDays(at: Date, count: number): string[] {
  const last = serbianDay(at);
  const end = Date.parse(`${last}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    new Date(end - (count - 1 - i) * DAY).toISOString().slice(0, 10),
  );
}
