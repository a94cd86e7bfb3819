import type { FastifyInstance } from 'fastify';
import { lt } from 'drizzle-orm';
import { carPhoneReveals } from '../db/schema/index.ts';
import { lastDays } from './day.ts';

/**
 * Reveal records only keep a viewer from counting twice on the day they are written for, and a
 * batch reaches the database seconds after its day at most: the records of the last
 * REVEAL_KEEP_DAYS calendar days (today and yesterday) stay, older ones go.
 */
export const REVEAL_KEEP_DAYS = 2;

export async function pruneReveals(app: FastifyInstance): Promise<number> {
  const [oldestKept] = lastDays(app.clock.now(), REVEAL_KEEP_DAYS);
  const rows = await app.db
    .delete(carPhoneReveals)
    .where(lt(carPhoneReveals.day, oldestKept!))
    .returning({ carId: carPhoneReveals.carId });
  return rows.length;
}
