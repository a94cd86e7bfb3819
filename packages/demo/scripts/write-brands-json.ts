/**
 * Writes the server's seed file brands.json from the catalogue:
 * `pnpm --filter @autoberza/demo write-brands-json`
 */
import { writeFileSync } from 'node:fs';
import { brandsFromCatalog } from '../src/brands.ts';

const target = new URL('../../server/src/db/seed-data/brands.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(brandsFromCatalog(), null, 2)}\n`);
console.log(`brands.json: ${brandsFromCatalog().length} brands written`);
