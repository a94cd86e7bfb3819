import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { carCardSchema, carCardsQuery, toCarCard, visibleTo, type Viewer } from '../cars/index.ts';
import { cars, users } from '../db/schema/index.ts';
import { isComparable, YEAR_SPAN, type PricedCar } from './estimate.ts';
import { comparableWhere, pricedColumns as priced } from './refresh.ts';

/** At most this many comparables are listed (a rating rests on a few dozen at most). */
export const COMPARABLES_SHOWN = 100;

export const comparablesSchema = z
  .object({
    count: z
      .number()
      .int()
      .describe('every comparable advert now, the sold ones no longer listed included'),
    estimate: z
      .number()
      .int()
      .nullable()
      .describe('the median price of the comparables the stored rating rests on'),
    docs: z
      .array(carCardSchema)
      .describe(
        `the comparables the reader may open, cheapest first (at most ${COMPARABLES_SHOWN})`,
      ),
    soldGone: z
      .number()
      .int()
      .describe(
        'sold comparables no longer listed (in the count, not in `docs`: nobody opens them)',
      ),
  })
  .meta({ id: 'PriceComparables' });

/**
 * The comparable adverts of the car `id` as of now (the rule of ./estimate.ts over the adverts
 * of ./refresh.ts's comparableWhere), for a viewer who may see the car; undefined when they may
 * not. The model and year narrow the candidates on the search index; the rest is the estimate's
 * own test, so the list is the one the job counts (as of its last round).
 */
export async function comparablesOf(
  app: FastifyInstance,
  id: string,
  viewer: Viewer,
  now: Date,
): Promise<z.infer<typeof comparablesSchema> | undefined> {
  const [car] = await app.db
    .select({ ...priced, estimate: cars.priceEstimate })
    .from(cars)
    .where(and(eq(cars.id, id), visibleTo(viewer, now)));
  if (!car) return undefined;
  if (car.year === null) return { count: 0, estimate: car.estimate, docs: [], soldGone: 0 };
  const candidates: PricedCar[] = await app.db
    .select(priced)
    .from(cars)
    .innerJoin(users, eq(users.id, cars.userId))
    .where(
      and(
        eq(cars.modelId, car.modelId),
        between(cars.yearProduction, car.year - YEAR_SPAN, car.year + YEAR_SPAN),
        comparableWhere(now),
      ),
    );
  const comparable = candidates.filter((other) => isComparable(car, other));
  const ids = comparable.map((other) => other.id);
  const docs =
    ids.length === 0
      ? []
      : await carCardsQuery(app.db)
          .where(and(inArray(cars.id, ids), visibleTo(viewer, now)))
          .orderBy(asc(cars.price), sql`${cars.publishedAt} desc`)
          .limit(COMPARABLES_SHOWN);
  const shown = new Set(docs.map((row) => row.car.id));
  const listed = await app.db
    .select({ id: cars.id })
    .from(cars)
    .where(and(inArray(cars.id, ids.length > 0 ? ids : [id]), sql`${cars.delistedAt} is null`));
  const listedIds = new Set(listed.map((row) => row.id));
  return {
    count: comparable.length,
    estimate: car.estimate,
    docs: docs.map((row) => toCarCard(app, row)),
    soldGone: ids.filter((other) => !shown.has(other) && !listedIds.has(other)).length,
  };
}
