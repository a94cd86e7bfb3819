import { describe, expect, it } from 'vitest';
import { MARKET_MODELS, createRng, generateMarketListings } from '../src/index.ts';
import { serverRefs } from './fixtures.ts';

/**
 * The demo's market of common models (docs/decisions/050): each model's adverts are comparable
 * with one another (the server's rule: the model, the year within one, the 50,000 km band, fuel,
 * gearbox, drive, undamaged), at least 8 besides each car.
 */
describe('the market of common models', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  const listings = generateMarketListings(createRng('market'), serverRefs(), now);

  it('gives each common model of the reference data eleven adverts alike', () => {
    expect(listings).toHaveLength(MARKET_MODELS.length * 11);
    for (const model of MARKET_MODELS) {
      const alike = listings.filter((l) => l.modelName === model.modelName);
      expect(alike).toHaveLength(11);
      const [first] = alike;
      for (const car of alike) {
        expect(Math.abs(car.yearProduction - first!.yearProduction)).toBeLessThanOrEqual(1);
        expect(Math.floor(car.mileage / 50_000)).toBe(Math.floor(first!.mileage / 50_000));
        expect(car.fuelSlug).toBe(first!.fuelSlug);
        expect(car.transmission).toBe(first!.transmission);
        expect(car.details.drive).toBe(first!.details.drive);
        expect(car.damage).toBe('Nije oštećen');
      }
      // Priced by the demo's price model: a spread, not one price.
      expect(new Set(alike.map((car) => car.price)).size).toBeGreaterThan(3);
    }
  });

  it('is the same for the same seed', () => {
    const again = generateMarketListings(createRng('market'), serverRefs(), now);
    expect(again.map((l) => [l.modelName, l.price, l.mileage])).toEqual(
      listings.map((l) => [l.modelName, l.price, l.mileage]),
    );
  });
});
