import bodies from '../seed-data/bodies.json' with { type: 'json' };
import brands from '../seed-data/brands.json' with { type: 'json' };
import cities from '../seed-data/cities.json' with { type: 'json' };
import fuels from '../seed-data/fuels.json' with { type: 'json' };

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

/** The reference data the generators draw from (what the seeder put in the database). */
export interface DemoRefs {
  cities: readonly CityRef[];
  brands: readonly BrandRef[];
  bodies: readonly SlugRef[];
  fuels: readonly SlugRef[];
}

/** The reference data as shipped in seed-data/. */
export function loadDemoRefs(): DemoRefs {
  return { cities, brands, bodies, fuels };
}
