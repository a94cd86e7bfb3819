import { and, between, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { carDailyStats, cars } from '../db/schema/index.ts';
import { lastDays } from './day.ts';

export interface DayStats {
  day: string;
  views: number;
  phoneReveals: number;
  follows: number;
  unfollows: number;
}

export interface StatsSeries {
  from: string;
  to: string;
  days: DayStats[];
  totals: Omit<DayStats, 'day'>;
}

/**
 * A seller's numbers for the `count` days up to the day of `at`, every day present (zero when
 * nothing happened): one advert's with `carId`, else the sum over all of the seller's adverts.
 */
export async function sellerStats(
  db: Db,
  { sellerId, carId, at, count }: { sellerId: string; carId?: string; at: Date; count: number },
): Promise<StatsSeries> {
  const days = lastDays(at, count);
  const from = days[0]!;
  const to = days[days.length - 1]!;
  const rows = await db
    .select({
      day: carDailyStats.day,
      views: sql<number>`sum(${carDailyStats.views})::int`,
      phoneReveals: sql<number>`sum(${carDailyStats.phoneReveals})::int`,
      follows: sql<number>`sum(${carDailyStats.follows})::int`,
      unfollows: sql<number>`sum(${carDailyStats.unfollows})::int`,
    })
    .from(carDailyStats)
    .innerJoin(cars, eq(cars.id, carDailyStats.carId))
    .where(
      and(
        eq(cars.userId, sellerId),
        carId ? eq(cars.id, carId) : undefined,
        between(carDailyStats.day, from, to),
      ),
    )
    .groupBy(carDailyStats.day);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const series = days.map((day) => {
    const row = byDay.get(day);
    return {
      day,
      views: Number(row?.views ?? 0),
      phoneReveals: Number(row?.phoneReveals ?? 0),
      follows: Number(row?.follows ?? 0),
      unfollows: Number(row?.unfollows ?? 0),
    };
  });
  const totals = { views: 0, phoneReveals: 0, follows: 0, unfollows: 0 };
  for (const day of series) {
    totals.views += day.views;
    totals.phoneReveals += day.phoneReveals;
    totals.follows += day.follows;
    totals.unfollows += day.unfollows;
  }
  return { from, to, days: series, totals };
}

/** Whether `carId` is an advert of `sellerId`. */
export async function isSellersCar(db: Db, sellerId: string, carId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: cars.id })
    .from(cars)
    .where(and(eq(cars.id, carId), eq(cars.userId, sellerId)));
  return row !== undefined;
}
