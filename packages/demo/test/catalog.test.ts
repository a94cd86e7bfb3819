import { describe, expect, it } from 'vitest';
import { brandsFromCatalog, type BrandEntry } from '../src/brands.ts';
import { catalog } from '../src/catalog.ts';
import { parseModelSpec } from '../src/model-spec.ts';
import { readSeedFile } from './fixtures.ts';

describe('catalog', () => {
  it("is in sync with the server's brands.json (pnpm --filter @autoberza/demo write-brands-json)", () => {
    expect(readSeedFile<BrandEntry[]>('brands.json')).toEqual(brandsFromCatalog());
  });

  it('has a valid production spec for every catalogue model', () => {
    for (const [brand, entry] of Object.entries(catalog)) {
      for (const [model, text] of Object.entries(entry.models)) {
        const spec = parseModelSpec(entry.tier, text);
        expect(spec.from, `${brand} ${model}`).toBeGreaterThanOrEqual(1985);
        expect(spec.from, `${brand} ${model}`).toBeLessThanOrEqual(2026);
        if (spec.to !== undefined)
          expect(spec.to, `${brand} ${model}`).toBeGreaterThanOrEqual(spec.from);
        expect(
          spec.electricOnly && spec.petrolOnly && !spec.electricVariant,
          `${brand} ${model}`,
        ).toBe(false);
      }
    }
    expect(() => parseModelSpec('mainstream', 'Z 1990')).toThrow();
    expect(() => parseModelSpec('mainstream', 'C nineteen')).toThrow();
  });
});
