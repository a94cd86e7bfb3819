/**
 * The server's reference data, read from its seed files: the refs the server passes to the
 * generators in production, so the tests sample what the demo really draws from. A file read,
 * not an import: this package does not depend on the server.
 */
import { readFileSync } from 'node:fs';
import type { BrandRef, CityRef, DemoRefs, SlugRef } from '../src/refs.ts';

const seedData = new URL('../../server/src/db/seed-data/', import.meta.url);

export function readSeedFile<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(name, seedData), 'utf8')) as T;
}

export function serverRefs(): DemoRefs {
  return {
    cities: readSeedFile<CityRef[]>('cities.json'),
    brands: readSeedFile<BrandRef[]>('brands.json'),
    bodies: readSeedFile<SlugRef[]>('bodies.json'),
    fuels: readSeedFile<SlugRef[]>('fuels.json'),
  };
}
