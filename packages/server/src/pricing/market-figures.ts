import { DAY } from '@autoberza/contract/time';
import { serbianDay } from '@autoberza/contract/format';

/*
 * A model's market (docs/decisions/052): what its adverts ask by production year, how many are
 * on offer, how long the sold ones took, and how the asking price moved over the last weeks.
 * Pure, so that every figure can be checked against a count by hand; ./market.ts reads the rows.
 */

/** One advert of the model as the figures read it. */
export interface MarketAdvert {
  price: number;
  year: number | null;
  publishedAt: Date;
  /** Listed and not sold: on offer now (reserved ones too). */
  onOffer: boolean;
  /** When it was marked sold; null for one not sold. */
  soldAt: Date | null;
}

/** Below this many adverts of a year its quartiles say nothing and are left out. */
export const QUARTILES_MIN = 4;
/** Sales within this many days count for the days to a sale (the price rating's window). */
export const SOLD_WINDOW_DAYS = 180;
/** The trend covers this many periods of seven days, the last one ending now (91 days). */
export const TREND_WEEKS = 13;

/**
 * The `p` quantile of sorted values, interpolated between neighbours (the spreadsheet's
 * QUARTILE.INC and PostgreSQL's percentile_cont), so a dealer's own sheet gives the same.
 */
export function quantile(sorted: readonly number[], p: number): number {
  const at = (sorted.length - 1) * p;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low);
}

const ascending = (values: number[]) => values.sort((a, b) => a - b);

export interface YearPrices {
  year: number;
  count: number;
  q1: number | null;
  median: number;
  q3: number | null;
}

export interface TrendWeek {
  /** The period's first day in Serbia (YYYY-MM-DD). */
  from: string;
  count: number;
  median: number | null;
}

export interface MarketFigures {
  active: number;
  years: YearPrices[];
  sold: { count: number; medianDays: number | null };
  trend: TrendWeek[];
}

/** The asking prices of the adverts on offer, by production year (oldest first), in whole euros. */
function byYear(adverts: readonly MarketAdvert[]): YearPrices[] {
  const prices = new Map<number, number[]>();
  for (const advert of adverts) {
    if (!advert.onOffer || advert.year === null) continue;
    const list = prices.get(advert.year) ?? [];
    list.push(advert.price);
    prices.set(advert.year, list);
  }
  return [...prices.entries()]
    .sort(([a], [b]) => a - b)
    .map(([year, list]) => {
      const sorted = ascending(list);
      const quartiles = sorted.length >= QUARTILES_MIN;
      return {
        year,
        count: sorted.length,
        q1: quartiles ? Math.round(quantile(sorted, 0.25)) : null,
        median: Math.round(quantile(sorted, 0.5)),
        q3: quartiles ? Math.round(quantile(sorted, 0.75)) : null,
      };
    });
}

/** The market of one model's adverts as of `now`. */
export function marketFigures(adverts: readonly MarketAdvert[], now: Date): MarketFigures {
  const soldSince = now.getTime() - SOLD_WINDOW_DAYS * DAY;
  const days = ascending(
    adverts
      .filter((a) => a.soldAt !== null && a.soldAt.getTime() >= soldSince)
      .map((a) => Math.max(0, a.soldAt!.getTime() - a.publishedAt.getTime()) / DAY),
  );
  const trendFrom = now.getTime() - TREND_WEEKS * 7 * DAY;
  const weeks = Array.from({ length: TREND_WEEKS }, () => [] as number[]);
  for (const advert of adverts) {
    const since = advert.publishedAt.getTime() - trendFrom;
    if (since < 0 || since > TREND_WEEKS * 7 * DAY) continue;
    weeks[Math.min(TREND_WEEKS - 1, Math.floor(since / (7 * DAY)))]!.push(advert.price);
  }
  return {
    active: adverts.filter((a) => a.onOffer).length,
    years: byYear(adverts),
    sold: {
      count: days.length,
      medianDays: days.length > 0 ? Math.round(quantile(days, 0.5)) : null,
    },
    trend: weeks.map((prices, i) => ({
      from: serbianDay(new Date(trendFrom + i * 7 * DAY)),
      count: prices.length,
      median: prices.length > 0 ? Math.round(quantile(ascending(prices), 0.5)) : null,
    })),
  };
}
