import { and, asc, eq, gt, inArray, isNull, lte, ne, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { brands, cars, models, users } from '../db/schema/index.ts';
import { userScript } from '../accounts/index.ts';
import { daysAfter, REMINDER_DAYS, renewalQuery, SOLD_LISTED_DAYS } from '../cars/index.ts';

/*
 * docs/product.md, “Expiry and renewal”; decision 026. Takes expired adverts (and sold ones 30
 * days after their sale) off every list by marking them, which records a list change per advert
 * (migration 0016's triggers), so cached lists drop them; mails each owner three days before the
 * end of a period and on the day it ends. Rows are claimed with SKIP LOCKED and marked in the
 * same transaction as their mails, and each mail's dedupe key names the advert and its period,
 * so two instances, or a crash between two rounds, never send one twice.
 */

const titleOf = (row: { brand: string; model: string }) => `${row.brand} ${row.model}`;

/** Marks one batch of due adverts delisted; mails the owners of those that expired. */
async function delistBatch(
  app: FastifyInstance,
  due: SQL | undefined,
  now: Date,
  batch: number,
): Promise<number> {
  return app.db.transaction(async (tx) => {
    const claimed = await tx
      .select({ id: cars.id })
      .from(cars)
      .where(and(isNull(cars.delistedAt), due))
      .limit(batch)
      .for('update', { skipLocked: true });
    if (claimed.length === 0) return 0;
    const delisted = await tx
      .update(cars)
      .set({ delistedAt: now })
      .where(
        and(
          inArray(
            cars.id,
            claimed.map((c) => c.id),
          ),
          isNull(cars.delistedAt),
          due,
        ),
      )
      .returning({ id: cars.id, status: cars.status, expiresAt: cars.expiresAt });
    const expired = delisted.filter((car) => car.status !== 'sold');
    if (expired.length === 0) return delisted.length;
    const owners = await tx
      .select({
        id: cars.id,
        email: users.email,
        firstName: users.firstName,
        script: users.script,
        sellerStatus: users.status,
        brand: brands.name,
        model: models.name,
      })
      .from(cars)
      .innerJoin(users, eq(users.id, cars.userId))
      .innerJoin(brands, eq(brands.id, cars.brandId))
      .innerJoin(models, eq(models.id, cars.modelId))
      .where(
        inArray(
          cars.id,
          expired.map((car) => car.id),
        ),
      );
    for (const car of expired) {
      const owner = owners.find((o) => o.id === car.id);
      // A blocked seller's adverts are hidden anyway; nobody is told of them.
      if (!owner || owner.sellerStatus !== 'approved') continue;
      await app.mailer.enqueue(
        {
          to: owner.email,
          template: 'advertExpired',
          script: userScript(owner),
          vars: {
            firstName: owner.firstName,
            title: titleOf(owner),
            days: app.config.ADVERT_ACTIVE_DAYS,
            renew: renewalQuery(app.config.JWT_SECRET, car.id, now),
          },
          dedupeKey: `advert-expired:${car.id}:${car.expiresAt.toISOString()}`,
        },
        tx,
      );
    }
    return delisted.length;
  });
}

/** Mails one batch of owners whose adverts expire within REMINDER_DAYS, once per period. */
async function remindBatch(app: FastifyInstance, now: Date, batch: number): Promise<number> {
  return app.db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: cars.id,
        expiresAt: cars.expiresAt,
        email: users.email,
        firstName: users.firstName,
        script: users.script,
        sellerStatus: users.status,
        brand: brands.name,
        model: models.name,
      })
      .from(cars)
      .innerJoin(users, eq(users.id, cars.userId))
      .innerJoin(brands, eq(brands.id, cars.brandId))
      .innerJoin(models, eq(models.id, cars.modelId))
      .where(
        and(
          isNull(cars.delistedAt),
          ne(cars.status, 'sold'),
          isNull(cars.expiryRemindedAt),
          gt(cars.expiresAt, now),
          lte(cars.expiresAt, daysAfter(now, REMINDER_DAYS)),
        ),
      )
      .orderBy(asc(cars.expiresAt))
      .limit(batch)
      .for('update', { of: cars, skipLocked: true });
    if (due.length === 0) return 0;
    for (const car of due) {
      if (car.sellerStatus !== 'approved') continue;
      await app.mailer.enqueue(
        {
          to: car.email,
          template: 'advertExpiring',
          script: userScript(car),
          vars: {
            firstName: car.firstName,
            title: titleOf(car),
            expiresAt: car.expiresAt,
            days: app.config.ADVERT_ACTIVE_DAYS,
            renew: renewalQuery(app.config.JWT_SECRET, car.id, now),
          },
          dedupeKey: `advert-expiring:${car.id}:${car.expiresAt.toISOString()}`,
        },
        tx,
      );
    }
    await tx
      .update(cars)
      .set({ expiryRemindedAt: now })
      .where(
        inArray(
          cars.id,
          due.map((car) => car.id),
        ),
      );
    return due.length;
  });
}

/** One round: delists what is due and sends the reminders; returns how many adverts it handled. */
export async function runAdvertExpiry(app: FastifyInstance, batch = 200): Promise<number> {
  const now = app.clock.now();
  const expired = and(ne(cars.status, 'sold'), lte(cars.expiresAt, now));
  const soldLongAgo = and(
    eq(cars.status, 'sold'),
    lte(cars.soldAt, daysAfter(now, -SOLD_LISTED_DAYS)),
  );
  let handled = 0;
  for (const due of [expired, soldLongAgo]) {
    for (;;) {
      const n = await delistBatch(app, due, now, batch);
      handled += n;
      if (n < batch) break;
    }
  }
  for (;;) {
    const n = await remindBatch(app, now, batch);
    handled += n;
    if (n < batch) break;
  }
  return handled;
}
