import { catalog } from './catalog.ts';

export interface BrandEntry {
  name: string;
  models: string[];
}

/** The shape of brands.json: brands and their models in Serbian (sr-Latn) alphabetical order. */
export function brandsFromCatalog(): BrandEntry[] {
  const collator = new Intl.Collator('sr-Latn', { numeric: true });
  return Object.entries(catalog)
    .map(([name, brand]) => ({ name, models: Object.keys(brand.models).sort(collator.compare) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
