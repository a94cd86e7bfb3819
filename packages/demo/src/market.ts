import { generateListing, type DemoListing } from './listing.ts';
import type { DemoRefs } from './refs.ts';
import type { Rng } from './rng.ts';

/**
 * The common models that get a market of comparable adverts in the demo, so that the price
 * rating (docs/decisions/050: at least 8 comparables) shows on a fresh start.
 */
export const MARKET_MODELS = [
  { brandName: 'Volkswagen', modelName: 'Golf' },
  { brandName: 'Opel', modelName: 'Astra' },
  { brandName: 'Škoda', modelName: 'Octavia' },
  { brandName: 'Volkswagen', modelName: 'Passat' },
  { brandName: 'Renault', modelName: 'Clio' },
  { brandName: 'Fiat', modelName: 'Punto' },
] as const;

/**
 * For each of MARKET_MODELS that `refs` has, `perModel` adverts comparable with one another: one
 * car, then cars like it (its fuel, gearbox, drive and mileage band, its year or the next), each
 * priced by the demo's own price model, so their prices spread as a market's do.
 */
export function generateMarketListings(
  rng: Rng,
  refs: DemoRefs,
  now: Date,
  { perModel = 11, cityNames }: { perModel?: number; cityNames?: readonly string[] } = {},
): DemoListing[] {
  const listings: DemoListing[] = [];
  const city = (i: number) => (cityNames?.length ? cityNames[i % cityNames.length] : undefined);
  for (const model of MARKET_MODELS) {
    const brand = refs.brands.find((b) => b.name === model.brandName);
    if (!brand?.models.includes(model.modelName)) continue;
    const first = generateListing(rng, refs, now, { model, cityName: city(listings.length) });
    // The first car's own year is the lowest, so that every pair is within a year.
    listings.push({ ...first, damage: 'Nije oštećen' });
    for (let i = 1; i < perModel; i++) {
      listings.push(
        generateListing(rng, refs, now, { like: first, cityName: city(listings.length) }),
      );
    }
  }
  return listings;
}
