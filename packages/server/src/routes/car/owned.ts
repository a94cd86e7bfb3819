import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cars } from '../../db/schema/index.ts';
import { resolveViewer, visibleTo } from '../../cars/index.ts';

/**
 * The car row when the signed-in caller may change it: its owner alone. 404 when the caller may
 * not see it (in its 20 minutes, hidden by an administrator, expired, its seller blocked: the
 * answer must not tell that it exists), 403 when seen but not theirs; an administrator acts
 * through the console's routes instead, each with a reason, an audit entry and the seller's mail
 * (docs/decisions/031-guarded-routes.md).
 */
export async function ownedCar(app: FastifyInstance, request: FastifyRequest, id: string) {
  const [car] = await app.db.select().from(cars).where(eq(cars.id, id));
  const user = request.user!;
  if (!car) throw app.httpError(404, 'car.notFound');
  if (car.userId === user.id) return car;
  const now = app.clock.now();
  const viewer = await resolveViewer(app.db, user, now);
  const [seen] = await app.db
    .select({ id: cars.id })
    .from(cars)
    .where(and(eq(cars.id, id), visibleTo(viewer, now)));
  if (!seen) throw app.httpError(404, 'car.notFound');
  throw app.httpError(403, user.role === 'admin' ? 'car.adminUsesConsole' : 'car.notOwner');
}
