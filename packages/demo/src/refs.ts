export interface CityRef {
  name: string;
  district: string;
}
export interface BrandRef {
  name: string;
  models: string[];
}
export interface SlugRef {
  slug: string;
  name: string;
}

/**
 * The reference data the generators draw from (what the seeder put in the database). The
 * caller passes it: the server builds it from its seed-data JSON files.
 */
export interface DemoRefs {
  cities: readonly CityRef[];
  brands: readonly BrandRef[];
  bodies: readonly SlugRef[];
  fuels: readonly SlugRef[];
}
