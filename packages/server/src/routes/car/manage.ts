import { and, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cars } from '../../db/schema/index.ts';
import { recordFavouriteChange } from '../../jobs/favourites.ts';
import { bearer, errorResponses, idParams, messageSchema } from '../../lib/schemas.ts';
import { ownedCar } from './owned.ts';
import { CAR_STATUSES, carSchema, loadCars, removeCar } from '../../cars/index.ts';

/** A seller's status changes (active, reserved, sold) and deletion of an advert. */
const carManageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/:id/status',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['car'],
        operationId: 'updateCarStatus',
        summary: 'Change the status (active, reserved, sold); sold is final (409)',
        security: bearer,
        params: idParams,
        body: z.strictObject({ status: z.enum(CAR_STATUSES) }),
        response: { 200: carSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const existing = await ownedCar(app, request, request.params.id);
      const next = request.body.status;
      const now = app.clock.now();
      const updated = await app.db.transaction(async (tx) => {
        // The status before this change, held until it commits (followers hear of real changes).
        const [before] = await tx
          .select({ status: cars.status })
          .from(cars)
          .where(eq(cars.id, existing.id))
          .for('update');
        // Of two concurrent changes at most one can leave "sold".
        const [row] = await tx
          .update(cars)
          // The sale's date: 30 days later the advert leaves the lists (src/jobs/expiry.ts).
          .set({ status: next, updatedAt: now, ...(next === 'sold' ? { soldAt: now } : {}) })
          .where(and(eq(cars.id, existing.id), ne(cars.status, 'sold')))
          .returning({ id: cars.id });
        if (row && before && before.status !== next && next !== 'active') {
          await recordFavouriteChange(tx, {
            carId: existing.id,
            sellerId: existing.userId,
            kind: next,
            at: now,
          });
        }
        return row;
      });
      if (!updated) throw app.httpError(409, 'car.sold');
      const [car] = await loadCars(app, app.db, [existing.id]);
      return car!;
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['car'],
        operationId: 'deleteCar',
        summary: 'Delete an advert and its photos',
        security: bearer,
        params: idParams,
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const existing = await ownedCar(app, request, request.params.id);
      await removeCar(app, existing.id);
      return { message: app.t('car.deleted') };
    },
  );
};

export default carManageRoutes;
