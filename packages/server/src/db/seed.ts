import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { seedDataFolder } from '../paths.ts';
import type { Db } from './client.ts';
import { bodies, brands, cities, fuels, models } from './schema/index.ts';

const citiesFile = z.array(z.object({ name: z.string().min(1), district: z.string() }));
const brandsFile = z.array(
  z.object({ name: z.string().min(1), models: z.array(z.string().min(1)) }),
);
const namedFile = z.array(z.object({ slug: z.string().min(1), name: z.string().min(1) }));

function read<T>(folder: string, file: string, schema: z.ZodType<T>): T | undefined {
  const full = path.join(folder, file);
  if (!existsSync(full)) return undefined;
  return schema.parse(JSON.parse(readFileSync(full, 'utf8')));
}

function chunks<T>(items: T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export interface SeedCounts {
  cities: number;
  brands: number;
  models: number;
  bodies: number;
  fuels: number;
}

/**
 * Upserts the reference lists (cities, brands and models by name; bodies and fuels by slug) from the JSON files in `folder` (missing files are skipped).
 * Idempotent: running it again changes nothing; existing ids stay, so cars keep their references.
 */
export async function seedReferenceData(
  db: Db,
  folder: string = seedDataFolder,
): Promise<SeedCounts> {
  const cityRows = read(folder, 'cities.json', citiesFile) ?? [];
  const brandRows = read(folder, 'brands.json', brandsFile) ?? [];
  const bodyRows = read(folder, 'bodies.json', namedFile) ?? [];
  const fuelRows = read(folder, 'fuels.json', namedFile) ?? [];

  await db.transaction(async (tx) => {
    for (const part of chunks(cityRows)) {
      await tx
        .insert(cities)
        .values(part)
        .onConflictDoUpdate({ target: cities.name, set: { district: sql`excluded.district` } });
    }
    for (const part of chunks(brandRows)) {
      await tx
        .insert(brands)
        .values(part.map(({ name }) => ({ name })))
        .onConflictDoNothing({ target: brands.name });
    }
    if (brandRows.length > 0) {
      const ids = new Map(
        (await tx.select({ id: brands.id, name: brands.name }).from(brands)).map((b) => [
          b.name,
          b.id,
        ]),
      );
      const modelRows = brandRows.flatMap((brand) =>
        [...new Set(brand.models)].map((name) => ({
          brandId: ids.get(brand.name) as string,
          name,
        })),
      );
      for (const part of chunks(modelRows)) {
        await tx
          .insert(models)
          .values(part)
          .onConflictDoNothing({ target: [models.brandId, models.name] });
      }
    }
    for (const [table, rows] of [
      [bodies, bodyRows],
      [fuels, fuelRows],
    ] as const) {
      for (const row of rows) {
        await tx
          .insert(table)
          .values(row)
          // Kept by slug: a corrected name ("Pickup" became "Pikap") renames the row in place,
          // so adverts keep their body and fuel.
          .onConflictDoUpdate({ target: table.slug, set: { name: row.name } });
      }
    }
  });

  return {
    cities: cityRows.length,
    brands: brandRows.length,
    models: brandRows.reduce((n, b) => n + new Set(b.models).size, 0),
    bodies: bodyRows.length,
    fuels: fuelRows.length,
  };
}
