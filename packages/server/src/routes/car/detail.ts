import { DAY } from '@autoberza/contract/time';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
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
} from '../../cars/index.ts';
import { bearer, errorResponses, idParams } from '../../lib/schemas.ts';
import { turnBatch } from '../../lib/turn-batch.ts';
import { hasReported, moderationOf, moderationSchema } from '../../moderation/index.ts';

/** How long a price drop is shown on the detail ("Cena snižena"). */
const PRICE_DROP_DAYS = 30;

/** One listing as its page shows it: the car, and its price drop of the last 30 days. */
const carDetailSchema = carSchema
  .extend({
    priceDrop: z
      .object({ previousPrice: z.number().int(), changedAt: z.string() })
      .nullable()
      .describe('the price before the last change when that was a drop in the last 30 days'),
    moderation: moderationSchema.describe(
      'why an administrator hid the advert: for its seller and administrators only (null for others, and when not hidden)',
    ),
    expiry: advertExpirySchema
      .nullable()
      .describe("the advert's period, for its owner only (null for everyone else)"),
    reportedByViewer: z
      .boolean()
      .describe(
        'the signed-in reader has reported this advert already (a second report is refused); false for visitors, its owner and administrators',
      ),
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

/** The detail shows a price drop made after this. */
const priceDropSince = (at: Date) => new Date(at.getTime() - PRICE_DROP_DAYS * DAY).toISOString();

/** A view counts once per viewer and car in any hour (written in batches: plugins/app/views.ts). */
function countView(app: FastifyInstance, request: FastifyRequest, carId: string, now: Date) {
  const viewerKey = request.user ? `u:${request.user.id}` : visitorViewKey(request.ip);
  app.views.record(carId, viewerKey, now);
}

/** One advert's page (GET /car/:id). */
const carDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  // The detail's queries, built once (decision 009): an advert page is the most asked read, and
  // building a query of six joins cost more of the event loop than running it. The values come
  // as placeholders; the car's last price change since `since` comes in the same round trip.
  //
  // Pages asked in one turn of the loop by viewers who see the same cars (everyone past the
  // embargo; subscribers and administrators) are read in one query per kind (decision 029),
  // each car once, at the latest of their times (a few milliseconds apart at most).
  const sharedDetails = (kind: 'public' | 'everything') => {
    const query = carDetailQuery(app.db)
      .where(
        and(
          sql`${cars.id} = any(${sql.placeholder('ids')}::uuid[])`,
          visibility(kind, sql.placeholder('at')),
        ),
      )
      .prepare(`car_details_${kind}`);
    type DetailRow = Awaited<ReturnType<typeof query.execute>>[number];
    return turnBatch<{ id: string; at: Date }, DetailRow>(async (keys) => {
      app.advertPageReads.roundTrips += 1;
      const at = new Date(Math.max(...keys.map((key) => key.at.getTime())));
      const rows = await query.execute({
        ids: [...new Set(keys.map((key) => key.id))],
        at: at.toISOString(),
        since: priceDropSince(at),
      });
      const byId = new Map(rows.map((row) => [row.car.id, row]));
      return keys.map((key) => byId.get(key.id));
    }, 100);
  };
  const shared = { public: sharedDetails('public'), everything: sharedDetails('everything') };
  // A viewer with adverts of their own still in their 20 minutes sees a set nobody else does.
  const withOwnDetail = carDetailQuery(app.db)
    .where(
      and(
        eq(cars.id, sql.placeholder('id')),
        visibility('withOwn', sql.placeholder('at'), sql.placeholder('userId')),
      ),
    )
    .prepare('car_detail_withOwn');
  const visibleDetail = async (viewer: Viewer, id: string, at: Date) => {
    const kind = visibilityKind(viewer);
    app.advertPageReads.pages += 1;
    if (kind !== 'withOwn') return shared[kind].load({ id, at });
    app.advertPageReads.roundTrips += 1;
    const [row] = await withOwnDetail.execute({
      id,
      at: at.toISOString(),
      userId: viewer.userId ?? null,
      since: priceDropSince(at),
    });
    return row;
  };
  // An advert an administrator hid is in no list and no one's page, but its seller still opens it
  // (to see what to fix, to edit it) and so do administrators (to review it): docs/product.md,
  // “Reports and moderation”.
  const hiddenDetail = carDetailQuery(app.db)
    .where(and(eq(cars.id, sql.placeholder('id')), isNotNull(cars.hiddenAt)))
    .prepare('car_detail_hidden');
  // Its owner opens an advert that is in no list (expired, or sold 30 days ago): docs/product.md,
  // “Expiry and renewal”. Asked only when the visible query found nothing.
  const ownDetail = carDetailQuery(app.db)
    .where(and(eq(cars.id, sql.placeholder('id')), eq(cars.userId, sql.placeholder('userId'))))
    .prepare('car_detail_own');

  // Whether the reader reported the advert: a round trip of the page's, counted with its reads.
  const reportedBy = (id: string, userId: string) => {
    app.advertPageReads.roundTrips += 1;
    return hasReported(app, id, userId);
  };

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
      const since = priceDropSince(now);
      // The car if this viewer may see it, with its last price change of the last 30 days.
      const visible = await visibleDetail(viewer, id, now);
      const user = request.user;
      let row = visible;
      if (!row && user) {
        // Its owner opens an advert that is in no list; administrators open a hidden one.
        [row] = await ownDetail.execute({ id, userId: user.id, since });
        if (!row && user.role === 'admin') [row] = await hiddenDetail.execute({ id, since });
      }
      if (!row) throw app.httpError(404, 'car.notFound');
      const moderation = row.car.hiddenAt
        ? ((await moderationOf(app.db, [id])).get(id) ?? null)
        : null;
      const priceDrop = priceDropOf(row.lastPriceChange);
      const isOwner = row.car.userId === user?.id;
      // A hidden advert is read by its seller and administrators only: no buyer's view.
      if (!isOwner && !moderation) countView(app, request, id, now);
      const car = toCarDto(app, row);
      // Only a reader who may report it asks (an owner and administrators never report), and only
      // about an advert somebody reported.
      const reportedByViewer =
        user !== undefined && !isOwner && user.role !== 'admin' && row.reported
          ? await reportedBy(id, user.id)
          : false;
      // The viewer sees their own view, although it is written with the next batch. The chassis
      // number goes to signed-in readers only: a visitor's page (and so a server-rendered page,
      // which asks as a visitor) never carries it (docs/product.md, “Public browsing”).
      return {
        ...car,
        chassisNumber: user ? car.chassisNumber : null,
        viewsCount: car.viewsCount + app.views.pending(id),
        priceDrop,
        moderation,
        expiry: isOwner ? expiryOf(row.car) : null,
        reportedByViewer,
      };
    },
  );
};

export default carDetailRoutes;
