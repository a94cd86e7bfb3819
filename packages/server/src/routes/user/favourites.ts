import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cars, favouriteChanges, favourites } from '../../db/schema/index.ts';
import { carSchema, loadCars, resolveViewer, visibleTo } from '../../cars/index.ts';
import { bearer, errorResponses, idParams, pageInfo, pageQuery, paged } from '../../lib/schemas.ts';

/** How many adverts one user may follow: a dealer watches a market, not all of it. */
export const MAX_FAVOURITES = 200;

const favouriteCarSchema = carSchema
  .extend({ followedAt: z.iso.datetime().describe('when the user started following the car') })
  .meta({ id: 'FavouriteCar' });
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
      const userId = request.user!.id;
      const now = app.clock.now();
      const viewer = await resolveViewer(app.db, request.user, now);
      // Adverts that left the lists (a blocked seller's) leave this one too, while they last.
      const where = and(eq(favourites.userId, userId), visibleTo(viewer, now));
      const [rows, [total]] = await Promise.all([
        app.db
          .select({ carId: favourites.carId, followedAt: favourites.createdAt })
          .from(favourites)
          .innerJoin(cars, eq(favourites.carId, cars.id))
          .where(where)
          .orderBy(desc(favourites.createdAt), desc(favourites.carId))
          .limit(limit)
          .offset((page - 1) * limit),
        app.db
          .select({ n: count() })
          .from(favourites)
          .innerJoin(cars, eq(favourites.carId, cars.id))
          .where(where),
      ]);
      const followedAt = new Map(rows.map((row) => [row.carId, row.followedAt.toISOString()]));
      const data = (
        await loadCars(
          app,
          app.db,
          rows.map((row) => row.carId),
        )
      ).map((car) => ({ ...car, followedAt: followedAt.get(car._id)! }));
      return { data, ...pageInfo(Number(total?.n ?? 0), page, limit) };
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
      const rows = await app.db
        .select({ carId: favourites.carId })
        .from(favourites)
        .where(eq(favourites.userId, request.user!.id))
        .orderBy(desc(favourites.createdAt));
      return { data: rows.map((row) => row.carId) };
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
      const userId = request.user!.id;
      const now = app.clock.now();
      const viewer = await resolveViewer(app.db, request.user, now);
      const [car] = await app.db
        .select({ id: cars.id, userId: cars.userId })
        .from(cars)
        .where(and(eq(cars.id, carId), visibleTo(viewer, now)));
      if (!car) throw app.httpError(404, 'car.notFound');
      if (car.userId === userId) throw app.httpError(409, 'favourites.ownCar');
      const [followed] = await app.db
        .select({ carId: favourites.carId })
        .from(favourites)
        .where(and(eq(favourites.userId, userId), eq(favourites.carId, carId)));
      if (!followed) {
        const [mine] = await app.db
          .select({ n: count() })
          .from(favourites)
          .where(eq(favourites.userId, userId));
        if (Number(mine?.n ?? 0) >= MAX_FAVOURITES)
          throw app.httpError(409, 'favourites.tooMany', { max: MAX_FAVOURITES });
        await app.db
          .insert(favourites)
          .values({ userId, carId, createdAt: now })
          .onConflictDoNothing();
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
        summary: 'Stop following an advert; its waiting notices are dropped',
        security: bearer,
        params: idParams,
        response: { 200: favouriteState, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const carId = request.params.id;
      const userId = request.user!.id;
      await app.db.transaction(async (tx) => {
        await tx
          .delete(favourites)
          .where(and(eq(favourites.userId, userId), eq(favourites.carId, carId)));
        await tx
          .delete(favouriteChanges)
          .where(
            and(
              eq(favouriteChanges.userId, userId),
              eq(favouriteChanges.carId, carId),
              isNull(favouriteChanges.digestedAt),
            ),
          );
      });
      return { _id: carId, isFavourite: false, message: app.t('favourites.removed') };
    },
  );
};

export default favouriteRoutes;
