/*
 * The price rating (docs/decisions/050): its estimate, the job that stores it on every listed
 * advert, and an advert's comparables. The card's and the page's DTO read the stored values
 * (src/cars/price-rating.ts).
 */
export {
  ComparablePool,
  estimateError,
  isComparable,
  ratingOf,
  type PricedCar,
} from './estimate.ts';
export { rateAll, refreshPriceRatings } from './refresh.ts';
export { comparablesOf, comparablesSchema } from './comparables.ts';
export { marketOf, marketSchema } from './market.ts';
export { marketCsv, marketCsvName } from './market-csv.ts';
export { marketShare } from './market-share.ts';
