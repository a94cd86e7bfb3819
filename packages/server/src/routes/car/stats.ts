import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { visitorViewKey } from '../../plugins/app/views.ts';
import { bearer, errorResponses, idParams } from '../../lib/schemas.ts';
import { isSellersCar, sellerStats } from '../../stats/index.ts';

/** How many days the statistics show by default, and at most. */
export const STATS_DAYS = 30;
const MAX_STATS_DAYS = 90;

const counts = {
  views: z.number().int().describe('views counted that day (each viewer once an hour)'),
  phoneReveals: z.number().int().describe('viewers who revealed the phone number that day'),
  follows: z.number().int().describe('people who started following the advert that day'),
  unfollows: z.number().int().describe('people who stopped following it that day'),
};

const statsSchema = z
  .object({
    from: z.iso.date().describe('the first day shown (Serbia’s calendar)'),
    to: z.iso.date().describe('the last day shown: today'),
    days: z
      .array(z.object({ day: z.iso.date(), ...counts }).meta({ id: 'DayStats' }))
      .describe('every day from `from` to `to`, oldest first; zeros on quiet days'),
    totals: z.object(counts).meta({ id: 'StatsTotals' }),
  })
  .meta({ id: 'CarStats' });

const statsQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_STATS_DAYS)
    .default(STATS_DAYS)
    .describe(`how many days up to today (default ${STATS_DAYS})`),
});

/**
 * Statistics under /api/car: a phone reveal is noted (written in batches: ./counter.ts), and a
 * seller reads their adverts' numbers per day.
 */
const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/phone-reveal',
    {
      onRequest: app.browseViewer,
      schema: {
        tags: ['stats'],
        operationId: 'revealPhone',
        summary:
          'Notes that the viewer revealed the seller’s number ("Prikaži broj", or the call link); counted once per viewer and day, on an advert the viewer may see',
        security: bearer,
        params: idParams,
        response: {
          204: z.null().describe('noted; written with the next batch'),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request, reply) => {
      const { viewer, at } = request.browse!;
      const viewerKey = viewer.userId ? `u:${viewer.userId}` : visitorViewKey(request.ip);
      // No read here: an unknown advert, one the viewer may not see, or the seller's own tap is
      // dropped when written.
      app.stats.phoneRevealed(request.params.id, viewerKey, viewer.seesEverything, at);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/owner/stats',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['stats'],
        operationId: 'getOwnStats',
        summary: 'The signed-in seller’s views and phone reveals per day, summed over all adverts',
        security: bearer,
        querystring: statsQuery,
        response: { 200: statsSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      sellerStats(app.db, {
        sellerId: request.user!.id,
        at: app.clock.now(),
        count: request.query.days,
      }),
  );

  app.get(
    '/:id/stats',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['stats'],
        operationId: 'getCarStats',
        summary: 'One of the signed-in seller’s adverts: its views and phone reveals per day',
        security: bearer,
        params: idParams,
        querystring: statsQuery,
        response: { 200: statsSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const sellerId = request.user!.id;
      const carId = request.params.id;
      if (!(await isSellersCar(app.db, sellerId, carId))) throw app.httpError(404, 'car.notFound');
      return sellerStats(app.db, {
        sellerId,
        carId,
        at: app.clock.now(),
        count: request.query.days,
      });
    },
  );
};

export default statsRoutes;
