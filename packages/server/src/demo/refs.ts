import type { DemoRefs } from '@autoberza/demo';
import bodies from '../db/seed-data/bodies.json' with { type: 'json' };
import brands from '../db/seed-data/brands.json' with { type: 'json' };
import cities from '../db/seed-data/cities.json' with { type: 'json' };
import fuels from '../db/seed-data/fuels.json' with { type: 'json' };

/** The reference data as shipped in db/seed-data/, for the demo generators (@autoberza/demo). */
export function loadDemoRefs(): DemoRefs {
  return { cities, brands, bodies, fuels };
}
