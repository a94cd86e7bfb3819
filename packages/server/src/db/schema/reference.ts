import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const cities = pgTable('cities', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull().unique(),
  district: text().notNull().default(''),
});

export const brands = pgTable('brands', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull().unique(),
});

export const models = pgTable(
  'models',
  {
    id: uuid().primaryKey().defaultRandom(),
    brandId: uuid()
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: text().notNull(),
  },
  (table) => [
    uniqueIndex('models_brand_name_unique').on(table.brandId, table.name),
    index('models_brand_idx').on(table.brandId),
  ],
);

export const bodies = pgTable('bodies', {
  id: uuid().primaryKey().defaultRandom(),
  slug: text().notNull().unique(),
  name: text().notNull().unique(),
});

export const fuels = pgTable('fuels', {
  id: uuid().primaryKey().defaultRandom(),
  slug: text().notNull().unique(),
  name: text().notNull().unique(),
});
