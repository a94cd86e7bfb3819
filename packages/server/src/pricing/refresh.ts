import { and, asc, eq, gt, gte, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client.ts';
import { carDataVersion, cars, users } from '../db/schema/index.ts';
import { ComparablePool, estimateError, type Estimate, type PricedCar } from './estimate.ts';

/*
 * The pricing job (docs/decisions/050): rates every listed advert against the comparable adverts
 * and stores the rating on the car, so that the card reads it as it reads the price. One round
 * reads the adverts once (a scan of cars), rates them in memory and writes only the ratings that
 * changed, in statements of WRITE_BATCH cars: each is one version of car_data_version, whose
 * list changes reach the cached lists that show those cars.
 */

/** Sold adverts compare for this long after their sale. */
export const SOLD_COMPARABLE_DAYS = 180;
const DAY = 24 * 60 * 60 * 1000;
const WRITE_BATCH = 2_000;
/**
 * At most this many ratings are written by one round (its transaction locks their rows, and a
 * rewritten row costs about 1 ms: a few seconds that an owner's edit of one of them may wait);
 * the rest by the next rounds, which follow at once in the schedule since these writes changed
 * car_data_version. The first round after the migration is twenty of them at 100,000 listings.
 */
export const MAX_WRITES_PER_ROUND = 5_000;
/** A round with no change of car_data_version since the last is skipped, up to this long. */
export const FULL_ROUND_EVERY_MS = 60 * 60 * 1000;

/** What the estimate reads of a car (./estimate.ts, PricedCar): the job and the comparables route. */
export const pricedColumns = {
  id: cars.id,
  modelId: cars.modelId,
  price: cars.price,
  year: cars.yearProduction,
  mileage: cars.mileage,
  fuelId: cars.fuelId,
  transmission: cars.transmission,
  drive: cars.drive,
  damage: cars.damage,
};

/**
 * The adverts a price compares with, as of `now`: shown to everyone (the seller approved, past
 * its embargo, not hidden) and either on offer (listed, not sold) or sold in the last 180 days,
 * listed or not.
 */
export function comparableWhere(now: Date): SQL {
  return and(
    isNull(cars.hiddenAt),
    lte(cars.publishedAt, now),
    eq(users.status, 'approved'),
    or(
      and(isNull(cars.delistedAt), ne(cars.status, 'sold')),
      and(
        eq(cars.status, 'sold'),
        gte(cars.soldAt, new Date(now.getTime() - SOLD_COMPARABLE_DAYS * DAY)),
      ),
    ),
  )!;
}

interface Stored {
  rating: string | null;
  estimate: number | null;
  ratio: number | null;
  comparables: number | null;
}

/** An estimate or a ratio that moved less than this share is not rewritten. */
const DRIFT = 0.01;
const near = (stored: number | null, next: number | null) =>
  stored === null || next === null
    ? stored === next
    : Math.abs(stored - next) <= DRIFT * Math.abs(next);

/**
 * Whether the stored rating still says what `next` says: the same level and count, the estimate
 * and the ratio within 1 %. A price change moves the median of every advert it compares with;
 * rewriting each for a few euros would rewrite (and drop from the list cache) hundreds of cars.
 */
const same = (stored: Stored, next: Estimate) =>
  stored.rating === next.rating &&
  stored.comparables === next.comparables &&
  near(stored.estimate, next.estimate) &&
  near(stored.ratio, next.ratio);

/**
 * The round reads and rates the adverts this many at a time and gives the event loop back between
 * pages: read and rated in one go, 100,000 adverts held it for about a second, and every request
 * of the server waited that long (bench/README.md, “the pricing job's round”). Pages of 5,000
 * still held it 30–50 ms each, twenty times a round (an advert page's p99 at 1,171 a second
 * was 30 ms); pages of 1,000 hold it at most 6 ms, and the round takes as long.
 */
export const RATING_PAGE = 1_000;

/** The rows `read` gives after each id in turn (`RATING_PAGE` at a time, by id), page by page. */
async function eachPage<T extends { id: string }>(
  read: (after: string) => Promise<T[]>,
  take: (page: T[]) => void,
  pageSize: number,
): Promise<void> {
  for (let after = '00000000-0000-0000-0000-000000000000'; ;) {
    const page = await read(after);
    take(page);
    if (page.length < pageSize) return;
    after = page.at(-1)!.id;
    // A macrotask: the requests that arrived meanwhile are answered before the next page.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** Every listed advert with its estimate against the comparables of `now`. */
export async function rateAll(db: Executor, now: Date, pageSize = RATING_PAGE) {
  const comparables = new ComparablePool();
  await eachPage(
    (after) =>
      db
        .select(pricedColumns)
        .from(cars)
        .innerJoin(users, eq(users.id, cars.userId))
        .where(and(comparableWhere(now), gt(cars.id, after)))
        .orderBy(asc(cars.id))
        .limit(pageSize),
    (page: PricedCar[]) => comparables.add(page),
    pageSize,
  );
  const rated: { car: PricedCar & { stored: Stored }; estimate: Estimate }[] = [];
  await eachPage(
    (after) =>
      db
        .select({
          ...pricedColumns,
          stored: {
            rating: cars.priceRating,
            estimate: cars.priceEstimate,
            ratio: cars.priceRatio,
            comparables: cars.priceComparables,
          },
        })
        .from(cars)
        .where(and(isNull(cars.delistedAt), gt(cars.id, after)))
        .orderBy(asc(cars.id))
        .limit(pageSize),
    (page) => {
      for (const car of page) rated.push({ car, estimate: comparables.estimate(car) });
    },
    pageSize,
  );
  return rated;
}

async function write(db: Executor, changed: { id: string; estimate: Estimate }[]) {
  for (let i = 0; i < changed.length; i += WRITE_BATCH) {
    const part = changed.slice(i, i + WRITE_BATCH);
    const column = <T>(pick: (e: Estimate) => T) => part.map((c) => pick(c.estimate));
    // Arrays as text literals: one parameter each, the same on PostgreSQL and PGlite.
    const array = (values: (string | number | null)[]) =>
      `{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`;
    await db.execute(sql`
      update ${cars} set
        price_rating = v.rating, price_estimate = v.estimate, price_ratio = v.ratio,
        price_comparables = v.comparables
      from (select unnest(${array(part.map((c) => c.id))}::uuid[]) as id,
        unnest(${array(column((e) => e.rating))}::text[]) as rating,
        unnest(${array(column((e) => e.estimate))}::integer[]) as estimate,
        unnest(${array(column((e) => e.ratio))}::real[]) as ratio,
        unnest(${array(column((e) => e.comparables))}::integer[]) as comparables) as v
      where ${cars.id} = v.id`);
  }
}

const lastRound = new WeakMap<FastifyInstance, { version: number; at: number }>();

const currentVersion = async (db: Executor) =>
  Number((await db.select({ v: carDataVersion.version }).from(carDataVersion))[0]?.v ?? 0);

/**
 * One round: rates every listed advert and stores the ratings that changed; returns how many.
 * Skipped while no car changed since the last round (for up to an hour: sales age out of the
 * comparables, embargoes end). A transaction-scoped advisory lock keeps a second instance's round
 * from doing the same work: it finds the lock taken and returns at once.
 */
export async function refreshPriceRatings(
  app: FastifyInstance,
  { force = false, maxWrites = MAX_WRITES_PER_ROUND }: { force?: boolean; maxWrites?: number } = {},
): Promise<number> {
  const now = app.clock.now();
  const last = lastRound.get(app);
  if (
    !force &&
    last &&
    now.getTime() - last.at < FULL_ROUND_EVERY_MS &&
    (await currentVersion(app.db)) === last.version
  )
    return 0;
  return app.db.transaction(async (tx) => {
    const locked = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtext('price-ratings')) as locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (!locked.rows[0]?.locked) return 0;
    const rated = await rateAll(tx, now);
    const moved = rated
      .filter(({ car, estimate }) => !same(car.stored, estimate))
      .map(({ car, estimate }) => ({ id: car.id, estimate }));
    const changed = moved.slice(0, maxWrites);
    await write(tx, changed);
    if (changed.length > 0) {
      const error = estimateError(
        rated.map(({ car, estimate }) => ({ price: car.price, estimate })),
      );
      app.log.info({ changed: changed.length, rated: rated.length, error }, 'price ratings');
    }
    // A round that left ratings to write is not skipped next time.
    if (moved.length > changed.length) lastRound.delete(app);
    else lastRound.set(app, { version: await currentVersion(tx), at: now.getTime() });
    return changed.length;
  });
}
