import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  carSchema,
  DEPARTURE_RETENTION_DAYS,
  followedIds,
  favouritePage,
  followCar,
  goneFavourites,
  markFavouritesSeen,
  unfollowCar,
  unseenFavourites,
} from '../../cars/index.ts';
import { bearer, errorResponses, idParams, pageInfo, pageQuery, paged } from '../../lib/schemas.ts';

const favouriteCarSchema = carSchema
  .extend({
    followedAt: z.iso.datetime().describe('when the user started following the car'),
    priceBefore: z
      .number()
      .nullable()
      .describe(
        'the price before the first drop the follower was told of, while the price is lower',
      ),
  })
  .meta({ id: 'FavouriteCar' });

const goneSchema = z
  .object({
    data: z.array(
      z.object({
        _id: z.string().describe('the car'),
        title: z.string().describe('brand and model'),
        followedAt: z.iso.datetime(),
        departedAt: z.iso
          .datetime()
          .nullable()
          .describe(
            `when the advert was deleted (named for ${DEPARTURE_RETENTION_DAYS} days); null while it is only hidden (its seller blocked)`,
          ),
      }),
    ),
  })
  .meta({ id: 'FavouritesGone' });

const unseenSchema = z
  .object({
    count: z.number().int().describe('followed adverts changed since the list was opened'),
  })
  .meta({ id: 'FavouritesUnseen' });
const favouriteList = paged(favouriteCarSchema).meta({ id: 'FavouriteList' });

const favouriteState = z
  .object({
    _id: z.string().describe('the car'),
    isFavourite: z.boolean(),
    message: z.string(),
  })
  .meta({ id: 'FavouriteState' });

const favouriteIds = z
  .object({ data: z.array(z.string()).describe('ids of every car the user follows') })
  .meta({ id: 'FavouriteIds' });

/** "Prati oglas": a signed-in user follows adverts and hears when their price drops or they sell. */
const favouriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/favourites',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        operationId: 'getFavourites',
        summary: 'The adverts the signed-in user follows, newest followed first, paged',
        security: bearer,
        querystring: z.object(pageQuery),
        response: { 200: favouriteList, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const now = app.clock.now();
      const { data, total } = await favouritePage(app, request.user!, now, page, limit);
      return { data, ...pageInfo(total, page, limit) };
    },
  );

  app.get(
    '/favourites/gone',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        operationId: 'getFavouritesGone',
        summary: `Followed adverts that left the site: deleted within ${DEPARTURE_RETENTION_DAYS} days, newest first, then those hidden with their blocked seller`,
        security: bearer,
        response: { 200: goneSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      return { data: await goneFavourites(app, request.user!, app.clock.now()) };
    },
  );

  app.get(
    '/favourites/unseen',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        operationId: 'getFavouritesUnseen',
        summary: 'How many followed adverts changed since the user last opened the list',
        security: bearer,
        response: { 200: unseenSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      return { count: await unseenFavourites(app.db, request.user!.id) };
    },
  );

  app.post(
    '/favourites/seen',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        operationId: 'markFavouritesSeen',
        summary: 'Marks every change of the followed adverts seen (the list was opened)',
        security: bearer,
        response: { 200: unseenSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      await markFavouritesSeen(app.db, request.user!.id, app.clock.now());
      return { count: 0 };
    },
  );

  app.get(
    '/favourites/ids',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        operationId: 'getFavouriteIds',
        summary: 'Ids of every advert the signed-in user follows (the hearts on cards)',
        security: bearer,
        response: { 200: favouriteIds, ...errorResponses(401) },
      },
    },
    async (request) => {
      return { data: await followedIds(app.db, request.user!.id) };
    },
  );

  app.put(
    '/favourites/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        operationId: 'followCar',
        summary: 'Follow an advert ("Prati oglas"); following it again changes nothing',
        security: bearer,
        params: idParams,
        response: { 200: favouriteState, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const carId = request.params.id;
      const now = app.clock.now();
      if (await followCar(app, request.user!, carId, now)) {
        app.stats.followChanged(carId, request.user!.id, true, now);
      }
      return { _id: carId, isFavourite: true, message: app.t('favourites.added') };
    },
  );

  app.delete(
    '/favourites/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        operationId: 'unfollowCar',
        summary:
          'Stop following an advert; its waiting notices are dropped, and the note of a deleted one',
        security: bearer,
        params: idParams,
        response: { 200: favouriteState, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const carId = request.params.id;
      const userId = request.user!.id;
      if (await unfollowCar(app.db, userId, carId)) {
        app.stats.followChanged(carId, userId, false, app.clock.now());
      }
      return { _id: carId, isFavourite: false, message: app.t('favourites.removed') };
    },
  );
};

export default favouriteRoutes;
