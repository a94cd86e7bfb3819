import { generateDealers, type DemoDealer } from './dealers.ts';
import { generateListing, type DemoListing } from './listing.ts';
import { planCarPhotos, type RenderCarPhotoOptions } from './photo.ts';
import type { DemoRefs } from './refs.ts';
import { createRng } from './rng.ts';

export interface DemoSetListing extends DemoListing {
  /** Index into `dealers`: the seller of this advert (the car stands in the dealer's city). */
  dealerIndex: number;
  /** What to render for it, in display order (1 to 5 photos). */
  photos: RenderCarPhotoOptions[];
}

export interface DemoSet {
  dealers: DemoDealer[];
  listings: DemoSetListing[];
}

/**
 * The whole demo: dealers in different cities and their adverts with photo plans, the same
 * for the same seed and `now`. Bigger dealers get more cars (a few big lots, many small ones).
 */
export function generateDemoSet(
  seed: number | string,
  refs: DemoRefs,
  now: Date,
  options: { dealerCount?: number; listingCount?: number } = {},
): DemoSet {
  const dealerCount = options.dealerCount ?? 8;
  const listingCount = options.listingCount ?? 300;
  const rng = createRng(seed);
  const dealers = generateDealers(rng.fork('dealers'), dealerCount, refs.cities);
  const carRng = rng.fork('cars');
  const photoRng = rng.fork('photos');
  // Lot sizes: weights 1/(i+1) so the first dealers have the biggest lots.
  const weights = dealers.map((_, i) => [i, 1 / (i + 1)] as const);
  const listings: DemoSetListing[] = [];
  for (let i = 0; i < listingCount; i++) {
    const dealerIndex = i < dealerCount ? i : carRng.weighted(weights);
    const dealer = dealers[dealerIndex] as DemoDealer;
    const listing = generateListing(carRng, refs, now, { cityName: dealer.cityName });
    listings.push({ ...listing, dealerIndex, photos: planCarPhotos(photoRng, listing) });
  }
  return { dealers, listings };
}
