/**
 * Demo data: pure, deterministic generators (no database code). The caller passes the
 * reference data (`DemoRefs`); the seeding code maps the names in these objects (brandName,
 * modelName, bodySlug, fuelSlug, cityName) to ids.
 */
export { createRng, type Rng } from './rng.ts';
export type { DemoRefs, CityRef, BrandRef, SlugRef } from './refs.ts';
export { generateDealers, type DemoDealer } from './dealers.ts';
export { demoCompanyOf, type DemoCompany } from './company.ts';
export { generateListing, type DemoListing, type GenerateListingOptions } from './listing.ts';
export { generateMarketListings, MARKET_MODELS } from './market.ts';
export {
  renderCarPhoto,
  planCarPhotos,
  PHOTO_WIDTH,
  PHOTO_HEIGHT,
  PHOTO_ANGLES,
  PHOTO_SCENES,
  type PhotoAngle,
  type PhotoScene,
  type RenderCarPhotoOptions,
} from './photo.ts';
export {
  generateBenchListings,
  benchPlaceholderKey,
  BENCH_PLACEHOLDER_COUNT,
  type BenchListing,
} from './bench.ts';
export { generateDemoSet, type DemoSet, type DemoSetListing } from './demo-set.ts';
export { isPlausibleVin } from './vin.ts';
export * from './vocabulary.ts';
