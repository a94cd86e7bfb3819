/**
 * Bulk listings for measurements (bench:api, the resilience suite's load run): dealers with one
 * password, and `listings` adverts from the demo generator that share a handful of real photos,
 * inserted 1,000 at a time. Much faster than the demo seed, which draws every advert's photos.
 */
import {
  BENCH_PLACEHOLDER_COUNT,
  benchPlaceholderKey,
  createRng,
  generateBenchListings,
  generateDealers,
  renderCarPhoto,
} from '@autoberza/demo';
import type { FastifyInstance } from 'fastify';
import { carImages, cars, users } from '../src/db/schema/index.ts';
import { carRowOf, referenceIds, refsIn } from '../src/demo/seed.ts';
import { hashPassword } from '../src/accounts/index.ts';

export interface SeedListingsOptions {
  listings: number;
  /** Every dealer's password. */
  password: string;
  /** At most this many dealers (one per city; default 60). */
  dealers?: number;
  now?: Date;
  onProgress?: (inserted: number) => void;
}

export async function seedListings(
  app: FastifyInstance,
  options: SeedListingsOptions,
): Promise<{ dealers: { id: string; email: string }[]; inserted: number }> {
  const ids = await referenceIds(app.db);
  const refs = refsIn(ids);
  const rng = createRng('autoberza-bench');
  const now = options.now ?? new Date();
  const passwordHash = await hashPassword(options.password);
  const dealers = generateDealers(
    rng,
    Math.min(options.dealers ?? 60, refs.cities.length),
    refs.cities,
  );
  const dealerRows = await app.db
    .insert(users)
    .values(
      dealers.map((d, i) => ({
        email: `bench-${i}-${d.email}`.toLowerCase(),
        passwordHash,
        firstName: d.firstName,
        lastName: d.lastName,
        phone: d.phone,
        address: d.address,
        cityId: ids.city.get(d.cityName) ?? null,
        status: 'approved' as const,
        emailVerifiedAt: now,
      })),
    )
    .returning({ id: users.id, email: users.email });

  // A handful of real photos that every listing points at (no files per car).
  const placeholders: { key: string; widths: { width: number; key: string }[] }[] = [];
  for (let i = 0; i < BENCH_PLACEHOLDER_COUNT; i++) {
    const processed = await app.images.listing(
      await renderCarPhoto({
        seed: `bench-${i}`,
        color: ['#1f3b73', '#b0b0b0', '#7a1010', '#111111'][i % 4]!,
        bodySlug: 'limuzina',
        brandName: 'Bench',
        modelName: String(i),
        angle: 'side',
      }),
    );
    const base = benchPlaceholderKey(i).replace(/\.jpg$/, '');
    const widths = processed.variants.map((v) => ({
      width: v.width,
      key: `${base}-${v.width}.webp`,
    }));
    for (const [k, v] of processed.variants.entries()) {
      await app.storage.put(widths[k]!.key, v.buffer, 'image/webp');
    }
    placeholders.push({ key: `${base}-${processed.displayWidth}.webp`, widths });
  }

  let inserted = 0;
  for (const batch of generateBenchListings(rng, refs, options.listings, {
    batchSize: 1000,
    now,
  })) {
    const rows = batch.flatMap((listing, i) => {
      const brandId = ids.brand.get(listing.brandName);
      const modelId = ids.model(listing.brandName, listing.modelName);
      if (!brandId || !modelId) return [];
      return [
        {
          row: carRowOf(listing, ids, {
            userId: dealerRows[(inserted + i) % dealerRows.length]!.id,
            brandId,
            modelId,
            now,
          }),
          image: placeholders[(inserted + i) % placeholders.length]!,
        },
      ];
    });
    await app.db.transaction(async (tx) => {
      const carRows = await tx
        .insert(cars)
        .values(rows.map((r) => r.row))
        .returning({ id: cars.id });
      await tx
        .insert(carImages)
        .values(carRows.map((c, i) => ({ carId: c.id, ...rows[i]!.image, position: 0 })));
    });
    inserted += batch.length;
    options.onProgress?.(inserted);
  }
  return { dealers: dealerRows, inserted };
}

/**
 * Buyers' accounts, as a marketplace has many more of them than dealers: one in a hundred waits
 * for approval or is blocked. Every car read leaves out the adverts of the accounts that are not
 * approved (decision 054): with 61 dealers alone that check cost nothing, whatever its plan.
 */
export async function seedBuyers(app: FastifyInstance, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - i) }, (_, k) => ({
      email: `bench-kupac-${i + k}@bench.autoberza.local`,
      passwordHash: 'x',
      firstName: 'Kupac',
      lastName: String(i + k),
      status: (i + k) % 100 === 0 ? ('pending' as const) : ('approved' as const),
    }));
    await app.db.insert(users).values(rows);
  }
}
