import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Executor } from '../db/client.ts';
import { brands, carImages, cars, cities, fuels, models, users } from '../db/schema/index.ts';
import { refSchema } from '../lib/schemas.ts';
import { CAR_STATUSES, carImageSchema } from './car.ts';
import { carDetailsShape, catalogued } from './details.ts';
import { priceRatingOf, priceRatingSchema } from './price-rating.ts';
import { PRICE_TYPES, VAT_TYPES } from '@autoberza/contract/car-details';

/**
 * A listing as a card shows it (the list endpoints' default answer, decision 024): the first
 * photo, brand, model, fuel, transmission, mileage, year, price (fixed or negotiable, VAT), the price rating, status, the seller's id (to
 * follow) and city, the publication time, the views (the seller's own list). Every field has
 * the type and meaning it has in the full `Car`, so a full car is also a card.
 */
export const carCardSchema = z
  .object({
    _id: z.string(),
    image: z.array(carImageSchema).max(1).describe('The first photo only (none: no photo)'),
    brand: refSchema,
    model: refSchema,
    fuel: refSchema.nullable(),
    transmission: z.string().nullable(),
    mileage: z.number().int().nullable(),
    yearProduction: z.number().int().nullable(),
    price: z.number().int(),
    // Beside the price (decision 043).
    priceType: carDetailsShape.priceType,
    vat: carDetailsShape.vat,
    // Decision 050.
    priceRating: priceRatingSchema,
    status: z.enum(CAR_STATUSES),
    viewsCount: z.number().int(),
    user: z.object({ _id: z.string(), city: refSchema.nullable() }).meta({ id: 'CardSeller' }),
    publishedAt: z.iso.datetime(),
  })
  .meta({ id: 'CarCard' });

export type CarCardDto = z.infer<typeof carCardSchema>;

/** The list endpoints' `fields`: `card` (default) or `full` (every field of `/api/car/:id`). */
export const fieldsQuery = {
  fields: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .enum(['card', 'full'])
      .default('card')
      .describe(
        '`card` (default): what a card shows; `full`: each car as `GET /api/car/{id}` has it',
      ),
  ),
};
export type Fields = 'card' | 'full';

/** Row shape of the card query: no body, no seller's name or phone, one photo. */
export const carCardSelection = {
  car: {
    id: cars.id,
    price: cars.price,
    priceType: cars.priceType,
    vat: cars.vat,
    priceRating: cars.priceRating,
    priceComparables: cars.priceComparables,
    yearProduction: cars.yearProduction,
    mileage: cars.mileage,
    transmission: cars.transmission,
    status: cars.status,
    viewsCount: cars.viewsCount,
    publishedAt: cars.publishedAt,
    userId: cars.userId,
  },
  brand: { id: brands.id, name: brands.name },
  model: { id: models.id, name: models.name },
  fuel: { id: fuels.id, name: fuels.name },
  city: { id: cities.id, name: cities.name },
  // The first photo's key and widths, as text (parsed once here, not built as JSON per car).
  image: sql<{ key: string; widths: { width: number; key: string }[] } | null>`(
    select json_build_object('key', ci.key, 'widths', ci.widths)
    from ${carImages} ci where ci.car_id = ${cars.id} order by ci.position limit 1)`,
};

/** The card query (brand, model, fuel, the seller's city, the first photo) with `extra` columns. */
export function carCardsQuery<Extra extends Record<string, SQL.Aliased | SQL>>(
  db: Executor,
  extra: Extra = {} as Extra,
) {
  return db
    .select({ ...carCardSelection, ...extra })
    .from(cars)
    .innerJoin(brands, eq(cars.brandId, brands.id))
    .innerJoin(models, eq(cars.modelId, models.id))
    .leftJoin(fuels, eq(cars.fuelId, fuels.id))
    .innerJoin(users, eq(cars.userId, users.id))
    .leftJoin(cities, eq(users.cityId, cities.id));
}

type CardRow = Awaited<
  ReturnType<ReturnType<typeof carCardsQuery<Record<never, never>>>['execute']>
>[number];

/** One row of carCardsQuery as the API's card. */
export function toCarCard(app: FastifyInstance, row: CardRow): CarCardDto {
  const { car, image } = row;
  return {
    _id: car.id,
    image: image
      ? [
          {
            url: app.storage.url(image.key),
            widths: image.widths.map((w) => ({ width: w.width, url: app.storage.url(w.key) })),
          },
        ]
      : [],
    brand: { _id: row.brand.id, name: row.brand.name },
    model: { _id: row.model.id, name: row.model.name },
    fuel: row.fuel ? { _id: row.fuel.id, name: row.fuel.name } : null,
    transmission: car.transmission,
    mileage: car.mileage,
    yearProduction: car.yearProduction,
    price: car.price,
    priceType: catalogued(PRICE_TYPES, car.priceType),
    vat: catalogued(VAT_TYPES, car.vat),
    priceRating: priceRatingOf(car),
    status: car.status,
    viewsCount: car.viewsCount,
    user: { _id: car.userId, city: row.city ? { _id: row.city.id, name: row.city.name } : null },
    publishedAt: car.publishedAt.toISOString(),
  };
}
