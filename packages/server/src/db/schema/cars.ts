import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { bodies, brands, fuels, models } from './reference.ts';
import { users } from './users.ts';

/** A PostgreSQL full-text document (read by the keyword search only, never selected). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export const carStatus = pgEnum('car_status', ['active', 'reserved', 'sold']);

/**
 * The details a search asks a value of and the gearbox as `name:value`, and the equipment's items
 * as they are, in one set (decision 058): `drive:awd`, `vat:deductible`, `towHook`… (`drive:4x4`
 * too for both kinds of all-wheel drive). A search on three or more of them asks
 * `detailTags(cars) @> array[…]`, which the GIN index on this expression answers exactly; the
 * index holds the set, the table does not.
 */
export const detailTags = (table: {
  condition: AnyPgColumn;
  drive: AnyPgColumn;
  colour: AnyPgColumn;
  vehicleOrigin: AnyPgColumn;
  damage: AnyPgColumn;
  vat: AnyPgColumn;
  transmission: AnyPgColumn;
  equipment: AnyPgColumn;
}) =>
  sql`(array_remove(array['condition:' || ${table.condition}, 'drive:' || ${table.drive}, case when ${table.drive} in ('awd', 'awdReduction') then 'drive:4x4' end, 'colour:' || ${table.colour}, 'origin:' || ${table.vehicleOrigin}, 'damage:' || ${table.damage}, 'vat:' || ${table.vat}, 'transmission:' || ${table.transmission}], null) || ${table.equipment})`;

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
    // Decision 017: optional fields the advert form sends.
    isAirCondition: boolean(),
    vehicleOrigin: text(),
    damage: text(),
    isActivated: boolean().notNull().default(true),
    engineEmissionClass: text(),
    chassisNumber: text(),
    // Decision 043: the car's details, each from the catalogue in @autoberza/contract/car-details
    // (null: not stated). vehicle_origin and damage take its words too; older free text that
    // matched none stays as written.
    condition: text(),
    colour: text(),
    isMetallic: boolean(),
    drive: text(),
    seats: integer(),
    steeringSide: text(),
    airConditioning: text(),
    interiorMaterial: text(),
    interiorColour: text(),
    /** The first day of the month the registration runs to. */
    registeredUntil: date({ mode: 'string' }),
    isRegistered: boolean(),
    importCountry: text(),
    previousOwners: integer(),
    hasServiceBook: boolean(),
    hasSpareKey: boolean(),
    isFirstOwner: boolean(),
    isBoughtNewInSerbia: boolean(),
    isGaraged: boolean(),
    priceType: text(),
    acceptsExchange: boolean(),
    vat: text(),
    /** Equipment keys (EQUIPMENT_ITEMS), a set: the search asks "has all of" (`@>`, GIN index). */
    equipment: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The keyword search's document (docs/decisions/044): title, description and the equipment's
     * Serbian names, folded to Latin without diacritics (car_search_fold) and stemmed by
     * PostgreSQL's `serbian` configuration. Computed by PostgreSQL from the row.
     */
    searchVector: tsvector().generatedAlwaysAs(
      sql`to_tsvector('serbian'::regconfig, car_search_fold(label || ' ' || description || ' ' || car_equipment_words(equipment)))`,
    ),
    status: carStatus().notNull().default('active'),
    viewsCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the listing becomes visible to everyone (20 minutes after creation, decision 020). */
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When push notices of this listing were queued (docs/product.md, “Notices”); null until it
     * is visible to all. */
    pushQueuedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Set while an administrator keeps the advert hidden (docs/product.md, “Reports and
     * moderation”): it is in no list, page or notice until restored. Why, and the review of the
     * seller's fix, are in car_hidings (src/db/schema/moderation.ts).
     */
    hiddenAt: timestamp({ withTimezone: true }),
    // docs/product.md, “Expiry and renewal”. The default serves writers that do not set it (the
    // demo and bench seeds; the migration's backfill of existing adverts); posting and renewing
    // set it from ADVERT_ACTIVE_DAYS.
    /** When the advert expires unless renewed (for an advert not sold). */
    expiresAt: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`now() + interval '30 days'`),
    /** When the advert was marked sold; it leaves the lists 30 days later. */
    soldAt: timestamp({ withTimezone: true }),
    /**
     * When the expiry job took the advert off every list (it expired, or its sale is 30 days
     * old); null while it is listed. Renewal clears it.
     */
    delistedAt: timestamp({ withTimezone: true }),
    /** When the expiry job queued the "expires in 3 days" mail of the current period. */
    expiryRemindedAt: timestamp({ withTimezone: true }),
    // The price rating (docs/decisions/050), written by the pricing job (src/pricing), read by
    // the card as it is. Null comparables: not rated yet.
    /** PRICE_RATINGS key; null with fewer than PRICE_RATING_MIN_COMPARABLES comparables. */
    priceRating: text(),
    /** The median price of the comparable adverts (euro). */
    priceEstimate: integer(),
    /** price ÷ priceEstimate when rated: the rating's sort, finer than its five levels. */
    priceRatio: real(),
    /** How many comparable adverts the rating (or the lack of one) rests on. */
    priceComparables: integer(),
  },
  (table) => [
    // The indexes that count a list's total from the index alone hold only listed adverts
    // (partial: `delisted_at is null and hidden_at is null`, which visibility() always carries,
    // src/cars/visibility.ts): expired and sold-and-gone adverts pile up, and no list shows them
    // or the hidden ones (decisions 026, 027). Queries on publication time alone (the next
    // embargo end) carry the predicate too.
    // Newest first; with status and seller, the newest lists count from the index alone. The id
    // second: the newest list's page (`published_at desc, id desc`) is this index read backwards,
    // stopping at the page. Without it PostgreSQL sorted all the listed adverts from another
    // covering index for each page: 20 ms at 100,000 (packages/server/bench/README.md).
    index('cars_published_idx')
      .on(table.publishedAt, table.id, table.status, table.userId)
      .where(sql`${table.delistedAt} is null and ${table.hiddenAt} is null`),
    // (An index on a column alone would be a prefix of one below, which serves it as well.)
    index('cars_user_created_idx').on(table.userId, table.createdAt),
    index('cars_body_idx').on(table.bodyId),
    index('cars_fuel_idx').on(table.fuelId),
    index('cars_power_idx').on(table.enginePower),
    index('cars_status_idx').on(table.status),
    index('cars_doors_idx').on(table.doors),
    // "Has all of these" (`equipment @> array[...]`): decision 043; the keyword search: decision
    // 044 (with a filter the keyword table has not; else that table's, decision 057). Of the
    // listed adverts only, as the B-tree indexes of the lists: an advert stays in the
    // table when it expires, and a bitmap of every advert ever posted grows with the years
    // (decision 056). No pending list: every search would read it through until it is flushed.
    index('cars_equipment_idx')
      .using('gin', table.equipment)
      .with({ fastupdate: false })
      .where(sql`${table.delistedAt} is null and ${table.hiddenAt} is null`),
    // Three or more of the details, the gearbox and the equipment asked together (decision 058):
    // their entries are intersected in the index, and the table is read for the matches alone.
    index('cars_detail_tags_idx')
      .using('gin', detailTags(table))
      .with({ fastupdate: false })
      .where(sql`${table.delistedAt} is null and ${table.hiddenAt} is null`),
    index('cars_search_vector_idx')
      .using('gin', table.searchVector)
      .with({ fastupdate: false })
      .where(sql`${table.delistedAt} is null and ${table.hiddenAt} is null`),
    // The subscribers' detail filters (decision 044), the gearbox and „Samo dobra cena“
    // (decision 050), covering as the search indexes below are: a common value's total is counted
    // from the index alone, a rare one's page sorted from it. The year, the mileage and the brand
    // a subscriber adds are tested in the index too, not in the table row by row. Partial on the
    // stated value too: an advert states few details.
    ...(
      [
        'condition',
        'drive',
        'colour',
        'vehicleOrigin',
        'damage',
        'vat',
        'previousOwners',
        'registeredUntil',
        'transmission',
        'priceRating',
      ] as const
    ).map((name) =>
      index(`cars_${snake(name)}_idx`)
        .on(
          table[name],
          table.publishedAt,
          table.status,
          table.userId,
          table.price,
          table.id,
          table.yearProduction,
          table.mileage,
          table.brandId,
        )
        .where(
          sql`${table.delistedAt} is null and ${table.hiddenAt} is null and ${table[name]} is not null`,
        ),
    ),
    // Sorts of the search, each with the visibility cut-off as the tie-breaker.
    index('cars_price_ratio_published_idx')
      .on(table.priceRatio, table.publishedAt)
      .where(sql`${table.delistedAt} is null and ${table.hiddenAt} is null`),
    index('cars_price_published_idx').on(table.price, table.publishedAt),
    // Also a search's year range, covering (below).
    index('cars_year_published_idx')
      .on(
        table.yearProduction,
        table.publishedAt,
        table.status,
        table.userId,
        table.price,
        table.id,
      )
      .where(sql`${table.delistedAt} is null and ${table.hiddenAt} is null`),
    index('cars_mileage_published_idx').on(table.mileage, table.publishedAt),
    index('cars_brand_published_idx').on(table.brandId, table.publishedAt),
    index('cars_model_published_idx').on(table.modelId, table.publishedAt),
    // Not partial: it also serves the owner's own list (delisted adverts included) and the check
    // for an owner's adverts under embargo (car_viewer); a seller's list reads delisted_at here.
    index('cars_user_published_idx').on(
      table.userId,
      table.publishedAt,
      table.status,
      table.hiddenAt,
      table.delistedAt,
    ),
    // Covering indexes: a search's total is counted from the index alone, without a visit to
    // the table per match (up to COUNT_CAP of them): the filters, then every column the
    // visibility rule and "hide sold" read (published_at, status, user_id), over the listed adverts
    // nobody hid: every list's own predicate (docs/decisions/026, 027). Decision 009. The id
    // last: a bounded search's page is sorted from the same index (src/cars/list-query.ts).
    index('cars_search_brand_idx')
      .on(
        table.brandId,
        table.modelId,
        table.price,
        table.yearProduction,
        table.publishedAt,
        table.status,
        table.userId,
        table.id,
      )
      .where(sql`${table.delistedAt} is null and ${table.hiddenAt} is null`),
    index('cars_search_brand_price_idx')
      .on(
        table.brandId,
        table.price,
        table.yearProduction,
        table.publishedAt,
        table.status,
        table.userId,
        table.id,
      )
      .where(sql`${table.delistedAt} is null and ${table.hiddenAt} is null`),
    index('cars_search_brand_year_idx')
      .on(
        table.brandId,
        table.yearProduction,
        table.publishedAt,
        table.status,
        table.userId,
        table.price,
        table.id,
      )
      .where(sql`${table.delistedAt} is null and ${table.hiddenAt} is null`),
    index('cars_search_price_idx')
      .on(
        table.price,
        table.yearProduction,
        table.publishedAt,
        table.status,
        table.userId,
        table.id,
      )
      .where(sql`${table.delistedAt} is null and ${table.hiddenAt} is null`),
    // The notice job looks only at listings whose push notices are still to be queued.
    index('cars_push_pending_idx')
      .on(table.publishedAt)
      .where(sql`${table.pushQueuedAt} is null`),
    // The expiry job (src/jobs/expiry.ts): listed adverts by their end, sold ones by their sale.
    index('cars_expiry_due_idx')
      .on(table.expiresAt)
      .where(sql`${table.delistedAt} is null`),
    index('cars_sold_due_idx')
      .on(table.soldAt)
      .where(sql`${table.delistedAt} is null and ${table.soldAt} is not null`),
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
    /** Every stored width of the photo (the display one included), smallest first. */
    widths: jsonb().$type<{ width: number; key: string }[]>().notNull().default([]),
    /** 0 first; an advert has at most five photos (MAX_IMAGES in src/cars/car.ts). */
    position: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The five-photo cap, held by the database too (docs/decisions/032): one photo per position,
    // positions 0 to 4. Its index serves the reads of a car's photos in order.
    unique('car_images_car_position_key').on(table.carId, table.position),
    check('car_images_position_range', sql`${table.position} between 0 and 4`),
  ],
);

/**
 * The photos beyond the fifth that the migration adding the cap removed from adverts a race had
 * given more (docs/decisions/032): written once by that migration, read by operators with SQL.
 * The files stay until the orphan sweep (src/jobs) removes them. No foreign key: the record
 * outlives the advert.
 */
export const carImagesOverCap = pgTable('car_images_over_cap', {
  imageId: uuid().primaryKey(),
  carId: uuid().notNull(),
  key: text().notNull(),
  widths: jsonb().$type<{ width: number; key: string }[]>().notNull(),
  /** The position it had (a duplicate position possible: that is what the race left). */
  position: integer().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
  removedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Every change of a listing's price: the detail says "Cena snižena" after a recent drop. */
export const carPriceChanges = pgTable(
  'car_price_changes',
  {
    id: uuid().primaryKey().defaultRandom(),
    carId: uuid()
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    oldPrice: integer().notNull(),
    newPrice: integer().notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('car_price_changes_car_changed_idx').on(table.carId, table.changedAt)],
);

/** Who viewed which listing when: a view counts once per viewer and car per hour. */
export const carViews = pgTable(
  'car_views',
  {
    carId: uuid()
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    /** `u:<userId>` for a signed-in viewer, `a:<hash of address>` for a visitor. */
    viewerKey: text().notNull(),
    viewedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.carId, table.viewerKey] }),
    index('car_views_viewed_idx').on(table.viewedAt),
  ],
);

export type CarRow = typeof cars.$inferSelect;
export type CarImageRow = typeof carImages.$inferSelect;

/**
 * Every word (a stem, as the keyword document holds it) of the adverts' keyword documents, kept
 * by a trigger (migration 0028): a keyword's word that no advert has is matched to the nearest
 * words here by trigrams ("sibr" to "siber"; decision 044). Words are never removed: a word
 * that no advert has any more finds nothing.
 */
export const searchWords = pgTable('search_words', { word: text().primaryKey() }, (table) => [
  index('search_words_trgm_idx')
    .using('gin', sql`${table.word} gin_trgm_ops`)
    .with({ fastupdate: false }),
]);
