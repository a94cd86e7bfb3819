import type { Executor } from '../db/client.ts';
import { carPriceChanges } from '../db/schema/index.ts';

/** Records a listing's new price beside the old one (the advert shows its price history). */
export async function recordPriceChange(
  tx: Executor,
  change: { carId: string; oldPrice: number; newPrice: number; at: Date },
): Promise<void> {
  await tx.insert(carPriceChanges).values({
    carId: change.carId,
    oldPrice: change.oldPrice,
    newPrice: change.newPrice,
    changedAt: change.at,
  });
}
