import { DAMAGE_STATES, VEHICLE_ORIGINS } from '@autoberza/contract/car-details';
import { DOORS, TRANSMISSIONS } from '@autoberza/contract/catalogue';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Executor } from '../db/client.ts';
import {
  bodies,
  brands,
  carImages,
  carPriceChanges,
  carReports,
  cars,
  cities,
  fuels,
  models,
  users,
} from '../db/schema/index.ts';
import { t } from '../lib/i18n.ts';
import { refSchema } from '../lib/schemas.ts';
import { publicUserSchema } from '../accounts/index.ts';
import { priceRatingOf, priceRatingSchema } from './price-rating.ts';
import {
  carDetailsShape,
  checkDetails,
  detailsColumns,
  detailsDto,
  detailsFieldsShape,
  detailsFormShape,
} from './details.ts';

export const CAR_STATUSES = ['active', 'reserved', 'sold'] as const;
export type CarStatus = (typeof CAR_STATUSES)[number];
export { DOORS, TRANSMISSIONS };
export const MIN_IMAGES = 1;
export const MAX_IMAGES = 5;
export const MIN_YEAR = 1900;
export const MAX_PRICE = 10_000_000;
export const MAX_MILEAGE = 2_000_000;
export const MAX_POWER = 2_000;
export const MAX_VOLUME = 10_000;

export const carImageSchema = z
  .object({
    url: z.string().describe('The display size (about 1024 px wide)'),
    widths: z.array(z.object({ width: z.number().int(), url: z.string() })),
  })
  .meta({ id: 'CarImage' });

export const carSchema = z
  .object({
    _id: z.string(),
    image: z.array(carImageSchema),
    brand: refSchema,
    model: z.object({ _id: z.string(), name: z.string(), brand: z.object({ _id: z.string() }) }),
    body: refSchema.nullable(),
    fuel: refSchema.nullable(),
    label: z.string(),
    price: z.number().int(),
    priceRsd: z
      .number()
      .int()
      .describe('the price in dinars at the server’s EUR_RSD_RATE, rounded to 1,000: an estimate'),
    yearProduction: z.number().int().nullable(),
    volume: z.number().int().nullable(),
    enginePower: z.number().int().nullable(),
    doors: z.string().nullable(),
    transmission: z.string().nullable(),
    mileage: z.number().int().nullable(),
    description: z.string(),
    isAirCondition: z.boolean().nullable(),
    vehicleOrigin: z
      .string()
      .nullable()
      .describe(
        'one of the catalogue’s words (VEHICLE_ORIGINS); adverts from before decision 043 may keep their own free text',
      ),
    damage: z
      .string()
      .nullable()
      .describe(
        'one of the catalogue’s words (DAMAGE_STATES); adverts from before decision 043 may keep their own free text',
      ),
    isActivated: z.boolean(),
    engineEmissionClass: z.string().nullable(),
    chassisNumber: z.string().nullable(),
    ...carDetailsShape,
    priceRating: priceRatingSchema,
    status: z.enum(CAR_STATUSES),
    viewsCount: z.number().int(),
    user: publicUserSchema,
    createdAt: z.iso.datetime(),
    /** When the listing is (or was) visible to everyone. */
    publishedAt: z.iso.datetime(),
    /** The last change of the advert (edit, photos, status). */
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Car' });

export type CarDto = z.infer<typeof carSchema>;

/**
 * Row shape of the joined car query. Every column it reads must bump car_data_version when it
 * changes (test/db/data-version.test.ts walks this object).
 */
export const carSelection = {
  car: cars,
  brand: { id: brands.id, name: brands.name },
  model: { id: models.id, name: models.name, brandId: models.brandId },
  body: { id: bodies.id, name: bodies.name },
  fuel: { id: fuels.id, name: fuels.name },
  seller: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    phone: users.phone,
    image: users.image,
  },
  city: { id: cities.id, name: cities.name },
  // The photos in the same round trip, in display order.
  images: sql<{ key: string; widths: { width: number; key: string }[] }[]>`coalesce((
    select json_agg(json_build_object('key', ci.key, 'widths', ci.widths) order by ci.position)
    from ${carImages} ci where ci.car_id = ${cars.id}), '[]'::json)`,
};

/**
 * The joined car query (brand, model, body, fuel, seller, city, photos) with `extra` columns;
 * add where/order.
 */
export function carsQuery<Extra extends Record<string, SQL.Aliased | SQL>>(
  db: Executor,
  extra: Extra = {} as Extra,
) {
  return db
    .select({ ...carSelection, ...extra })
    .from(cars)
    .innerJoin(brands, eq(cars.brandId, brands.id))
    .innerJoin(models, eq(cars.modelId, models.id))
    .leftJoin(bodies, eq(cars.bodyId, bodies.id))
    .leftJoin(fuels, eq(cars.fuelId, fuels.id))
    .innerJoin(users, eq(cars.userId, users.id))
    .leftJoin(cities, eq(users.cityId, cities.id));
}

/**
 * carsQuery with the car's last price change after the placeholder `since` in the same round
 * trip (the advert page's query).
 */
export function carDetailQuery(db: Executor) {
  return carsQuery(db, {
    lastPriceChange: sql<{ oldPrice: number; newPrice: number; changedAt: string } | null>`(
        select json_build_object('oldPrice', pc.old_price, 'newPrice', pc.new_price, 'changedAt', pc.changed_at)
        from ${carPriceChanges} pc
        where pc.car_id = ${cars.id} and pc.changed_at > ${sql.placeholder('since')}
        order by pc.changed_at desc limit 1)`,
    // Whether anyone reported the car: only then does the page ask whether its reader did (one
    // more round trip per page, and most adverts are never reported).
    reported: sql<boolean>`exists (select 1 from ${carReports} where ${carReports.carId} = ${cars.id})`,
  });
}

type CarRow = Awaited<
  ReturnType<ReturnType<typeof carsQuery<Record<never, never>>>['execute']>
>[number];

/** The cars with these ids, fully embedded, in the order of `ids`. */
export async function loadCars(app: FastifyInstance, db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await carsQuery(db).where(inArray(cars.id, ids));
  const byId = new Map(rows.map((row): [string, CarDto] => [row.car.id, toCarDto(app, row)]));
  return ids.map((id) => byId.get(id)).filter((c): c is CarDto => c !== undefined);
}

/** One row of carsQuery as the API's car. */
export function toCarDto(app: FastifyInstance, row: CarRow): CarDto {
  const { car } = row;
  return {
    _id: car.id,
    image: row.images.map((image) => ({
      url: app.storage.url(image.key),
      widths: image.widths.map((w) => ({ width: w.width, url: app.storage.url(w.key) })),
    })),
    brand: { _id: row.brand.id, name: row.brand.name },
    model: { _id: row.model.id, name: row.model.name, brand: { _id: row.model.brandId } },
    body: row.body ? { _id: row.body.id, name: row.body.name } : null,
    fuel: row.fuel ? { _id: row.fuel.id, name: row.fuel.name } : null,
    label: car.label,
    price: car.price,
    priceRsd: Math.round((car.price * app.config.EUR_RSD_RATE) / 1000) * 1000,
    yearProduction: car.yearProduction,
    volume: car.volume,
    enginePower: car.enginePower,
    doors: car.doors,
    transmission: car.transmission,
    mileage: car.mileage,
    description: car.description,
    isAirCondition: car.isAirCondition,
    vehicleOrigin: car.vehicleOrigin,
    damage: car.damage,
    isActivated: car.isActivated,
    engineEmissionClass: car.engineEmissionClass,
    chassisNumber: car.chassisNumber,
    ...detailsDto(car),
    priceRating: priceRatingOf(car),
    status: car.status,
    viewsCount: car.viewsCount,
    user: {
      _id: row.seller.id,
      firstName: row.seller.firstName,
      lastName: row.seller.lastName,
      phone: row.seller.phone,
      city: row.city ? { _id: row.city.id, name: row.city.name } : null,
      image: row.seller.image ? app.storage.url(row.seller.image) : null,
    },
    createdAt: car.createdAt.toISOString(),
    publishedAt: car.publishedAt.toISOString(),
    updatedAt: car.updatedAt.toISOString(),
  };
}

/** Multipart values are strings; an empty one means "not given". */
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A whole number from a form field, with the spec's message for anything else. */
const formInt = (messageKey: string, min: number, max: number) =>
  z.preprocess(
    blank,
    z.coerce
      .number({ error: () => t(messageKey) })
      .int({ error: () => t(messageKey) })
      .min(min, { error: () => t(messageKey) })
      .max(max, { error: () => t('car.validation.tooBig', { max }) }),
  );

const optionalInt = (messageKey: string, max: number, fallback: number | null) =>
  z.preprocess(
    (v) => blank(v) ?? fallback ?? undefined,
    z.coerce
      .number({ error: () => t(messageKey) })
      .int({ error: () => t(messageKey) })
      .min(0, { error: () => t(messageKey) })
      .max(max, { error: () => t('car.validation.tooBig', { max }) })
      .optional(),
  );

const required = (messageKey: string) =>
  z.preprocess(blank, z.string({ error: () => t(messageKey) }));

const optionalText = (max: number) =>
  z.preprocess(
    blank,
    z
      .string()
      .trim()
      .max(max, { error: () => t('car.validation.tooLong', { max }) })
      .optional(),
  );

const optionalId = z.preprocess(
  blank,
  z.uuid({ error: () => t('car.validation.invalidRef') }).optional(),
);

const formBool = z.preprocess(
  blank,
  z
    .enum(['true', 'false', '1', '0', 'on'], { error: () => t('car.validation.invalidBool') })
    .transform((v) => v === 'true' || v === '1' || v === 'on')
    .optional(),
);

/** What an edit keeps when it is sent back unchanged: older free text (decision 043). */
export interface KeptText {
  vehicleOrigin: string | null;
  damage: string | null;
}

/**
 * The advert's fields as sent in the multipart form (decisions 017, 043); `kept`: the edited
 * advert's own origin and damage.
 */
export function carFieldsSchema(now: Date, kept: KeptText = { vehicleOrigin: null, damage: null }) {
  return z
    .object({
      brand: required('car.validation.brandRequired').pipe(
        z.uuid({ error: () => t('car.validation.brandRequired') }),
      ),
      model: required('car.validation.modelRequired').pipe(
        z.uuid({ error: () => t('car.validation.modelRequired') }),
      ),
      label: required('car.validation.labelRequired').pipe(
        z
          .string()
          .trim()
          .min(1, { error: () => t('car.validation.labelRequired') })
          .max(120, { error: () => t('car.validation.tooLong', { max: 120 }) }),
      ),
      price: formInt('car.validation.priceRequired', 0, MAX_PRICE),
      yearProduction: formInt('car.validation.yearRequired', MIN_YEAR, now.getUTCFullYear() + 1),
      enginePower: optionalInt('car.validation.powerRequired', MAX_POWER, 0),
      mileage: optionalInt('car.validation.mileageInvalid', MAX_MILEAGE, 0),
      volume: optionalInt('car.validation.volumeInvalid', MAX_VOLUME, 0),
      body: optionalId,
      fuel: optionalId,
      doors: z.preprocess(
        blank,
        z.enum(DOORS, { error: () => t('car.validation.doorsInvalid') }).optional(),
      ),
      transmission: z.preprocess(
        blank,
        z.enum(TRANSMISSIONS, { error: () => t('car.validation.transmissionInvalid') }).optional(),
      ),
      description: optionalText(5000),
      isAirCondition: formBool,
      isActivated: formBool,
      engineEmissionClass: optionalText(40),
      ...detailsFieldsShape(kept),
    })
    .superRefine((fields, ctx) => {
      const problem = checkDetails(fields);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

export type CarFields = z.infer<ReturnType<typeof carFieldsSchema>>;

/** Checks that brand, model (of that brand), body and fuel exist; throws 400 otherwise. */
export async function checkReferences(app: FastifyInstance, fields: CarFields): Promise<void> {
  const [model] = await app.db
    .select({ id: models.id })
    .from(models)
    .where(and(eq(models.id, fields.model), eq(models.brandId, fields.brand)));
  if (!model) {
    const [brand] = await app.db
      .select({ id: brands.id })
      .from(brands)
      .where(eq(brands.id, fields.brand));
    throw app.httpError(
      400,
      brand ? 'car.validation.modelRequired' : 'car.validation.brandRequired',
    );
  }
  if (fields.body) {
    const [row] = await app.db
      .select({ id: bodies.id })
      .from(bodies)
      .where(eq(bodies.id, fields.body));
    if (!row) throw app.httpError(400, 'car.validation.invalidRef');
  }
  if (fields.fuel) {
    const [row] = await app.db
      .select({ id: fuels.id })
      .from(fuels)
      .where(eq(fuels.id, fields.fuel));
    if (!row) throw app.httpError(400, 'car.validation.invalidRef');
  }
}

/** Column values of a car from its validated fields. */
export function carColumns(fields: CarFields) {
  return {
    brandId: fields.brand,
    modelId: fields.model,
    bodyId: fields.body ?? null,
    fuelId: fields.fuel ?? null,
    label: fields.label,
    price: fields.price,
    yearProduction: fields.yearProduction,
    volume: fields.volume ?? 0,
    enginePower: fields.enginePower ?? 0,
    doors: fields.doors ?? null,
    transmission: fields.transmission ?? null,
    mileage: fields.mileage ?? 0,
    description: fields.description ?? '',
    vehicleOrigin: fields.vehicleOrigin ?? null,
    damage: fields.damage ?? null,
    isActivated: fields.isActivated ?? true,
    engineEmissionClass: fields.engineEmissionClass ?? null,
    chassisNumber: fields.chassisNumber ?? null,
    ...detailsColumns(fields),
  };
}

/** OpenAPI description of the multipart form (validated by hand: it arrives as a stream). */
export const carFormSchema = z
  .object({
    brand: z.string(),
    model: z.string(),
    label: z.string(),
    price: z.string(),
    yearProduction: z.string(),
    body: z.string().optional(),
    fuel: z.string().optional(),
    volume: z.string().optional(),
    enginePower: z.string().optional(),
    doors: z.enum(DOORS).optional(),
    transmission: z.enum(TRANSMISSIONS).optional(),
    mileage: z.string().optional(),
    description: z.string().optional(),
    isAirCondition: z.string().optional(),
    vehicleOrigin: z
      .enum(VEHICLE_ORIGINS)
      .optional()
      .describe('an edit may also send back the advert’s own older free text unchanged'),
    damage: z
      .enum(DAMAGE_STATES)
      .optional()
      .describe('an edit may also send back the advert’s own older free text unchanged'),
    isActivated: z.string().optional(),
    engineEmissionClass: z.string().optional(),
    chassisNumber: z
      .string()
      .optional()
      .describe('VIN: 17 letters and digits without I, O and Q (stored upper-case)'),
    ...detailsFormShape,
    existingImages: z
      .array(z.string())
      .optional()
      .describe('PATCH only: urls of the images to keep, in order (absent: keep all)'),
    imageOrder: z
      .array(z.string())
      .optional()
      .describe(
        'PATCH only: the final order as tokens `existing:<url>` and `new:<index of the file>`, ' +
          'each kept and each new image exactly once; a JSON array or the field repeated (absent: kept ones, then new ones)',
      ),
    images: z
      .array(z.string().meta({ format: 'binary' }))
      .optional()
      .describe('New photos (JPEG, PNG, WebP, AVIF), appended after the kept ones'),
  })
  .meta({ id: 'CarForm' });
