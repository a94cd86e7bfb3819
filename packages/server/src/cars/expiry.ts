import { DAY } from '@autoberza/contract/time';
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../db/client.ts';
import { brands, cars, models } from '../db/schema/index.ts';
import type { CarStatus } from './car.ts';

/*
 * docs/product.md, “Expiry and renewal”: an advert is listed for ADVERT_ACTIVE_DAYS after it is
 * posted or renewed, then it expires; a sold one leaves the lists SOLD_LISTED_DAYS after its
 * sale. The expiry job (src/jobs/expiry.ts) takes adverts off the lists and mails their owners;
 * the visibility rule reads its mark (decision 026).
 */

/** The owner is mailed this many days before the advert expires. */
export const REMINDER_DAYS = 3;
/** A sold advert stays in the lists this long after its sale, then only in its owner's history. */
export const SOLD_LISTED_DAYS = 30;

export function daysAfter(at: Date, days: number): Date {
  return new Date(at.getTime() + days * DAY);
}

/** What the owner reads of an advert's period (its owner's list and page only). */
export const advertExpirySchema = z
  .object({
    expiresAt: z.iso
      .datetime()
      .nullable()
      .describe('when the advert expires unless it is renewed; null for a sold one'),
    expired: z
      .boolean()
      .describe('the advert expired: it is in no list, search or page until its owner renews it'),
  })
  .meta({ id: 'AdvertExpiry' });

export type AdvertExpiry = z.infer<typeof advertExpirySchema>;

/** The owner's view of a car row's period. */
export function expiryOf(car: {
  status: CarStatus;
  expiresAt: Date;
  delistedAt: Date | null;
}): AdvertExpiry {
  const sold = car.status === 'sold';
  return {
    expiresAt: sold ? null : car.expiresAt.toISOString(),
    expired: !sold && car.delistedAt !== null,
  };
}

export type Renewal =
  | { kind: 'renewed'; carId: string; title: string; expiresAt: Date }
  | { kind: 'sold' }
  | { kind: 'missing' };

/**
 * Renews an advert: its period restarts at `now` and it is listed again at once (the update is a
 * list change, so cached lists take it back). Its publication time stays: it is not a new
 * listing (no 20 minutes, no new-listing notices, its place in "newest" unchanged). A sold
 * advert cannot be renewed.
 */
export async function renewCar(
  db: Executor,
  carId: string,
  now: Date,
  activeDays: number,
): Promise<Renewal> {
  const [row] = await db
    .update(cars)
    .set({ expiresAt: daysAfter(now, activeDays), delistedAt: null, expiryRemindedAt: null })
    .where(and(eq(cars.id, carId), ne(cars.status, 'sold')))
    .returning({ expiresAt: cars.expiresAt, modelId: cars.modelId });
  if (!row) {
    const [exists] = await db.select({ id: cars.id }).from(cars).where(eq(cars.id, carId));
    return exists ? { kind: 'sold' } : { kind: 'missing' };
  }
  const [names] = await db
    .select({ brand: brands.name, model: models.name })
    .from(models)
    .innerJoin(brands, eq(brands.id, models.brandId))
    .where(eq(models.id, row.modelId));
  const title = names ? `${names.brand} ${names.model}` : '';
  return { kind: 'renewed', carId, title, expiresAt: row.expiresAt };
}
