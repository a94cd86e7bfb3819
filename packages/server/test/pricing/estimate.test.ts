import { describe, expect, it } from 'vitest';
import {
  ComparablePool,
  estimateError,
  isComparable,
  ratingOf,
  type PricedCar,
} from '../../src/pricing/index.ts';

/** Fixtures with known answers (docs/decisions/050). */

let next = 0;
const car = (over: Partial<PricedCar> = {}): PricedCar => ({
  id: `car-${(next += 1)}`,
  modelId: 'golf',
  price: 10_000,
  year: 2015,
  mileage: 160_000,
  fuelId: 'diesel',
  transmission: 'Manuelni 5 brzine',
  drive: 'front',
  damage: null,
  ...over,
});

/** Cars like `car()` at these prices. */
const market = (prices: number[], over: Partial<PricedCar> = {}) =>
  prices.map((price) => car({ price, ...over }));

describe('the estimate', () => {
  it('is the median of the comparables, the car itself left out', () => {
    const rated = car({ price: 8_000 });
    const pool = new ComparablePool([
      rated,
      ...market([9_000, 9_500, 10_000, 10_000, 10_500, 11_000, 11_500, 12_000]),
    ]);
    expect(pool.estimate(rated)).toEqual({
      rating: 'veryGood',
      estimate: 10_250,
      ratio: 8_000 / 10_250,
      comparables: 8,
    });
  });

  it('is not moved by outliers: a typo of 1,000 € and one of 100,000 €', () => {
    const rated = car({ price: 10_000 });
    const prices = [9_600, 9_800, 9_900, 10_000, 10_100, 10_200, 10_400];
    const pool = new ComparablePool([rated, ...market([...prices, 1_000, 100_000])]);
    const estimate = pool.estimate(rated);
    expect(estimate.comparables).toBe(9);
    expect(estimate.estimate).toBe(10_000);
    expect(estimate.rating).toBe('usual');
  });

  it('gives no rating with fewer than 8 comparables, and says how many there are', () => {
    const rated = car();
    const pool = new ComparablePool([
      rated,
      ...market([9_000, 9_500, 10_000, 10_500, 11_000, 11_500, 12_000]),
    ]);
    expect(pool.estimate(rated)).toEqual({
      rating: null,
      estimate: null,
      ratio: null,
      comparables: 7,
    });
  });

  it('compares a damaged car with damaged ones only, and an undamaged one with undamaged ones', () => {
    const damaged = car({ price: 5_000, damage: 'Oštećen - u voznom stanju' });
    const sound = car({ price: 10_000, damage: 'Nije oštećen' });
    const pool = new ComparablePool([
      damaged,
      sound,
      ...market([10_000, 10_000, 10_000, 10_000, 10_000, 10_000, 10_000, 10_000]),
      ...market([5_500, 5_500, 5_500, 5_500, 5_500, 5_500, 5_500, 5_500], {
        damage: 'Oštećen - nije u voznom stanju',
      }),
    ]);
    expect(pool.estimate(damaged)).toMatchObject({
      estimate: 5_500,
      comparables: 8,
      rating: 'good',
    });
    // „Nije oštećen“ and not stated are both undamaged.
    expect(pool.estimate(sound)).toMatchObject({
      estimate: 10_000,
      comparables: 8,
      rating: 'usual',
    });
  });

  it('takes the same model, a year either side, the mileage band, fuel, gearbox and drive', () => {
    const rated = car({ year: 2015, mileage: 160_000 });
    const alike = [
      car({ year: 2014 }),
      car({ year: 2016 }),
      car({ mileage: 150_000 }),
      car({ mileage: 199_999 }),
    ];
    const unlike = [
      car({ modelId: 'passat' }),
      car({ year: 2013 }),
      car({ year: 2017 }),
      car({ mileage: 149_999 }),
      car({ mileage: 200_000 }),
      car({ fuelId: 'petrol' }),
      car({ transmission: 'Automatski / poluautomatski' }),
      car({ drive: 'awd' }),
      car({ damage: 'Oštećen - u voznom stanju' }),
      car({ year: null }),
      car({ mileage: null }),
    ];
    expect(alike.every((other) => isComparable(rated, other))).toBe(true);
    expect(unlike.filter((other) => isComparable(rated, other))).toEqual([]);
    expect(new ComparablePool([rated, ...alike, ...unlike]).pricesFor(rated)).toHaveLength(4);
    expect(isComparable(rated, rated)).toBe(false);
  });

  it('rates by price ÷ estimate: 15 % and 5 % under, within 5 %, 15 % over, beyond', () => {
    expect([0.7, 0.85, 0.86, 0.95, 0.96, 1.05, 1.06, 1.15, 1.16, 2].map(ratingOf)).toEqual([
      'veryGood',
      'veryGood',
      'good',
      'good',
      'usual',
      'usual',
      'raised',
      'raised',
      'high',
      'high',
    ]);
  });

  it('measures its error as the median and 90th percentile of |price − estimate| ÷ price', () => {
    const at = (price: number, estimate: number | null) => ({
      price,
      estimate: { rating: null, estimate, ratio: null, comparables: 8 },
    });
    expect(
      estimateError([at(100, 90), at(100, 110), at(100, 100), at(100, 50), at(100, null)]),
    ).toEqual({ cars: 4, median: 0.1, p90: 0.5 });
  });
});
