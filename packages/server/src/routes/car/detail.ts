import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cars } from '../../db/schema/index.ts';
import { visitorViewKey } from '../../plugins/app/views.ts';
import {
  advertExpirySchema,
  carDetailQuery,
  expiryOf,
  carSchema,
  plainJson,
  toCarDto,
  type Viewer,
  visibility,
  visibilityKind,
  type VisibilityKind,
} from '../../cars/index.ts';
import { bearer, errorResponses, idParams } from '../../lib/schemas.ts';

/** How long a price drop is shown on the detail ("Cena snižena"). */
const PRICE_DROP_DAYS = 30;

/** One listing as its page shows it: the car, and its price drop of the last 30 days. */
const carDetailSchema = carSchema
  .extend({
    priceDrop: z
      .object({ previousPrice: z.number().int(), changedAt: z.string() })
      .nullable()
      .describe('the price before the last change when that was a drop in the last 30 days'),
    expiry: advertExpirySchema
      .nullable()
      .describe("the advert's period, for its owner only (null for everyone else)"),
  })
  .meta({ id: 'CarDetail' });

/**
 * The car's last price change when it was a drop within PRICE_DROP_DAYS: the detail shows the
 * price before it. A later raise hides it.
 */
const priceDropOf = (last: { oldPrice: number; newPrice: number; changedAt: string } | null) =>
  last && last.newPrice < last.oldPrice
    ? { previousPrice: last.oldPrice, changedAt: new Date(last.changedAt).toISOString() }
    : null;

/** A view counts once per viewer and car in any hour (written in batches: plugins/app/views.ts). */
function countView(app: FastifyInstance, request: FastifyRequest, carId: string, now: Date) {
  const viewerKey = request.user ? `u:${request.user.id}` : visitorViewKey(request.ip);
  app.views.record(carId, viewerKey, now);
}

/** One advert's page (GET /car/:id). */
const carDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  // The detail's query, built once (decision 009): an advert page is the most asked read, and
  // building a query of six joins cost more of the event loop than running it. One per kind of
  // viewer, as visibleTo makes them; the values come as placeholders. The car's last price change
  // since `since` comes in the same round trip.
  const detailFor = (kind: VisibilityKind) =>
    carDetailQuery(app.db)
      .where(
        and(
          eq(cars.id, sql.placeholder('id')),
          visibility(kind, sql.placeholder('at'), sql.placeholder('userId')),
        ),
      )
      .prepare(`car_detail_${kind}`);
  const detailQueries = {
    everything: detailFor('everything'),
    public: detailFor('public'),
    withOwn: detailFor('withOwn'),
  };
  const detailQuery = (viewer: Viewer) => detailQueries[visibilityKind(viewer)];
  // Its owner opens an advert that is in no list (expired, or sold 30 days ago): docs/product.md,
  // “Expiry and renewal”. Asked only when the visible query found nothing.
  const ownDetail = carDetailQuery(app.db)
    .where(and(eq(cars.id, sql.placeholder('id')), eq(cars.userId, sql.placeholder('userId'))))
    .prepare('car_detail_own');

  app.get(
    '/:id',
    {
      onRequest: app.browseViewer,
      serializerCompiler: plainJson,
      schema: {
        tags: ['car'],
        operationId: 'getCar',
        summary: 'One listing; counts a view (not the owner’s; once per viewer and hour)',
        security: bearer,
        params: idParams,
        response: { 200: carDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { viewer, at: now } = request.browse!;
      const { id } = request.params;
      // The car if this viewer may see it, with its last price change of the last 30 days.
      const since = new Date(now.getTime() - PRICE_DROP_DAYS * 86_400_000).toISOString();
      const [visible] = await detailQuery(viewer).execute({
        id,
        at: now.toISOString(),
        userId: viewer.userId ?? null,
        since,
      });
      const ownerId = request.user?.id;
      const [row] =
        visible || !ownerId ? [visible] : await ownDetail.execute({ id, userId: ownerId, since });
      if (!row) throw app.httpError(404, 'car.notFound');
      const priceDrop = priceDropOf(row.lastPriceChange);
      const isOwner = row.car.userId === ownerId;
      if (!isOwner) countView(app, request, id, now);
      const car = toCarDto(app, row);
      // The viewer sees their own view, although it is written with the next batch.
      return {
        ...car,
        viewsCount: car.viewsCount + app.views.pending(id),
        priceDrop,
        expiry: isOwner ? expiryOf(row.car) : null,
      };
    },
  );
};

export default carDetailRoutes;
