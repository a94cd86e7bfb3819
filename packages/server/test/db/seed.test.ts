import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodies, brands, cities, fuels, models } from '../../src/db/schema/index.ts';
import { seedReferenceData } from '../../src/db/seed.ts';
import { createMigratedTestDatabase, fixturesSeedData } from '../helpers.ts';

describe('reference seed', () => {
  let database: Awaited<ReturnType<typeof createMigratedTestDatabase>>;
  let changed: string;
  beforeAll(async () => {
    database = await createMigratedTestDatabase();
    changed = mkdtempSync(path.join(tmpdir(), 'autoberza-seed-'));
  });
  afterAll(async () => {
    await database.drop();
    rmSync(changed, { recursive: true, force: true });
  });

  const counts = async () => ({
    cities: (await database.db.select({ n: count() }).from(cities))[0]!.n,
    brands: (await database.db.select({ n: count() }).from(brands))[0]!.n,
    models: (await database.db.select({ n: count() }).from(models))[0]!.n,
    bodies: (await database.db.select({ n: count() }).from(bodies))[0]!.n,
    fuels: (await database.db.select({ n: count() }).from(fuels))[0]!.n,
  });

  it('fills the lists from the JSON files', async () => {
    await seedReferenceData(database.db, fixturesSeedData);
    expect(await counts()).toEqual({ cities: 3, brands: 2, models: 5, bodies: 2, fuels: 2 });
    const [zastava] = await database.db.select().from(brands).where(eq(brands.name, 'Zastava'));
    const names = await database.db
      .select({ name: models.name })
      .from(models)
      .where(eq(models.brandId, zastava!.id))
      .orderBy(asc(models.name));
    expect(names.map((m) => m.name)).toEqual(['101', 'Florida', 'Yugo']);
  });

  it('is idempotent and keeps ids', async () => {
    const before = await database.db.select().from(cities).orderBy(asc(cities.name));
    await seedReferenceData(database.db, fixturesSeedData);
    expect(await counts()).toEqual({ cities: 3, brands: 2, models: 5, bodies: 2, fuels: 2 });
    expect(await database.db.select().from(cities).orderBy(asc(cities.name))).toEqual(before);
  });

  it('upserts by name: new entries added, changed fields updated, nothing lost', async () => {
    const [beograd] = await database.db.select().from(cities).where(eq(cities.name, 'Beograd'));
    writeFileSync(
      path.join(changed, 'cities.json'),
      JSON.stringify([
        { name: 'Beograd', district: 'Beograd (grad)' },
        { name: 'Kragujevac', district: 'Šumadijski okrug' },
      ]),
    );
    writeFileSync(
      path.join(changed, 'brands.json'),
      JSON.stringify([{ name: 'Zastava', models: ['Yugo', 'Skala'] }]),
    );
    await seedReferenceData(database.db, changed);
    const [after] = await database.db.select().from(cities).where(eq(cities.name, 'Beograd'));
    expect(after).toEqual({ ...beograd, district: 'Beograd (grad)' });
    expect(await counts()).toEqual({ cities: 4, brands: 2, models: 6, bodies: 2, fuels: 2 });
  });

  it('renames a body or fuel kept by its slug, keeping its id', async () => {
    const [hatchback] = await database.db.select().from(bodies).where(eq(bodies.slug, 'hecbek'));
    writeFileSync(
      path.join(changed, 'bodies.json'),
      JSON.stringify([
        { slug: 'limuzina', name: 'Limuzina' },
        { slug: 'hecbek', name: 'Hečbek (5 vrata)' },
      ]),
    );
    await seedReferenceData(database.db, changed);
    const [after] = await database.db.select().from(bodies).where(eq(bodies.slug, 'hecbek'));
    expect(after).toEqual({ ...hatchback, name: 'Hečbek (5 vrata)' });
    expect((await counts()).bodies).toBe(2);
  });

  it('refuses a file of the wrong shape', async () => {
    writeFileSync(path.join(changed, 'fuels.json'), JSON.stringify([{ name: 'Benzin' }]));
    await expect(seedReferenceData(database.db, changed)).rejects.toThrow();
  });
});
