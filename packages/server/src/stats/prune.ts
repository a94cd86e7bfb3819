import type { FastifyInstance } from 'fastify';
import { lt } from 'drizzle-orm';
import { carFollowMarks, carPhoneReveals } from '../db/schema/index.ts';
import { lastDays } from './day.ts';

/**
 * Reveal records and follow marks only keep a viewer from counting twice on the day they are
 * written for, and a batch reaches the database seconds after its day at most: records before
 * yesterday go.
 */
export async function pruneDayMarks(app: FastifyInstance): Promise<number> {
  const [yesterday] = lastDays(app.clock.now(), 2);
  const reveals = await app.db
    .delete(carPhoneReveals)
    .where(lt(carPhoneReveals.day, yesterday!))
    .returning({ carId: carPhoneReveals.carId });
  const follows = await app.db
    .delete(carFollowMarks)
    .where(lt(carFollowMarks.day, yesterday!))
    .returning({ carId: carFollowMarks.carId });
  return reveals.length + follows.length;
}
