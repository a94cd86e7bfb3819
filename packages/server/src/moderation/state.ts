import { DAY } from '@autoberza/contract/time';
import { and, count, eq, gt, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../db/client.ts';
import { carHidings } from '../db/schema/index.ts';

/** A seller with this many hidings of their adverts ... */
export const FLAG_HIDINGS = 3;
/** ... within this many days is flagged to the administrators. */
export const FLAG_DAYS = 90;

/** What the console shows of a seller's record (the users tab and the queue). */
export const sellerFlagFields = {
  hiddenRecently: z
    .number()
    .int()
    .describe(
      `how many times an administrator hid the seller's adverts in the last ${FLAG_DAYS} days`,
    ),
  flagged: z
    .boolean()
    .describe(
      `hidden at least ${FLAG_HIDINGS} times in ${FLAG_DAYS} days: the console flags the seller`,
    ),
};

export interface SellerFlag {
  hiddenRecently: number;
  flagged: boolean;
}

/** Each seller's hidings of the last FLAG_DAYS days; sellers without any are absent. */
export async function sellerFlags(
  db: Executor,
  sellerIds: readonly string[],
  now: Date,
): Promise<Map<string, SellerFlag>> {
  if (sellerIds.length === 0) return new Map();
  const since = new Date(now.getTime() - FLAG_DAYS * DAY);
  const rows = await db
    .select({ sellerId: carHidings.sellerId, n: count() })
    .from(carHidings)
    .where(and(inArray(carHidings.sellerId, [...sellerIds]), gt(carHidings.hiddenAt, since)))
    .groupBy(carHidings.sellerId);
  return new Map(
    rows.map((row) => [
      row.sellerId,
      { hiddenRecently: Number(row.n), flagged: Number(row.n) >= FLAG_HIDINGS },
    ]),
  );
}

export const noFlag: SellerFlag = { hiddenRecently: 0, flagged: false };

/**
 * An advert's moderation as its seller (and the admin) sees it: hidden with what to fix, or
 * changed since and waiting for review. Null: not hidden.
 */
export const moderationSchema = z
  .object({
    state: z.enum(['hidden', 'changed']),
    reason: z.string().describe('what the seller must fix, as the administrator wrote it'),
    hiddenAt: z.iso.datetime(),
    changedAt: z.iso.datetime().nullable().describe('when the seller last saved an edit since'),
  })
  .nullable()
  .meta({ id: 'AdvertModeration' });

export type Moderation = z.infer<typeof moderationSchema>;

/** The open hiding of each of these adverts (absent: not hidden). */
export async function moderationOf(
  db: Executor,
  carIds: readonly string[],
): Promise<Map<string, NonNullable<Moderation>>> {
  if (carIds.length === 0) return new Map();
  const rows = await db
    .select({
      carId: carHidings.carId,
      reason: carHidings.reason,
      hiddenAt: carHidings.hiddenAt,
      changedAt: carHidings.changedAt,
    })
    .from(carHidings)
    .where(and(inArray(carHidings.carId, [...carIds]), isNull(carHidings.restoredAt)));
  return new Map(
    rows.map((row) => [
      row.carId!,
      {
        state: row.changedAt ? 'changed' : 'hidden',
        reason: row.reason,
        hiddenAt: row.hiddenAt.toISOString(),
        changedAt: row.changedAt?.toISOString() ?? null,
      },
    ]),
  );
}

/**
 * The seller saved an edit: a hidden advert goes back to the queue as changed, waiting for
 * review (in the edit's transaction). Nothing happens to an advert that is not hidden.
 */
export async function noteSellerEdit(tx: Executor, carId: string, now: Date): Promise<void> {
  await tx
    .update(carHidings)
    .set({ changedAt: now })
    .where(and(eq(carHidings.carId, carId), isNull(carHidings.restoredAt)));
}
