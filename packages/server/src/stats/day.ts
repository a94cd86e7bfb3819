import { STATS_TIME_ZONE } from '../db/schema/stats.ts';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: STATS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (YYYY-MM-DD) of `at` in Serbia: the day the statistics count it on. */
export function statsDayOf(at: Date): string {
  return dayFormat.format(at);
}

/** The `count` days ending with the day of `at`, oldest first (YYYY-MM-DD). */
export function lastDays(at: Date, count: number): string[] {
  const last = statsDayOf(at);
  const end = Date.parse(`${last}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    new Date(end - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}
