import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userScript } from '../../accounts/index.ts';
import { recordAudit } from '../../audit/index.ts';
import { removeCar } from '../../cars/index.ts';
import { brands, cars, models, users } from '../../db/schema/index.ts';
import { t } from '../../lib/i18n.ts';
import { bearer, errorResponses, idParams, messageSchema } from '../../lib/schemas.ts';

/** Admin: removal of a listing, the reason mailed to the seller (docs/product.md, “Removal by an administrator”). */
const adminCarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/cars/:id',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminRemoveCar',
        summary: 'Remove a listing; the reason is mailed to the seller',
        security: bearer,
        params: idParams,
        body: z.strictObject({
          reason: z
            .string({ error: () => t('subscription.reasonRequired') })
            .trim()
            .min(1, { error: () => t('subscription.reasonRequired') })
            .max(1000),
        }),
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const [car] = await app.db
        .select({
          id: cars.id,
          email: users.email,
          firstName: users.firstName,
          script: users.script,
          brandName: brands.name,
          modelName: models.name,
          label: cars.label,
        })
        .from(cars)
        .innerJoin(users, eq(cars.userId, users.id))
        .innerJoin(brands, eq(cars.brandId, brands.id))
        .innerJoin(models, eq(cars.modelId, models.id))
        .where(eq(cars.id, request.params.id));
      if (!car) throw app.httpError(404, 'car.notFound');
      const title = `${car.brandName} ${car.modelName}${car.label ? ` (${car.label})` : ''}`;
      const removed = await removeCar(app, car.id, async (tx) => {
        await app.mailer.enqueue(
          {
            to: car.email,
            template: 'listingRemoved',
            script: userScript(car),
            vars: { firstName: car.firstName, title, reason: request.body.reason },
          },
          tx,
        );
        await recordAudit(tx, {
          actorId: request.user!.id,
          action: 'car.remove',
          target: { kind: 'car', id: car.id, label: `${title} (${car.email})` },
          reason: request.body.reason,
          at: app.clock.now(),
        });
      });
      // Removed by someone else in the meantime.
      if (!removed) throw app.httpError(404, 'car.notFound');
      return { message: app.t('car.removed') };
    },
  );
};

export default adminCarRoutes;
