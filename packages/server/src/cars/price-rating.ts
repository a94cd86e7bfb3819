import { PRICE_RATINGS } from '@autoberza/contract/catalogue';
import { z } from 'zod';
import { catalogued } from './details.ts';

/**
 * The price rating as the card and the advert page carry it (docs/decisions/050): stored on the
 * car by the pricing job (src/pricing), read here as it is.
 */
export const priceRatingSchema = z
  .object({
    level: z
      .enum(PRICE_RATINGS)
      .nullable()
      .describe('null: fewer comparable adverts than PRICE_RATING_MIN_COMPARABLES, no rating'),
    comparables: z.number().int().describe('how many comparable adverts the rating rests on'),
  })
  .meta({ id: 'PriceRating' })
  .nullable()
  .describe('null: not rated yet (a new advert waits for the next round of the pricing job)');

export type PriceRatingDto = z.infer<typeof priceRatingSchema>;

/** The stored rating of a car row. */
export const priceRatingOf = (car: {
  priceRating: string | null;
  priceComparables: number | null;
}): PriceRatingDto =>
  car.priceComparables === null
    ? null
    : { level: catalogued(PRICE_RATINGS, car.priceRating), comparables: car.priceComparables };
