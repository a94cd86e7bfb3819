import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cars } from '../../db/schema/index.ts';
import { resolveViewer } from '../../cars/index.ts';

/**
 * The car row when the signed-in caller may change it: its owner alone. 404 when unseen, 403
 * when seen but not theirs; an administrator acts through the console's routes instead, each
 * with a reason, an audit entry and the seller's mail (docs/decisions/031-guarded-routes.md).
 */
export async function ownedCar(app: FastifyInstance, request: FastifyRequest, id: string) {
  const [car] = await app.db.select().from(cars).where(eq(cars.id, id));
  const user = request.user!;
  if (!car) throw app.httpError(404, 'car.notFound');
  if (car.userId === user.id) return car;
  const viewer = await resolveViewer(app.db, request.user, app.clock.now());
  const now = app.clock.now();
  // An expired advert is seen by its owner only (docs/product.md, “Expiry and renewal”).
  const seen = car.delistedAt === null && (viewer.seesEverything || car.publishedAt <= now);
  if (!seen) throw app.httpError(404, 'car.notFound');
  throw app.httpError(403, user.role === 'admin' ? 'car.adminUsesConsole' : 'car.notOwner');
}
