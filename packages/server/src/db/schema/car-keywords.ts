import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, real, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cars, carStatus, tsvector } from './cars.ts';

/**
 * The listed adverts with only what a keyword search reads (decision 057): the keyword's document,
 * the columns its filters, its sorts and the visibility rule test, and nothing else. A keyword's
 * matches are many rows read from the table (its GIN index cannot count or sort), and an advert's
 * row here is about 860 bytes against its 1,420 in `cars`: fewer pages under the same matches,
 * and ten indexes for the planner to weigh against thirty-five.
 *
 * Kept by triggers on `cars` in the writing transaction (migration 0039): an advert is here while
 * it is listed and not hidden, with the values it has in `cars`. `delisted_at` and `hidden_at`
 * are always null here, and kept so that the lists' visibility rule reads the same against either
 * table (src/cars/visibility.ts). A search reads this table under the name `cars` when all its
 * filters are among these columns (src/cars/list-query.ts, keywordPage).
 */
export const carKeywords = pgTable(
  'car_keywords',
  {
    id: uuid()
      .primaryKey()
      .references(() => cars.id, { onDelete: 'cascade' }),
    searchVector: tsvector().notNull(),
    publishedAt: timestamp({ withTimezone: true }).notNull(),
    price: integer().notNull(),
    yearProduction: integer(),
    mileage: integer(),
    priceRatio: real(),
    brandId: uuid().notNull(),
    modelId: uuid().notNull(),
    userId: uuid().notNull(),
    status: carStatus().notNull(),
    delistedAt: timestamp({ withTimezone: true }),
    hiddenAt: timestamp({ withTimezone: true }),
  },
  (table) => {
    /** The columns a walk tests besides its order's (above). */
    const covered = (...ordered: (keyof typeof table)[]) =>
      (['status', 'userId', 'brandId', 'modelId', 'price', 'yearProduction', 'mileage'] as const)
        .filter((name) => !ordered.includes(name))
        .map((name) => table[name]);
    return [
      check('car_keywords_listed', sql`${table.delistedAt} is null and ${table.hiddenAt} is null`),
      // No pending list: every search would read it through until it is flushed (decision 056).
      index('car_keywords_search_vector_idx')
        .using('gin', table.searchVector)
        .with({ fastupdate: false }),
      // The walks down a sort's order (keywordPage), each with the newest first as the tie-breaker
      // and the id, then every other column the filters and the visibility rule test: a walk tests
      // them in the index and visits the table only for the keyword (the year's index without
      // the price: a walk by year under a price bound visited 25,000 adverts for 300).
      index('car_keywords_published_idx').on(
        table.publishedAt,
        table.id,
        ...covered('publishedAt'),
      ),
      index('car_keywords_price_idx').on(
        table.price,
        table.publishedAt,
        table.id,
        ...covered('price'),
      ),
      index('car_keywords_year_idx').on(
        table.yearProduction,
        table.publishedAt,
        table.id,
        ...covered('yearProduction'),
      ),
      index('car_keywords_mileage_idx').on(
        table.mileage,
        table.publishedAt,
        table.id,
        ...covered('mileage'),
      ),
      index('car_keywords_price_ratio_idx').on(table.priceRatio, table.publishedAt),
      // A brand's or a model's adverts by date (a walk by date with other filters), a brand's by
      // price and by year (a walk of the order's head), a dealer's own.
      index('car_keywords_brand_idx').on(
        table.brandId,
        table.publishedAt,
        table.id,
        ...covered('brandId'),
      ),
      index('car_keywords_brand_price_idx').on(
        table.brandId,
        table.price,
        table.publishedAt,
        table.id,
        ...covered('brandId', 'price'),
      ),
      index('car_keywords_brand_year_idx').on(
        table.brandId,
        table.yearProduction,
        table.publishedAt,
        table.id,
        ...covered('brandId', 'yearProduction'),
      ),
      index('car_keywords_model_idx').on(
        table.modelId,
        table.publishedAt,
        table.id,
        ...covered('modelId'),
      ),
      index('car_keywords_user_idx').on(table.userId, table.publishedAt),
    ];
  },
);
