import { HOUR } from '@autoberza/contract/time';
import { and, gt, inArray, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { carNoticesSent } from '../db/schema/index.ts';

/** A car mailed to a user by one notice is left out of the user's other notices this long. */
export const REPEAT_WINDOW_MS = HOUR;

/** Of `carIds`, those mailed to the user within the repeat window before `now`. */
export async function recentlyMailed(
  tx: Executor,
  userId: string,
  carIds: readonly string[],
  now: Date,
): Promise<Set<string>> {
  if (carIds.length === 0) return new Set();
  const rows = await tx
    .select({ carId: carNoticesSent.carId })
    .from(carNoticesSent)
    .where(
      and(
        eq(carNoticesSent.userId, userId),
        inArray(carNoticesSent.carId, [...carIds]),
        gt(carNoticesSent.sentAt, new Date(now.getTime() - REPEAT_WINDOW_MS)),
      ),
    );
  return new Set(rows.map((r) => r.carId));
}

/** Records that the cars were mailed to the user at `now` (in the transaction that queues the mail). */
export async function markMailed(
  tx: Executor,
  userId: string,
  carIds: readonly string[],
  now: Date,
): Promise<void> {
  if (carIds.length === 0) return;
  await tx
    .insert(carNoticesSent)
    .values([...new Set(carIds)].map((carId) => ({ userId, carId, sentAt: now })))
    .onConflictDoUpdate({
      target: [carNoticesSent.userId, carNoticesSent.carId],
      set: { sentAt: sql`excluded.sent_at` },
    });
}
