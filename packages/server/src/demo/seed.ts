import { randomUUID } from 'node:crypto';
import {
  createRng,
  demoCompanyOf,
  generateDealers,
  generateMarketListings,
  generateListing,
  planCarPhotos,
  renderCarPhoto,
  type DemoListing,
  type DemoRefs,
} from '@autoberza/demo';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashPassword, randomPassword } from '../accounts/index.ts';
import { printBanner } from '../lib/console-banner.ts';
import { publishTime } from '../cars/index.ts';
import {
  bodies,
  brands,
  carImages,
  cars,
  cities,
  fuels,
  models,
  users,
} from '../db/schema/index.ts';
import type { Executor } from '../db/client.ts';
import { refreshPriceRatings } from '../pricing/index.ts';
import { loadDemoRefs } from './refs.ts';

export interface DemoSeedOptions {
  dealers?: number;
  listings?: number;
  /** Same seed, same demo. */
  seed?: string;
  /** The comparable adverts of a few common models (decision 050); false: none. */
  market?: boolean;
}

/** Name → id maps of the reference rows the generators name. */
export async function referenceIds(db: Executor) {
  const [cityRows, brandRows, modelRows, bodyRows, fuelRows] = await Promise.all([
    db.select({ id: cities.id, name: cities.name }).from(cities),
    db.select({ id: brands.id, name: brands.name }).from(brands),
    db.select({ id: models.id, name: models.name, brandId: models.brandId }).from(models),
    db.select({ id: bodies.id, slug: bodies.slug }).from(bodies),
    db.select({ id: fuels.id, slug: fuels.slug }).from(fuels),
  ]);
  const brandId = new Map(brandRows.map((b) => [b.name, b.id]));
  const modelId = new Map(modelRows.map((m) => [`${m.brandId}|${m.name}`, m.id]));
  return {
    city: new Map(cityRows.map((c) => [c.name, c.id])),
    brand: brandId,
    model: (brandName: string, modelName: string) =>
      modelId.get(`${brandId.get(brandName)}|${modelName}`),
    body: new Map(bodyRows.map((b) => [b.slug, b.id])),
    fuel: new Map(fuelRows.map((f) => [f.slug, f.id])),
  };
}

/** The generators' references limited to what the database holds (tests seed a small catalogue). */
export function refsIn(ids: Awaited<ReturnType<typeof referenceIds>>): DemoRefs {
  const all = loadDemoRefs();
  return {
    cities: all.cities.filter((c) => ids.city.has(c.name)),
    brands: all.brands
      .map((b) => ({ name: b.name, models: b.models.filter((m) => ids.model(b.name, m)) }))
      .filter((b) => b.models.length > 0),
    bodies: all.bodies.filter((b) => ids.body.has(b.slug)),
    fuels: all.fuels.filter((f) => ids.fuel.has(f.slug)),
  };
}

/**
 * Demo data: approved dealers in different cities and their adverts with generated photos
 * (re-encoded like uploads). Returns false and does nothing when there are cars already.
 */
export async function seedDemo(
  app: FastifyInstance,
  options: DemoSeedOptions = {},
): Promise<{ dealers: number; listings: number; password: string; emails: string[] } | false> {
  const [existing] = await app.db.select({ n: count() }).from(cars);
  if (Number(existing?.n ?? 0) > 0) return false;
  const rng = createRng(options.seed ?? 'autoberza-demo');
  const ids = await referenceIds(app.db);
  const refs = refsIn(ids);
  const now = app.clock.now();
  const dealers = generateDealers(
    rng,
    Math.min(options.dealers ?? 8, refs.cities.length),
    refs.cities,
  );
  const password = randomPassword();
  const passwordHash = await hashPassword(password);
  const dealerIds: { id: string; cityName: string; email: string }[] = [];
  for (const [index, dealer] of dealers.entries()) {
    const company = demoCompanyOf(dealer, index);
    const [row] = await app.db
      .insert(users)
      .values({
        companyName: company?.name ?? null,
        companyPib: company?.pib ?? null,
        companyRegistrationNumber: company?.registrationNumber ?? null,
        companyAddress: company?.address ?? null,
        companyPhones: company?.phones ?? [],
        companyHours: company?.hours ?? null,
        email: dealer.email.toLowerCase(),
        passwordHash,
        firstName: dealer.firstName,
        lastName: dealer.lastName,
        phone: dealer.phone,
        address: dealer.address,
        cityId: ids.city.get(dealer.cityName) ?? null,
        status: 'approved',
        emailVerifiedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (row)
      dealerIds.push({ id: row.id, cityName: dealer.cityName, email: dealer.email.toLowerCase() });
  }
  if (dealerIds.length === 0) return false;

  const random = options.listings ?? 300;
  // Then a market of comparable adverts for a few common models: their price ratings show on a
  // fresh start (decision 050).
  // A generator of its own: the first adverts stay those of the same seed before.
  const market =
    options.market === false
      ? []
      : generateMarketListings(createRng(`${options.seed ?? 'autoberza-demo'}:market`), refs, now);
  const total = random + market.length;
  for (let i = 0; i < total; i++) {
    const dealer = dealerIds[i % dealerIds.length]!;
    const listing =
      i < random
        ? generateListing(rng, refs, now, { cityName: dealer.cityName })
        : { ...market[i - random]!, cityName: dealer.cityName };
    const modelId = ids.model(listing.brandName, listing.modelName);
    const brandId = ids.brand.get(listing.brandName);
    if (!modelId || !brandId) continue;
    const carId = randomUUID();
    const images: { key: string; widths: { width: number; key: string }[] }[] = [];
    for (const [n, plan] of planCarPhotos(rng, listing).entries()) {
      const processed = await app.images.listing(await renderCarPhoto(plan));
      const base = `cars/${carId}/demo-${n}`;
      const widths = processed.variants.map((v) => ({
        width: v.width,
        key: `${base}-${v.width}.webp`,
      }));
      for (const [k, variant] of processed.variants.entries()) {
        await app.storage.put(widths[k]!.key, variant.buffer, 'image/webp');
      }
      images.push({ key: `${base}-${processed.displayWidth}.webp`, widths });
    }
    await app.db.transaction(async (tx) => {
      await tx.insert(cars).values({
        id: carId,
        ...carRowOf(listing, ids, { userId: dealer.id, brandId, modelId, now }),
      });
      await tx.insert(carImages).values(
        images.map((image, position) => ({
          carId,
          ...image,
          position,
          createdAt: listing.createdAt,
        })),
      );
    });
    if ((i + 1) % 50 === 0) app.log.info(`demo: ${i + 1}/${total} oglasa`);
  }
  await refreshPriceRatings(app, { force: true });
  return {
    dealers: dealerIds.length,
    listings: total,
    password,
    emails: dealerIds.map((d) => d.email),
  };
}

/** At start: fill an empty database with demo data unless SEED_DEMO=false (runs in the background). */
export function seedDemoInBackground(app: FastifyInstance): void {
  if (!app.config.SEED_DEMO) return;
  void seedDemo(app)
    .then((result) => {
      if (result) {
        app.log.info({ dealers: result.dealers, listings: result.listings }, 'demo data seeded');
        printBanner([
          `Demo podaci su upisani: ${result.dealers} prodavaca, ${result.listings} oglasa.`,
          `Prijava kao demo prodavac (lozinka ista za sve): ${result.password}`,
          ...result.emails.map((email) => `  ${email}`),
        ]);
      }
    })
    .catch((err: unknown) => app.log.error({ err }, 'demo seed failed'));
}

/**
 * The cars row of a generated listing (the demo's and the benchmarks'). Generated listings are
 * not news: they are marked as already announced, so nobody is notified of them.
 */
export function carRowOf(
  listing: DemoListing,
  ids: Awaited<ReturnType<typeof referenceIds>>,
  owner: { userId: string; brandId: string; modelId: string; now: Date },
): typeof cars.$inferInsert {
  return {
    userId: owner.userId,
    brandId: owner.brandId,
    modelId: owner.modelId,
    bodyId: ids.body.get(listing.bodySlug) ?? null,
    fuelId: ids.fuel.get(listing.fuelSlug) ?? null,
    label: listing.label,
    price: listing.price,
    yearProduction: listing.yearProduction,
    volume: listing.volume,
    enginePower: listing.enginePower,
    doors: listing.doors,
    transmission: listing.transmission,
    mileage: listing.mileage,
    description: listing.description,
    isAirCondition: listing.isAirCondition ?? null,
    damage: listing.damage,
    isActivated: listing.isActivated,
    engineEmissionClass: listing.engineEmissionClass ?? null,
    chassisNumber: listing.chassisNumber,
    // Decision 043 (the catalogue's origin replaces the demo's "Bez registracije").
    ...listing.details,
    registeredUntil: listing.details.registeredUntil && `${listing.details.registeredUntil}-01`,
    status: listing.status,
    viewsCount: listing.viewsCount,
    createdAt: listing.createdAt,
    updatedAt: listing.createdAt,
    publishedAt: publishTime(listing.createdAt),
    pushQueuedAt: owner.now,
    // Sold on seeding: listed for 30 more days; every advert's period runs from the seeding
    // (the column's default), as it did for adverts there before the expiry rule.
    soldAt: listing.status === 'sold' ? owner.now : null,
  };
}
