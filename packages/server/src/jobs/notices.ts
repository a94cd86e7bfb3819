import { pathTo, paths } from '@autoberza/contract';
import { and, eq, exists, isNull, lte, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client.ts';
import { brands, cars, models, pushTokens, users } from '../db/schema/index.ts';
import { userScript } from '../accounts/index.ts';
import { listingToMatch } from '../cars/index.ts';
import { recordNewListingHits } from './new-listings.ts';
import { queueSavedSearchAlerts } from './saved-search-alerts.ts';
import { formatEuro } from '@autoberza/contract/format';
import type { Script } from '@autoberza/contract/script';

interface NewCar {
  id: string;
  userId: string;
  label: string;
  brandName: string;
  modelName: string;
  yearProduction: number | null;
  price: number;
}

const titleOf = (car: NewCar) => `${car.brandName} ${car.modelName}`.trim();

/**
 * At creation (docs/product.md, “Notices”): active subscribers who want e-mail hear of the listing at once (they see
 * it before everyone else), in their new-listings digest (jobs/new-listings.ts). Recorded in the
 * creating transaction, once per car and subscriber.
 */
export async function queueSubscriberMails(
  _app: FastifyInstance,
  tx: Executor,
  car: NewCar,
  now: Date,
): Promise<number> {
  return recordNewListingHits(tx, car, now);
}

/**
 * When a listing becomes visible to everyone: users with `isNotification` and a device
 * get a push, and saved searches that match it get their alerts (decision 014). Each car is claimed once (SKIP LOCKED, then marked), each notice deduplicated,
 * so two instances or a crash never send one twice.
 */
export async function queuePushNotices(app: FastifyInstance, batch = 50): Promise<number> {
  const now = app.clock.now();
  let queued = 0;
  await app.db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: cars.id,
        userId: cars.userId,
        label: cars.label,
        status: cars.status,
        hiddenAt: cars.hiddenAt,
        delistedAt: cars.delistedAt,
        yearProduction: cars.yearProduction,
        price: cars.price,
        brandName: brands.name,
        modelName: models.name,
      })
      .from(cars)
      .innerJoin(brands, eq(cars.brandId, brands.id))
      .innerJoin(models, eq(cars.modelId, models.id))
      .where(and(isNull(cars.pushQueuedAt), lte(cars.publishedAt, now)))
      .orderBy(cars.publishedAt)
      .limit(batch)
      .for('update', { of: cars, skipLocked: true });
    for (const car of due) {
      // An advert an administrator hid in its first minutes notifies nobody (docs/product.md,
      // “Reports and moderation”); restored, it is no new listing. Nor does an expired one.
      if (app.push.enabled && car.status !== 'sold' && car.hiddenAt === null && !car.delistedAt) {
        const recipients = await tx
          .select({ id: users.id, script: users.script })
          .from(users)
          .where(
            and(
              eq(users.isNotification, true),
              eq(users.status, 'approved'),
              ne(users.id, car.userId),
              exists(
                tx
                  .select({ one: sql`1` })
                  .from(pushTokens)
                  .where(eq(pushTokens.userId, users.id)),
              ),
            ),
          );
        // In each recipient's own script (docs/decisions/049-*).
        const notice = (script: Script) => ({
          title: app.t('car.notice.title', undefined, script),
          body: app.t(
            'car.notice.body',
            { car: titleOf(car), year: car.yearProduction ?? '', price: formatEuro(car.price) },
            script,
          ),
        });
        for (const user of recipients) {
          await app.push.enqueue(
            {
              userId: user.id,
              ...notice(userScript(user)),
              link: pathTo(paths.car, { id: car.id }),
              dedupeKey: `new-listing-push:${car.id}:${user.id}`,
            },
            tx,
          );
          queued += 1;
        }
      }
      // Saved-search alerts of everyone else (subscribers had theirs at creation): same claim.
      const listing = await listingToMatch(tx, car.id);
      if (listing) await queueSavedSearchAlerts(app, tx, listing, { subscribersOnly: false, now });
      await tx.update(cars).set({ pushQueuedAt: now }).where(eq(cars.id, car.id));
    }
  });
  return queued;
}
