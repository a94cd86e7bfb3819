import { generateListing, type DemoListing } from './listing.ts';
import type { DemoRefs } from './refs.ts';
import type { Rng } from './rng.ts';

/** How many distinct placeholder pictures the benchmark listings point at. */
export const BENCH_PLACEHOLDER_COUNT = 8;

/** Storage key of placeholder picture `i` (render them once, e.g. with renderCarPhoto). */
export function benchPlaceholderKey(i: number): string {
  return `bench/placeholder-${i % BENCH_PLACEHOLDER_COUNT}.jpg`;
}

export interface BenchListing extends DemoListing {
  /** Placeholder image records, no files per car: `{ key }` in display order. */
  images: { key: string }[];
}

/**
 * `count` listings for the API benchmark, in batches of `batchSize` (ready for multi-row
 * INSERTs). No photos are rendered; each listing points at one of the placeholder keys.
 * Listings are plain generateListing output, so filters in the benchmark hit realistic data.
 */
export function* generateBenchListings(
  rng: Rng,
  refs: DemoRefs,
  count: number,
  options: { batchSize?: number; now?: Date } = {},
): Generator<BenchListing[], void, undefined> {
  const batchSize = options.batchSize ?? 1000;
  const now = options.now ?? new Date();
  let batch: BenchListing[] = [];
  for (let i = 0; i < count; i++) {
    const listing = generateListing(rng, refs, now) as BenchListing;
    listing.images = [{ key: benchPlaceholderKey(i) }];
    batch.push(listing);
    if (batch.length === batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
