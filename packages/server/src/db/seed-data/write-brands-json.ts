/**
 * Writes brands.json from the catalogue, then formats it:
 * `pnpm --filter @autoberza/server exec tsx src/db/seed-data/write-brands-json.ts && pnpm exec prettier --write packages/server/src/db/seed-data/brands.json`
 */
import { writeFileSync } from 'node:fs';
import { brandsFromCatalog } from './brands.ts';

const target = new URL('./brands.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(brandsFromCatalog(), null, 2)}\n`);
console.log(`brands.json: ${brandsFromCatalog().length} brands written`);
