import { pathTo, paths } from '@autoberza/contract';
import { and, eq, exists, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client.ts';
import { brands, cars, models, pushTokens, subscriptions, users } from '../db/schema/index.ts';
import { listingToMatch } from '../cars/index.ts';
import { queueSavedSearchAlerts } from './saved-search-alerts.ts';

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
 * At creation: active subscribers who want e-mail hear of the listing at once (they see
 * it before everyone else). Queued in the creating transaction, once per car and subscriber.
 */
export async function queueSubscriberMails(
  app: FastifyInstance,
  tx: Executor,
  car: NewCar,
  now: Date,
): Promise<number> {
  const recipients = await tx
    .selectDistinct({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .innerJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(
      and(
        eq(users.isEmail, true),
        eq(users.status, 'approved'),
        ne(users.id, car.userId),
        eq(subscriptions.status, 'active'),
        lte(subscriptions.startDate, now),
        gt(subscriptions.endDate, now),
      ),
    );
  for (const user of recipients) {
    await app.mailer.enqueue(
      {
        to: user.email,
        template: 'newListing',
        vars: {
          firstName: user.firstName,
          carId: car.id,
          title: titleOf(car),
          year: car.yearProduction ?? 0,
          price: car.price,
        },
        dedupeKey: `new-listing-mail:${car.id}:${user.id}`,
      },
      tx,
    );
  }
  return recipients.length;
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
      if (app.push.enabled && car.status !== 'sold') {
        const recipients = await tx
          .select({ id: users.id })
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
        const title = app.t('car.notice.title');
        const body = app.t('car.notice.body', {
          car: titleOf(car),
          year: car.yearProduction ?? '',
          price: new Intl.NumberFormat('sr-Latn-RS').format(car.price),
        });
        for (const user of recipients) {
          await app.push.enqueue(
            {
              userId: user.id,
              title,
              body,
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
