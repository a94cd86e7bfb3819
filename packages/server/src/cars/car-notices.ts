import { HOUR } from '@autoberza/contract/time';
import { and, gt, inArray, eq, sql } from 'drizzle-orm';
import { ROWS_PER_INSERT, type Executor } from '../db/client.ts';
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

/** Of `userIds`, those the car was mailed to within the hour: one query for a notice's readers. */
export async function mailedCarRecently(
  tx: Executor,
  userIds: readonly string[],
  carId: string,
  now: Date,
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await tx
    .select({ userId: carNoticesSent.userId })
    .from(carNoticesSent)
    .where(
      and(
        eq(carNoticesSent.carId, carId),
        inArray(carNoticesSent.userId, [...new Set(userIds)]),
        gt(carNoticesSent.sentAt, new Date(now.getTime() - REPEAT_WINDOW_MS)),
      ),
    );
  return new Set(rows.map((r) => r.userId));
}

/** Records that the car was mailed to each of `userIds` at `now`, in a few statements. */
export async function markCarMailed(
  tx: Executor,
  userIds: readonly string[],
  carId: string,
  now: Date,
): Promise<void> {
  const unique = [...new Set(userIds)];
  for (let i = 0; i < unique.length; i += ROWS_PER_INSERT) {
    await tx
      .insert(carNoticesSent)
      .values(
        unique.slice(i, i + ROWS_PER_INSERT).map((userId) => ({ userId, carId, sentAt: now })),
      )
      .onConflictDoUpdate({
        target: [carNoticesSent.userId, carNoticesSent.carId],
        set: { sentAt: sql`excluded.sent_at` },
      });
  }
}
