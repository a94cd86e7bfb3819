import { and, eq, gte, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DAY } from '@autoberza/contract/time';
import { brands, cars, models, users } from '../db/schema/index.ts';
import { refSchema } from '../lib/schemas.ts';
import {
  marketFigures,
  QUARTILES_MIN,
  SOLD_WINDOW_DAYS,
  TREND_WEEKS,
  type MarketAdvert,
} from './market-figures.ts';

const euros = (what: string) => z.number().int().describe(what);

export const marketSchema = z
  .object({
    brand: refSchema,
    model: refSchema,
    active: z.number().int().describe('the model’s adverts on offer now (listed, not sold)'),
    years: z
      .array(
        z
          .object({
            year: z.number().int(),
            count: z.number().int().describe('adverts of that year on offer'),
            q1: euros('the first quartile of their asking prices').nullable(),
            median: euros('the median asking price'),
            q3: euros('the third quartile').nullable(),
          })
          .meta({ id: 'MarketYear' }),
      )
      .describe(
        `asking prices of the adverts on offer by production year, oldest first; the quartiles null below ${QUARTILES_MIN} adverts`,
      ),
    sold: z
      .object({
        count: z
          .number()
          .int()
          .describe(`adverts marked sold in the last ${SOLD_WINDOW_DAYS} days`),
        medianDays: z
          .number()
          .int()
          .nullable()
          .describe('the median number of days from publishing to „prodato“'),
      })
      .meta({ id: 'MarketSold' }),
    trend: z
      .array(
        z
          .object({
            from: z.iso.date().describe('the first day of the seven (Serbia’s calendar)'),
            count: z.number().int().describe('adverts published in those seven days'),
            median: euros('their median asking price').nullable(),
          })
          .meta({ id: 'MarketWeek' }),
      )
      .describe(`${TREND_WEEKS} periods of seven days, oldest first, the last ending now`),
  })
  .meta({ id: 'ModelMarket' });

export type ModelMarket = z.infer<typeof marketSchema>;

/** The names of the model `modelId` and its brand `brandId`; undefined when not of that brand. */
export async function modelNames(app: FastifyInstance, brandId: string, modelId: string) {
  const [names] = await app.db
    .select({ brand: brands.name, model: models.name })
    .from(models)
    .innerJoin(brands, eq(brands.id, models.brandId))
    .where(and(eq(models.id, modelId), eq(models.brandId, brandId)));
  return names;
}

/**
 * The market of the model `modelId` of the brand `brandId` as of `now`, or undefined for a model
 * that does not exist (or not of that brand). Its adverts are those shown to everyone (approved
 * seller, past the embargo, not hidden), read by the model's index (cars_model_published_idx):
 * those on offer, those sold within the window, and those published within the trend's weeks.
 */
export async function marketOf(
  app: FastifyInstance,
  brandId: string,
  modelId: string,
  now: Date,
): Promise<ModelMarket | undefined> {
  const names = await modelNames(app, brandId, modelId);
  if (!names) return undefined;
  const since = (days: number) => new Date(now.getTime() - days * DAY);
  const rows = await app.db
    .select({
      price: cars.price,
      year: cars.yearProduction,
      publishedAt: cars.publishedAt,
      soldAt: sql<Date | null>`case when ${cars.status} = 'sold' then ${cars.soldAt} end`.mapWith(
        cars.soldAt,
      ),
      onOffer: sql<boolean>`${cars.delistedAt} is null and ${cars.status} <> 'sold'`.mapWith(
        Boolean,
      ),
    })
    .from(cars)
    .innerJoin(users, eq(users.id, cars.userId))
    .where(
      and(
        eq(cars.modelId, modelId),
        lte(cars.publishedAt, now),
        isNull(cars.hiddenAt),
        eq(users.status, 'approved'),
        or(
          and(isNull(cars.delistedAt), ne(cars.status, 'sold')),
          and(eq(cars.status, 'sold'), gte(cars.soldAt, since(SOLD_WINDOW_DAYS))),
          gte(cars.publishedAt, since(TREND_WEEKS * 7)),
        ),
      ),
    );
  const adverts: MarketAdvert[] = rows;
  return {
    brand: { _id: brandId, name: names.brand },
    model: { _id: modelId, name: names.model },
    ...marketFigures(adverts, now),
  };
}
