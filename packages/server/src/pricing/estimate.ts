import { DAMAGE_STATES } from '@autoberza/contract/car-details';
import {
  PRICE_RATING_MIN_COMPARABLES,
  PRICE_RATINGS,
  type PriceRating,
} from '@autoberza/contract/catalogue';

/*
 * The price rating's estimate (docs/decisions/050): the median price of the comparable adverts,
 * and the rating from the advert's price against it. Pure, so that its answers can be checked on
 * fixtures; the job (./refresh.ts) feeds it every advert at once.
 */

/** A car as the estimate reads it, as a comparable or as the car rated. */
export interface PricedCar {
  id: string;
  modelId: string;
  price: number;
  year: number | null;
  mileage: number | null;
  fuelId: string | null;
  transmission: string | null;
  drive: string | null;
  damage: string | null;
}

export interface Estimate {
  rating: PriceRating | null;
  /** The median price of the comparables; null with fewer than the minimum. */
  estimate: number | null;
  /** price ÷ estimate; null without an estimate. */
  ratio: number | null;
  comparables: number;
}

/** Mileage bands of this many kilometres: 0–49,999 is one, 50,000–99,999 the next… */
export const MILEAGE_BAND_KM = 50_000;
/** From this band on, one band (300,000 km and more). */
const LAST_BAND = 6;
/** Years either side of the car's own that still compare. */
export const YEAR_SPAN = 1;

/**
 * The upper bound of price ÷ estimate of each level but the last, in PRICE_RATINGS' order: up to
 * 15 % under the median is "very good", up to 5 % under "good", within 5 % "usual", up to 15 %
 * over "raised", beyond it "high".
 */
export const RATING_BOUNDS = [0.85, 0.95, 1.05, 1.15] as const;

const DAMAGED = new Set<string>(DAMAGE_STATES.filter((word) => word !== 'Nije oštećen'));

/** A damaged car compares with damaged ones only, any other with undamaged ones only. */
export const isDamaged = (car: Pick<PricedCar, 'damage'>) =>
  car.damage !== null && DAMAGED.has(car.damage);

const band = (mileage: number) => Math.min(Math.floor(mileage / MILEAGE_BAND_KM), LAST_BAND);

/** The group of comparables of one model year, or null when the car cannot be compared. */
function groupKey(car: PricedCar, year: number): string | null {
  if (car.year === null || car.mileage === null) return null;
  return [
    car.modelId,
    year,
    band(car.mileage),
    car.fuelId,
    car.transmission,
    car.drive,
    isDamaged(car),
  ].join('|');
}

/** Whether `other` is a comparable of `car` (the same rule as the groups, for one pair). */
export function isComparable(car: PricedCar, other: PricedCar): boolean {
  if (other.id === car.id || car.year === null || other.year === null) return false;
  if (Math.abs(other.year - car.year) > YEAR_SPAN) return false;
  return groupKey(other, other.year) === groupKey(car, other.year);
}

export function median(sorted: readonly number[]): number {
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function ratingOf(ratio: number): PriceRating {
  const index = RATING_BOUNDS.findIndex((bound) => ratio <= bound);
  return PRICE_RATINGS[index === -1 ? RATING_BOUNDS.length : index]!;
}

/** The comparables' prices by group, to rate many cars against one pool. */
export class ComparablePool {
  private readonly groups = new Map<string, { id: string; price: number }[]>();

  constructor(pool: Iterable<PricedCar> = []) {
    this.add(pool);
  }

  /** More comparables (the job reads them a page at a time). */
  add(pool: Iterable<PricedCar>): void {
    for (const car of pool) {
      const key = car.year === null ? null : groupKey(car, car.year);
      if (key === null) continue;
      let group = this.groups.get(key);
      if (!group) this.groups.set(key, (group = []));
      group.push({ id: car.id, price: car.price });
    }
  }

  /** The prices of `car`'s comparables (the car itself left out). */
  pricesFor(car: PricedCar): number[] {
    if (car.year === null) return [];
    const prices: number[] = [];
    for (let year = car.year - YEAR_SPAN; year <= car.year + YEAR_SPAN; year += 1) {
      const key = groupKey(car, year);
      for (const other of (key && this.groups.get(key)) || []) {
        if (other.id !== car.id) prices.push(other.price);
      }
    }
    return prices;
  }

  estimate(car: PricedCar): Estimate {
    const prices = this.pricesFor(car);
    if (prices.length < PRICE_RATING_MIN_COMPARABLES)
      return { rating: null, estimate: null, ratio: null, comparables: prices.length };
    const estimate = Math.round(median(prices.sort((a, b) => a - b)));
    const ratio = car.price / estimate;
    return { rating: ratingOf(ratio), estimate, ratio, comparables: prices.length };
  }
}

/**
 * The estimate's error over the rated cars (each is left out of its own comparables, so this is
 * a leave-one-out error): the median and the 90th percentile of |price − estimate| ÷ price.
 */
export function estimateError(rated: { price: number; estimate: Estimate }[]): {
  cars: number;
  median: number;
  p90: number;
} {
  const errors = rated
    .filter((r) => r.estimate.estimate !== null)
    .map((r) => Math.abs(r.price - r.estimate.estimate!) / r.price)
    .sort((a, b) => a - b);
  if (errors.length === 0) return { cars: 0, median: 0, p90: 0 };
  return {
    cars: errors.length,
    median: median(errors),
    p90: errors[Math.min(errors.length - 1, Math.floor(errors.length * 0.9))]!,
  };
}
