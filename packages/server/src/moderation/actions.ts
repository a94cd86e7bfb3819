import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userScript } from '../accounts/index.ts';
import { recordAudit } from '../audit/index.ts';
import type { Tx } from '../db/client.ts';
import { brands, carHidings, carReports, cars, models, users } from '../db/schema/index.ts';

/**
 * The administrator's actions on a reported advert (docs/product.md, “Reports and moderation”):
 * dismiss its reports, hide it until its seller fixes it (the reason is mailed), keep it hidden
 * after a fix that is not enough, restore it. Each runs in one transaction with its audit entry
 * and its mail (the outbox), so all of it happens or none. Removal is the console's removal
 * (routes/admin/cars.ts).
 */

interface Actor {
  carId: string;
  actorId: string;
}

/** The advert, locked for the action, with what the audit entry and the mail need. */
async function lockCar(app: FastifyInstance, tx: Tx, carId: string) {
  const [car] = await tx
    .select({
      id: cars.id,
      userId: cars.userId,
      label: cars.label,
      brandName: brands.name,
      modelName: models.name,
      email: users.email,
      firstName: users.firstName,
      script: users.script,
    })
    .from(cars)
    .innerJoin(brands, eq(cars.brandId, brands.id))
    .innerJoin(models, eq(cars.modelId, models.id))
    .innerJoin(users, eq(cars.userId, users.id))
    .where(eq(cars.id, carId))
    .for('update', { of: cars });
  if (!car) throw app.httpError(404, 'car.notFound');
  const title = `${car.brandName} ${car.modelName}${car.label ? ` (${car.label})` : ''}`;
  return {
    ...car,
    title,
    target: { kind: 'car' as const, id: car.id, label: `${title} (${car.email})` },
  };
}

async function openHiding(tx: Tx, carId: string) {
  const [hiding] = await tx
    .select()
    .from(carHidings)
    .where(and(eq(carHidings.carId, carId), isNull(carHidings.restoredAt)))
    .for('update');
  return hiding;
}

/** Closes the advert's open reports as `resolution`; how many there were. */
async function resolveReports(
  tx: Tx,
  carId: string,
  resolution: 'dismissed' | 'hidden',
  actorId: string,
  now: Date,
): Promise<number> {
  const resolved = await tx
    .update(carReports)
    .set({ resolvedAt: now, resolvedBy: actorId, resolution })
    .where(and(eq(carReports.carId, carId), isNull(carReports.resolvedAt)))
    .returning({ id: carReports.id });
  return resolved.length;
}

/** The reports were unfounded: they are closed, the advert stays as it is. */
export async function dismissReports(
  app: FastifyInstance,
  input: Actor & { reason?: string | undefined },
): Promise<void> {
  const now = app.clock.now();
  await app.db.transaction(async (tx) => {
    const car = await lockCar(app, tx, input.carId);
    const closed = await resolveReports(tx, car.id, 'dismissed', input.actorId, now);
    if (closed === 0) throw app.httpError(409, 'moderation.nothingToDismiss');
    await recordAudit(tx, {
      actorId: input.actorId,
      action: 'car.dismissReports',
      target: car.target,
      reason: input.reason,
      details: { reports: closed },
      at: now,
    });
  });
}

/**
 * Hides the advert until its seller fixes it: it leaves every list, page and notice at once (the
 * car data version moves with hidden_at), its open reports are closed, and the seller is mailed
 * what to fix. On an advert hidden and changed since, this keeps it hidden with the new reason.
 */
export async function hideCar(
  app: FastifyInstance,
  input: Actor & { reason: string },
): Promise<'hidden' | 'keptHidden'> {
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    const car = await lockCar(app, tx, input.carId);
    const hiding = await openHiding(tx, car.id);
    if (hiding && hiding.changedAt === null) throw app.httpError(409, 'moderation.alreadyHidden');
    const vars = { firstName: car.firstName, title: car.title, reason: input.reason };
    if (hiding) {
      await tx
        .update(carHidings)
        .set({ reason: input.reason, changedAt: null })
        .where(eq(carHidings.id, hiding.id));
      await app.mailer.enqueue(
        { to: car.email, template: 'listingStillHidden', vars, script: userScript(car) },
        tx,
      );
      await recordAudit(tx, {
        actorId: input.actorId,
        action: 'car.keepHidden',
        target: car.target,
        reason: input.reason,
        at: now,
      });
      return 'keptHidden';
    }
    await tx.update(cars).set({ hiddenAt: now }).where(eq(cars.id, car.id));
    await tx.insert(carHidings).values({
      carId: car.id,
      sellerId: car.userId,
      reason: input.reason,
      hiddenAt: now,
      hiddenBy: input.actorId,
    });
    const closed = await resolveReports(tx, car.id, 'hidden', input.actorId, now);
    await app.mailer.enqueue(
      { to: car.email, template: 'listingHidden', vars, script: userScript(car) },
      tx,
    );
    await recordAudit(tx, {
      actorId: input.actorId,
      action: 'car.hide',
      target: car.target,
      reason: input.reason,
      details: { reports: closed },
      at: now,
    });
    return 'hidden';
  });
}

/** Makes a hidden advert visible again (lists regain it); the seller is told. */
export async function restoreCar(
  app: FastifyInstance,
  input: Actor & { reason?: string | undefined },
): Promise<void> {
  const now = app.clock.now();
  await app.db.transaction(async (tx) => {
    const car = await lockCar(app, tx, input.carId);
    const hiding = await openHiding(tx, car.id);
    if (!hiding) throw app.httpError(409, 'moderation.notHidden');
    await tx
      .update(carHidings)
      .set({ restoredAt: now, restoredBy: input.actorId })
      .where(eq(carHidings.id, hiding.id));
    await tx.update(cars).set({ hiddenAt: null }).where(eq(cars.id, car.id));
    await app.mailer.enqueue(
      {
        to: car.email,
        template: 'listingRestored',
        script: userScript(car),
        vars: { firstName: car.firstName, title: car.title },
      },
      tx,
    );
    await recordAudit(tx, {
      actorId: input.actorId,
      action: 'car.restore',
      target: car.target,
      reason: input.reason,
      details: { changed: hiding.changedAt !== null },
      at: now,
    });
  });
}
