import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../db/client.ts';
import { carImages, cars } from '../db/schema/index.ts';
import { recordDepartures } from './departures.ts';
import { deleteKeys, keysOf } from './images.ts';

/**
 * Deletes the car (images and views go with it), with `beforeCommit` in the same transaction
 * (e.g. the seller's mail), and then its files. Its followers keep a note that it went
 * (departures.ts).
 */
export async function removeCar(
  app: FastifyInstance,
  id: string,
  beforeCommit?: (tx: Tx) => Promise<void>,
): Promise<boolean> {
  const images = await app.db.select().from(carImages).where(eq(carImages.carId, id));
  const deleted = await app.db.transaction(async (tx) => {
    await recordDepartures(tx, id, app.clock.now());
    const [row] = await tx.delete(cars).where(eq(cars.id, id)).returning({ id: cars.id });
    if (row && beforeCommit) await beforeCommit(tx);
    return row !== undefined;
  });
  if (deleted) await deleteKeys(app, keysOf(images));
  return deleted;
}
