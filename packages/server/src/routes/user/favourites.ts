import {
  and,
  count,
  countDistinct,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  max,
  not,
  sql,
} from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  brands,
  cars,
  favouriteChanges,
  favourites,
  models,
  users,
} from '../../db/schema/index.ts';
import {
  carSchema,
  DEPARTURE_RETENTION_DAYS,
  forgetDeparture,
  loadCars,
  recentDepartures,
  resolveViewer,
  visibleTo,
} from '../../cars/index.ts';
import { bearer, errorResponses, idParams, pageInfo, pageQuery, paged } from '../../lib/schemas.ts';

/** How many adverts one user may follow: a dealer watches a market, not all of it. */
export const MAX_FAVOURITES = 200;

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
      const carIds = rows.map((row) => row.carId);
      const drops =
        carIds.length === 0
          ? []
          : await app.db
              .select({ carId: favouriteChanges.carId, oldPrice: max(favouriteChanges.oldPrice) })
              .from(favouriteChanges)
              .where(
                and(
                  eq(favouriteChanges.userId, userId),
                  eq(favouriteChanges.kind, 'price_drop'),
                  inArray(favouriteChanges.carId, carIds),
                ),
              )
              .groupBy(favouriteChanges.carId);
      const before = new Map(drops.map((d) => [d.carId, d.oldPrice]));
      const data = (await loadCars(app, app.db, carIds)).map((car) => {
        const old = before.get(car._id) ?? null;
        return {
          ...car,
          followedAt: followedAt.get(car._id)!,
          priceBefore: old !== null && old > car.price ? old : null,
        };
      });
      return { data, ...pageInfo(Number(total?.n ?? 0), page, limit) };
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
      const userId = request.user!.id;
      const now = app.clock.now();
      const viewer = await resolveViewer(app.db, request.user, now);
      const visible = visibleTo(viewer, now);
      const [departed, hidden] = await Promise.all([
        recentDepartures(app.db, userId, now, MAX_FAVOURITES),
        app.db
          .select({
            carId: favourites.carId,
            followedAt: favourites.createdAt,
            brand: brands.name,
            model: models.name,
          })
          .from(favourites)
          .innerJoin(cars, eq(favourites.carId, cars.id))
          .innerJoin(brands, eq(cars.brandId, brands.id))
          .innerJoin(models, eq(cars.modelId, models.id))
          .where(and(eq(favourites.userId, userId), visible ? not(visible) : sql`false`))
          .orderBy(desc(favourites.createdAt))
          .limit(MAX_FAVOURITES),
      ]);
      return {
        data: [
          ...departed.map((row) => ({
            _id: row.carId,
            title: row.title,
            followedAt: row.followedAt.toISOString(),
            departedAt: row.departedAt.toISOString(),
          })),
          ...hidden.map((row) => ({
            _id: row.carId,
            title: `${row.brand} ${row.model}`,
            followedAt: row.followedAt.toISOString(),
            departedAt: null,
          })),
        ],
      };
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
      const userId = request.user!.id;
      const [user] = await app.db
        .select({ seenAt: users.favouritesSeenAt })
        .from(users)
        .where(eq(users.id, userId));
      const [row] = await app.db
        .select({ n: countDistinct(favouriteChanges.carId) })
        .from(favouriteChanges)
        .innerJoin(
          favourites,
          and(
            eq(favourites.userId, favouriteChanges.userId),
            eq(favourites.carId, favouriteChanges.carId),
          ),
        )
        .where(
          and(
            eq(favouriteChanges.userId, userId),
            user?.seenAt ? gt(favouriteChanges.createdAt, user.seenAt) : undefined,
          ),
        );
      return { count: Number(row?.n ?? 0) };
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
      await app.db
        .update(users)
        .set({ favouritesSeenAt: app.clock.now() })
        .where(eq(users.id, request.user!.id));
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
        const added = await app.db.transaction(async (tx) => {
          // Lock the user so follows at once cannot all pass the cap (as saved searches do).
          await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
          const [mine] = await tx
            .select({ n: count() })
            .from(favourites)
            .where(eq(favourites.userId, userId));
          if (Number(mine?.n ?? 0) >= MAX_FAVOURITES)
            throw app.httpError(409, 'favourites.tooMany', { max: MAX_FAVOURITES });
          return tx
            .insert(favourites)
            .values({ userId, carId, createdAt: now })
            .onConflictDoNothing()
            .returning({ carId: favourites.carId });
        });
        if (added.length > 0) app.stats.followChanged(carId, userId, true, now);
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
      const removed = await app.db.transaction(async (tx) => {
        const rows = await tx
          .delete(favourites)
          .where(and(eq(favourites.userId, userId), eq(favourites.carId, carId)))
          .returning({ carId: favourites.carId });
        await tx
          .delete(favouriteChanges)
          .where(
            and(
              eq(favouriteChanges.userId, userId),
              eq(favouriteChanges.carId, carId),
              isNull(favouriteChanges.digestedAt),
            ),
          );
        // A deleted advert's note in the list is dismissed the same way.
        await forgetDeparture(tx, userId, carId);
        return rows.length > 0;
      });
      if (removed) app.stats.followChanged(carId, userId, false, app.clock.now());
      return { _id: carId, isFavourite: false, message: app.t('favourites.removed') };
    },
  );
};

export default favouriteRoutes;
