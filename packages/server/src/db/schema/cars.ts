import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { bodies, brands, fuels, models } from './reference.ts';
import { users } from './users.ts';

export const carStatus = pgEnum('car_status', ['active', 'reserved', 'sold']);

export const cars = pgTable(
  'cars',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brandId: uuid()
      .notNull()
      .references(() => brands.id),
    modelId: uuid()
      .notNull()
      .references(() => models.id),
    bodyId: uuid().references(() => bodies.id),
    fuelId: uuid().references(() => fuels.id),
    label: text().notNull().default(''),
    /** Euro, whole units. */
    price: integer().notNull(),
    yearProduction: integer(),
    /** Engine displacement in cm³. */
    volume: integer(),
    /** kW. */
    enginePower: integer(),
    doors: text(),
    transmission: text(),
    mileage: integer(),
    description: text().notNull().default(''),
    // D9: optional fields the advert form sends.
    isAirCondition: boolean(),
    vehicleOrigin: text(),
    damage: text(),
    isActivated: boolean().notNull().default(true),
    engineEmissionClass: text(),
    chassisNumber: text(),
    status: carStatus().notNull().default('active'),
    viewsCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the listing becomes visible to everyone (D17: 20 minutes after creation). */
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('cars_published_idx').on(table.publishedAt),
    index('cars_user_created_idx').on(table.userId, table.createdAt),
    index('cars_brand_model_idx').on(table.brandId, table.modelId),
    index('cars_body_idx').on(table.bodyId),
    index('cars_fuel_idx').on(table.fuelId),
    index('cars_price_idx').on(table.price),
    index('cars_year_idx').on(table.yearProduction),
    index('cars_mileage_idx').on(table.mileage),
    index('cars_power_idx').on(table.enginePower),
    index('cars_status_idx').on(table.status),
    index('cars_transmission_idx').on(table.transmission),
    index('cars_doors_idx').on(table.doors),
  ],
);

export const carImages = pgTable(
  'car_images',
  {
    id: uuid().primaryKey().defaultRandom(),
    carId: uuid()
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    /** Storage key (app.storage); the url is derived from it. */
    key: text().notNull(),
    position: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('car_images_car_position_idx').on(table.carId, table.position)],
);
