import { and, asc, gt, lte } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { carListChanges } from '../db/schema/index.ts';
import type { SearchFilters } from './filters.ts';
import { detailsHold, type DetailListState } from './detail-filters.ts';

/**
 * Which cached lists a change of car_data_version reaches (decision 023). Migration 0016 notes,
 * for every version, each car it changed with the values that decide which lists show it
 * (`old`, `new`), or `all` when no filter can scope it. A list cached at version v is still
 * right at V when no change of (v, V] reaches it; the instance learns those changes from
 * car_list_changes (ChangeLog below) and, when it cannot prove a window complete, drops the list.
 */

/** A car as migration 0016's car_list_state writes it. */
export interface CarListState extends DetailListState {
  seller: string;
  brand: string;
  model: string;
  price: number;
  year: number | null;
  mileage: number | null;
  power: number | null;
  fuel: string | null;
  body: string | null;
  transmission: string | null;
  doors: string | null;
  status: 'active' | 'reserved' | 'sold';
  /** Epoch ms. */
  publishedAt: number;
  city: string | null;
  /** The seller's account is approved (else nobody sees the car: src/cars/visibility.ts). */
  approved: boolean | null;
  /**
   * An administrator hides the car (nobody sees it). Written by the changes that hide or restore
   * it (migration `moderation`); absent from other changes, which are then judged as if the car
   * were shown: at worst a list is dropped that did not need to be.
   */
  hidden?: boolean;
  /**
   * The advert is listed: not expired, not sold for 30 days (decision 026; absent in rows written
   * before the expiry migration, when every advert was listed).
   */
  listed?: boolean;
}

export type ListChange =
  | { kind: 'all' | 'none' }
  | { kind: 'car'; carId: string; old: CarListState | null; new: CarListState | null };

/** What a cached list shows: its filters, its viewers, its page and how long it holds. */
export interface ListScope {
  /** The search filters (a seller's list: `seller`). */
  filters: SearchFilters & { seller?: string };
  /** Viewer class: `public` sees cars past their embargo; `everything` sees all. */
  cls: 'public' | 'everything';
  /** The cars on the cached page. */
  ids: readonly string[];
  /** The moment the cached list goes wrong anyway (ms; Infinity: never). */
  validUntil: number;
}

const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** Whether the list would hold the car in `state` at some moment of its life. */
export function listHolds(scope: ListScope, state: CarListState | null): boolean {
  if (!state || state.approved !== true || state.hidden === true || state.listed === false)
    return false;
  // A public list is gone before a car published after its validUntil shows to the public.
  if (scope.cls === 'public' && state.publishedAt >= scope.validUntil) return false;
  const f = scope.filters;
  const equal = (want: unknown, have: string | null) =>
    str(want) === undefined || str(want) === have;
  const atLeast = (min: unknown, have: number | null) =>
    num(min) === undefined || (have !== null && have >= num(min)!);
  const atMost = (max: unknown, have: number | null) =>
    num(max) === undefined || (have !== null && have <= num(max)!);
  return (
    equal(f.seller, state.seller) &&
    equal(f.brand, state.brand) &&
    equal(f.model, state.model) &&
    atLeast(f.priceMin, state.price) &&
    atMost(f.priceMax, state.price) &&
    atLeast(f.yearFrom, state.year) &&
    atMost(f.yearTo, state.year) &&
    atLeast(f.mileageMin, state.mileage) &&
    atMost(f.mileageMax, state.mileage) &&
    atLeast(f.powerMin, state.power) &&
    atMost(f.powerMax, state.power) &&
    equal(f.fuel, state.fuel) &&
    equal(f.body, state.body) &&
    equal(f.transmission, state.transmission) &&
    equal(f.doors, state.doors) &&
    equal(f.city, state.city) &&
    (f.hideSold !== true || state.status !== 'sold') &&
    detailsHold(f, state)
  );
}

/** The values a list of this sort is ordered by (src/cars/filters.ts orderBy). */
function sortKey(sort: unknown, s: CarListState): string {
  if (sort === 'priceAsc' || sort === 'priceDesc') return `${s.price} ${s.publishedAt}`;
  if (sort === 'yearAsc' || sort === 'yearDesc') return `${s.year} ${s.publishedAt}`;
  if (sort === 'mileageAsc' || sort === 'mileageDesc') return `${s.mileage} ${s.publishedAt}`;
  if (sort === 'priceRating') return `${s.priceRatio} ${s.publishedAt}`;
  return String(s.publishedAt);
}

/**
 * Whether the change moves what the list shows: the car enters or leaves it; or it stays in and
 * its place may move (a sort key changed); or it stays in place and the page shows it (its
 * status, its photos, its seller's name: the page's content).
 */
export function reaches(scope: ListScope, change: ListChange): boolean {
  if (change.kind !== 'car') return change.kind === 'all';
  const before = listHolds(scope, change.old);
  const after = listHolds(scope, change.new);
  if (before !== after) return true;
  if (!before) return false;
  // A list with a keyword may gain or lose a car whose text changed (its match is PostgreSQL's).
  if (scope.filters.q !== undefined && change.old!.text !== change.new!.text) return true;
  const sort = scope.filters.sort;
  if (sortKey(sort, change.old!) !== sortKey(sort, change.new!)) return true;
  return scope.ids.includes(change.carId);
}

interface ChangeRow {
  version: number;
  kind: string;
  carId: string | null;
  old: unknown;
  new: unknown;
}

/** At most this many versions are fetched to catch up; a longer gap drops the cached lists. */
const MAX_GAP = 5000;
/** Versions kept in memory. */
const KEPT = 20_000;

/**
 * This instance's knowledge of car_list_changes: the changes of every version in (low, known].
 * It catches up when a request brings a newer version (one query, shared by the requests that
 * wait for it). A window it cannot prove complete (rows pruned, a gap too long) resets it to
 * the new version: every list built before is then dropped.
 */
export class ChangeLog {
  private low: number | undefined;
  private known: number | undefined;
  private readonly byVersion = new Map<number, ListChange[]>();
  private catchingUp: Promise<void> | undefined;

  constructor(private readonly db: Executor) {}

  /** The changes of (from, to], or undefined when this instance cannot prove it knows all. */
  async between(from: number, to: number): Promise<ListChange[] | undefined> {
    if (to <= from) return [];
    // The first question: the window starts at its `from` (catchUp proves it complete).
    if (this.known === undefined) this.low = this.known = from;
    while (this.known < to) {
      this.catchingUp ??= this.catchUp(to).finally(() => (this.catchingUp = undefined));
      await this.catchingUp;
    }
    if (this.low === undefined || from < this.low) return undefined;
    const changes: ListChange[] = [];
    for (let v = from + 1; v <= to; v += 1) changes.push(...(this.byVersion.get(v) ?? []));
    return changes;
  }

  private async catchUp(to: number): Promise<void> {
    const from = this.known!;
    if (to - from > MAX_GAP) return this.reset(to);
    const rows: ChangeRow[] = await this.db
      .select({
        version: carListChanges.version,
        kind: carListChanges.kind,
        carId: carListChanges.carId,
        old: carListChanges.old,
        new: carListChanges.new,
      })
      .from(carListChanges)
      .where(and(gt(carListChanges.version, from), lte(carListChanges.version, to)))
      .orderBy(asc(carListChanges.version));
    const fetched = new Map<number, ListChange[]>();
    for (const row of rows) {
      const version = Number(row.version);
      let list = fetched.get(version);
      if (!list) fetched.set(version, (list = []));
      list.push(
        row.kind === 'car'
          ? {
              kind: 'car',
              carId: row.carId!,
              old: row.old as CarListState | null,
              new: row.new as CarListState | null,
            }
          : { kind: row.kind === 'none' ? 'none' : 'all' },
      );
    }
    // Every version has a row (migration 0016): a missing one was pruned.
    if (fetched.size !== to - from) return this.reset(to);
    for (const [version, list] of fetched) this.byVersion.set(version, list);
    this.known = to;
    let low = this.low!;
    while (this.known - low > KEPT) this.byVersion.delete(++low);
    this.low = low;
  }

  private reset(to: number): void {
    this.byVersion.clear();
    this.low = this.known = to;
  }
}
