import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { brands, carImages, cars, models } from '../db/schema/index.ts';
import { carColumns, type CarFields } from './car.ts';
import { daysAfter } from './expiry.ts';
import type { PreparedImage } from './images.ts';
import { publishTime } from './visibility.ts';

/*
 * The rows that posting an advert and editing it write, each in the caller's transaction
 * (routes/car/edit.ts: the same transaction queues the notices and the moderation note).
 */

/** A new advert with its photos; the row comes back with its brand's and model's names. */
export async function insertCar(
  tx: Executor,
  advert: {
    id: string;
    userId: string;
    fields: CarFields;
    images: PreparedImage[];
    now: Date;
    /** How long it is listed (ADVERT_ACTIVE_DAYS). */
    activeDays: number;
  },
) {
  const { id, fields, images, now } = advert;
  const [car] = await tx
    .insert(cars)
    .values({
      id,
      userId: advert.userId,
      ...carColumns(fields),
      createdAt: now,
      updatedAt: now,
      publishedAt: publishTime(now),
      expiresAt: daysAfter(now, advert.activeDays),
    })
    .returning();
  await tx.insert(carImages).values(
    images.map((image, position) => ({
      carId: id,
      key: image.key,
      widths: image.widths,
      position,
      createdAt: now,
    })),
  );
  const [names] = await tx
    .select({ brandName: brands.name, modelName: models.name })
    .from(models)
    .innerJoin(brands, eq(models.brandId, brands.id))
    .where(eq(models.id, car!.modelId));
  return { ...car!, ...names! };
}

/** The advert's price before an edit, its row locked until the edit commits (one waits for another). */
export async function lockForEdit(
  tx: Executor,
  carId: string,
): Promise<{ price: number } | undefined> {
  const [before] = await tx
    .select({ price: cars.price })
    .from(cars)
    .where(eq(cars.id, carId))
    .for('update');
  return before;
}

/** Writes the edited fields unless the advert is sold (then undefined: sold is final). */
export async function updateCarFields(
  tx: Executor,
  carId: string,
  fields: CarFields,
  now: Date,
): Promise<{ id: string; price: number } | undefined> {
  const [updated] = await tx
    .update(cars)
    .set({ ...carColumns(fields), updatedAt: now })
    .where(and(eq(cars.id, carId), ne(cars.status, 'sold')))
    .returning({ id: cars.id, price: cars.price });
  return updated;
}
