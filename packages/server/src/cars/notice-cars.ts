import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { brands, cars, models, users } from '../db/schema/index.ts';

/** A car as a notice mail lists it. */
export interface NoticeCar {
  carId: string;
  /** Brand and model. */
  title: string;
  year: number;
  price: number;
}

/**
 * The cars of `ids` that a mail may still announce as new (the new-listings digest, saved-search
 * digests), by id. A car sold, expired (docs/product.md, “Expiry and renewal”) or hidden by an
 * administrator since, or whose seller was blocked, is absent.
 */
export async function carsToAnnounce(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, NoticeCar>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      carId: cars.id,
      price: cars.price,
      yearProduction: cars.yearProduction,
      brandName: brands.name,
      modelName: models.name,
    })
    .from(cars)
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(models, eq(models.id, cars.modelId))
    .innerJoin(users, eq(users.id, cars.userId))
    .where(
      and(
        inArray(cars.id, [...new Set(ids)]),
        ne(cars.status, 'sold'),
        isNull(cars.delistedAt),
        isNull(cars.hiddenAt),
        eq(users.status, 'approved'),
      ),
    );
  return new Map(
    rows.map((car) => [
      car.carId,
      {
        carId: car.carId,
        title: `${car.brandName} ${car.modelName}`.trim(),
        year: car.yearProduction ?? 0,
        price: car.price,
      },
    ]),
  );
}
