import type { DemoRefs } from '@autoberza/demo';
import bodies from './seed-data/bodies.json' with { type: 'json' };
import brands from './seed-data/brands.json' with { type: 'json' };
import cities from './seed-data/cities.json' with { type: 'json' };
import fuels from './seed-data/fuels.json' with { type: 'json' };

/** The reference data as shipped in seed-data/, for the demo generators (@autoberza/demo). */
export function loadDemoRefs(): DemoRefs {
  return { cities, brands, bodies, fuels };
}
