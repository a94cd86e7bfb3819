import type { FastifyInstance } from 'fastify';
import { lt } from 'drizzle-orm';
import { carFollowMarks, carPhoneReveals } from '../db/schema/index.ts';
import { lastDays } from './day.ts';

/**
 * Reveal records and follow marks only keep a viewer from counting twice on the day they are
 * written for, and a batch reaches the database seconds after its day at most: the records of the
 * last REVEAL_KEEP_DAYS calendar days (today and yesterday) stay, older ones go.
 */
export const REVEAL_KEEP_DAYS = 2;

export async function pruneDayMarks(app: FastifyInstance): Promise<number> {
  const [oldestKept] = lastDays(app.clock.now(), REVEAL_KEEP_DAYS);
  const reveals = await app.db
    .delete(carPhoneReveals)
    .where(lt(carPhoneReveals.day, oldestKept!))
    .returning({ carId: carPhoneReveals.carId });
  const follows = await app.db
    .delete(carFollowMarks)
    .where(lt(carFollowMarks.day, oldestKept!))
    .returning({ carId: carFollowMarks.carId });
  return reveals.length + follows.length;
}
