import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import {
  brands,
  carImages,
  carPriceChanges,
  cars,
  favourites,
  models,
  users,
} from '../../db/schema/index.ts';
import { recordFavouriteChange } from '../../jobs/favourites.ts';
import { queueSubscriberMails } from '../../jobs/notices.ts';
import { listingToMatch, queueSavedSearchAlerts } from '../../jobs/saved-search-alerts.ts';
import { visitorViewKey } from '../../plugins/app/views.ts';
import {
  classViewer,
  visibility,
  type VisibilityKind,
  publishTime,
  resolveViewer,
  viewerClass,
  visibleTo,
  type Viewer,
} from '../../lib/visibility.ts';
import {
  bearer,
  COUNT_CAP,
  errorResponses,
  idParams,
  messageSchema,
  pageInfo,
  paged,
  totalCappedSchema,
} from '../schemas.ts';
import {
  deleteKeys,
  keysOf,
  prepareImages,
  readCarForm,
  storeImages,
  type CarForm,
} from './images.ts';
import {
  ADVANCED_KEYS,
  flagFilter,
  advancedFilters,
  basicFilters,
  filterConditions,
  orderBy,
  type SearchFilters,
} from './search.ts';
import {
  CAR_STATUSES,
  carColumns,
  carFieldsSchema,
  carFormSchema,
  carSchema,
  carDetailQuery,
  carsQuery,
  checkReferences,
  loadCars,
  MAX_IMAGES,
  MIN_IMAGES,
  toCarDto,
  type CarFields,
} from './shared.ts';

const pageQuery = {
  page: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(100_000).default(1),
  ),
  limit: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(100).default(20),
  ),
};

const carPage = z
  .object({
    docs: z.array(carSchema),
    totalDocs: z.number().int(),
    totalCapped: totalCappedSchema,
    limit: z.number().int(),
    page: z.number().int(),
    totalPages: z.number().int(),
    hasPrevPage: z.boolean(),
    hasNextPage: z.boolean(),
    prevPage: z.number().int().nullable(),
    nextPage: z.number().int().nullable(),
  })
  .meta({ id: 'CarPage' });
const carList = paged(carSchema).meta({ id: 'CarList' });
/** The seller's own adverts carry how many people follow each ("Prati oglas"). */
const ownCarList = paged(
  carSchema
    .extend({ followers: z.number().int().describe('how many users follow the advert') })
    .meta({ id: 'OwnCar' }),
).meta({ id: 'OwnCarList' });

/** One listing as its page shows it: the car, and its price drop of the last 30 days. */
const carDetailSchema = carSchema
  .extend({
    priceDrop: z
      .object({ previousPrice: z.number().int(), changedAt: z.string() })
      .nullable()
      .describe('the price before the last change when that was a drop in the last 30 days'),
  })
  .meta({ id: 'CarDetail' });

/** Multipart forms are validated in the handler (they arrive as a stream); the schema documents them. */
const documentOnlyBody: typeof validatorCompiler = (route) =>
  route.httpPart === 'body' ? () => ({ value: undefined }) : validatorCompiler(route);

/**
 * Read routes answer with objects built field by field by loadCars (typed by carSchema), so
 * they skip re-validating every car on the way out: at 20 cars a page that was most of the
 * CPU time of a search.
 */
const plainJson = () => (data: unknown) => JSON.stringify(data);

const JSON_TYPE = 'application/json; charset=utf-8';

/** A list's cache key: the route and its parsed (so normalized) query and params, sorted. */
function listKey(route: string, values: Record<string, unknown>): string {
  let key = route;
  for (const name of Object.keys(values).sort()) {
    const value = values[name];
    if (value === undefined) continue;
    key += `&${name}=${typeof value === 'string' ? encodeURIComponent(value) : String(value)}`;
  }
  return key;
}

type Slot<T> = { image: T; file?: undefined } | { image?: undefined; file: number };

/**
 * D8: the final photo order. Without `imageOrder` the kept photos come first, then the new
 * files in the order sent; with it, every kept photo (`existing:<url>`) and every new file
 * (`new:<index>`) must appear exactly once.
 */
function finalOrder<T>(
  tokens: string[] | undefined,
  kept: T[],
  files: number,
  find: (url: string) => T | undefined,
  invalid: () => Error,
): Slot<T>[] {
  if (tokens === undefined)
    return [
      ...kept.map((image) => ({ image })),
      ...Array.from({ length: files }, (_, file) => ({ file })),
    ];
  const slots: Slot<T>[] = [];
  const seenImages = new Set<T>();
  const seenFiles = new Set<number>();
  for (const token of tokens) {
    if (token.startsWith('existing:')) {
      const image = find(token.slice('existing:'.length));
      if (image === undefined || !kept.includes(image) || seenImages.has(image)) throw invalid();
      seenImages.add(image);
      slots.push({ image });
    } else if (/^new:\d+$/.test(token)) {
      const file = Number(token.slice('new:'.length));
      if (file >= files || seenFiles.has(file)) throw invalid();
      seenFiles.add(file);
      slots.push({ file });
    } else throw invalid();
  }
  if (seenImages.size !== kept.length || seenFiles.size !== files) throw invalid();
  return slots;
}

function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Podaci nisu ispravni.';
}

const carRoutes: FastifyPluginAsyncZod = async (app) => {
  const viewerOf = (request: FastifyRequest): Promise<Viewer> =>
    resolveViewer(app.db, request.user, app.clock.now());

  // The detail's query, built once (issue 16): an advert page is the most asked read, and
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
  const detailQuery = (viewer: Viewer) =>
    viewer.seesEverything
      ? detailQueries.everything
      : viewer.userId && viewer.hasHiddenOwn
        ? detailQueries.withOwn
        : detailQueries.public;
  /** The drop of a car's last price change (since PRICE_DROP_DAYS ago), or null. */
  const priceDropOf = (last: { oldPrice: number; newPrice: number; changedAt: string } | null) =>
    last && last.newPrice < last.oldPrice
      ? { previousPrice: last.oldPrice, changedAt: new Date(last.changedAt).toISOString() }
      : null;

  /**
   * One page of cars matching `where`, with the total and, given `nextPublishAfter`, the
   * earliest embargo end after that time (ms; null when no listing is waiting).
   */
  async function pageOf(
    where: SQL | undefined,
    options: {
      page: number;
      limit: number;
      sort?: Parameters<typeof orderBy>[0];
      needsSeller?: boolean;
      nextPublishAfter?: Date;
      /** `where` has filters whose values decide the best plan (a search's bounds). */
      planForValues?: boolean;
    },
  ) {
    // The page and its embedded cars (in one round trip, or two for a search with bounds: below),
    // the total alongside it. The page's ids are found first, so that PostgreSQL walks the sort
    // index and stops at the limit; the joins and photos are only made for those rows.
    const idQuery = app.db.select({ id: cars.id }).from(cars);
    // The next embargo end rides along with the total: it bounds how long a cached public
    // list stays right (one more index probe, no extra round trip).
    const nextPublish = options.nextPublishAfter
      ? sql<
          number | null
        >`(select (extract(epoch from min(${cars.publishedAt})) * 1000)::float8 from ${cars} where ${cars.publishedAt} > ${options.nextPublishAfter.toISOString()}::timestamptz)`.mapWith(
          (v: unknown) => (v === null ? null : Number(v)),
        )
      : sql<null>`null`;
    // The total is exact up to COUNT_CAP: counting stops one row past it (decision 009).
    const matchQuery = app.db.select({ one: sql`1` }).from(cars);
    const [pageIds, matching] = options.needsSeller
      ? [
          idQuery.innerJoin(users, eq(cars.userId, users.id)),
          matchQuery.innerJoin(users, eq(cars.userId, users.id)),
        ]
      : [idQuery, matchQuery];
    const counted = app.db.select({ n: count(), nextPublish }).from(
      matching
        .where(where)
        .limit(COUNT_CAP + 1)
        .as('matching'),
    );
    const sort = orderBy(options.sort);
    const page = pageIds
      .where(where)
      .orderBy(...sort)
      .limit(options.limit)
      .offset((options.page - 1) * options.limit);
    // Statements run with generic plans (src/db/client.ts), which know neither the values nor the
    // limit. The page's cars are fetched by primary key through `id = any(array(…))`: for
    // `id in (…)` the generic plan guessed 1,667 page rows and scanned every car (30 ms at
    // 100,000 listings). A search's filters also choose the plan of the ids: for a broad price
    // range the generic plan took 25,000 rows from a bitmap scan and sorted them (20 ms) where the
    // date index gives the first 40 at once. So the ids of a page with bounds come first, from
    // `cars` alone with the values written in (escaped literals, no parameters: planned for them,
    // one table, ~0.2 ms), then its cars by those ids. Other lists keep one statement (equality
    // filters get sound generic plans, and the extra round trip cost the newest list a fifth of
    // its rate). The count keeps its generic plan: a custom one was no faster.
    const [rows, totals] = await Promise.all([
      options.planForValues
        ? app.db.execute(page.getSQL().inlineParams()).then((result) => {
            const ids = (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
            return ids.length === 0
              ? []
              : carsQuery(app.db)
                  .where(sql`${cars.id} = any(${sql.param(ids)}::uuid[])`)
                  .orderBy(...sort);
          })
        : carsQuery(app.db)
            .where(sql`${cars.id} = any(array(${page}))`)
            .orderBy(...sort),
      counted,
    ]);
    const docs = rows.map((row) => toCarDto(app, row));
    const total = (totals as { n: number; nextPublish: number | null }[])[0];
    const n = Number(total?.n ?? 0);
    return {
      docs,
      totalDocs: Math.min(n, COUNT_CAP),
      totalCapped: n > COUNT_CAP,
      nextPublishAt: total?.nextPublish ?? null,
    };
  }

  /**
   * Sends a car list as JSON, from the list cache when the viewer's class may share it.
   * `build` makes the answer for a viewer at time `at`; with `forCache` it also reports the
   * next embargo end (the moment a cached public list goes wrong).
   */
  async function sendList<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    build: (
      viewer: Viewer,
      at: Date,
      forCache: boolean,
    ) => Promise<{ response: T; nextPublishAt: number | null }>,
  ): Promise<FastifyReply> {
    // A string or bytes with a JSON type go out as they are: a cached body is not serialized again.
    reply.type(JSON_TYPE);
    const { viewer, at, dataVersion } = request.browse!;
    const cls = viewerClass(viewer);
    if (cls === undefined || dataVersion === undefined) {
      app.carListCache.bypass();
      return reply.send(JSON.stringify((await build(viewer, at, false)).response));
    }
    const body = await app.carListCache.get(
      `${cls} ${key}`,
      dataVersion,
      at.getTime(),
      async () => {
        const built = await build(classViewer(cls), at, cls === 'public');
        return {
          // Encoded once: every hit hands the socket the same bytes.
          body: Buffer.from(JSON.stringify(built.response)),
          // Admins and subscribers see new listings at once; the public set grows when the
          // next embargo ends.
          validUntil: cls === 'public' ? (built.nextPublishAt ?? Infinity) : Infinity,
        };
      },
    );
    return reply.send(body);
  }

  /** The car row when the caller may change it; 404 when unseen, 403 when seen but not theirs. */
  async function ownedCar(request: FastifyRequest, id: string) {
    const [car] = await app.db.select().from(cars).where(eq(cars.id, id));
    const user = request.user!;
    if (!car) throw app.httpError(404, 'car.notFound');
    if (car.userId === user.id || user.role === 'admin') return car;
    const viewer = await viewerOf(request);
    const now = app.clock.now();
    const seen = viewer.seesEverything || car.publishedAt <= now;
    throw app.httpError(seen ? 403 : 404, seen ? 'car.notOwner' : 'car.notFound');
  }

  function validateFields(form: CarForm): CarFields {
    const result = carFieldsSchema(app.clock.now()).safeParse(form.fields);
    if (!result.success)
      throw app.httpError(400, 'car.validation.raw', { message: firstIssue(result.error) });
    return result.data;
  }

  app.get(
    '/',
    {
      onRequest: app.browseViewer,
      serializerCompiler: plainJson,
      schema: {
        tags: ['car'],
        operationId: 'getCars',
        summary: 'Newest listings, paged (D5); `hideSold` leaves sold cars out (the home page)',
        security: bearer,
        querystring: z.object({ ...pageQuery, hideSold: flagFilter }),
        response: { 200: carPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { page, limit, hideSold } = request.query;
      return sendList<z.output<typeof carPage>>(
        request,
        reply,
        listKey('list', { page, limit, hideSold }),
        async (viewer, at, forCache) => {
          const where = and(visibleTo(viewer, at), hideSold ? ne(cars.status, 'sold') : undefined);
          const { docs, totalDocs, totalCapped, nextPublishAt } = await pageOf(where, {
            page,
            limit,
            nextPublishAfter: forCache ? at : undefined,
          });
          const info = pageInfo(totalDocs, page, limit, totalCapped);
          const response = {
            docs,
            ...info,
            hasPrevPage: page > 1,
            hasNextPage: page < info.totalPages,
            prevPage: page > 1 ? page - 1 : null,
            nextPage: page < info.totalPages ? page + 1 : null,
          };
          return { response, nextPublishAt };
        },
      );
    },
  );

  app.get(
    '/search',
    {
      onRequest: app.browseViewer,
      config: { listVersionByBrand: true },
      serializerCompiler: plainJson,
      schema: {
        tags: ['car'],
        operationId: 'searchCars',
        summary:
          'Search; fuel, body, transmission, doors, mileage, power and city need a subscription',
        security: bearer,
        querystring: z.object({ ...pageQuery, ...basicFilters, ...advancedFilters }),
        response: { 200: carList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { page, limit, ...filters } = request.query;
      const usesAdvanced = ADVANCED_KEYS.some((key) => filters[key] !== undefined);
      if (usesAdvanced && !request.browse!.viewer.seesEverything)
        throw app.httpError(403, 'car.subscriptionFeature');
      return sendList<z.output<typeof carList>>(
        request,
        reply,
        listKey('search', request.query),
        async (viewer, at, forCache) => {
          const { conditions, needsSeller, hasRange } = filterConditions(filters as SearchFilters);
          const { docs, totalDocs, totalCapped, nextPublishAt } = await pageOf(
            and(...conditions, visibleTo(viewer, at)),
            {
              page,
              limit,
              sort: filters.sort,
              needsSeller,
              nextPublishAfter: forCache ? at : undefined,
              planForValues: hasRange,
            },
          );
          return {
            response: { data: docs, ...pageInfo(totalDocs, page, limit, totalCapped) },
            nextPublishAt,
          };
        },
      );
    },
  );

  app.get(
    '/owner',
    {
      onRequest: app.authenticate,
      serializerCompiler: plainJson,
      schema: {
        tags: ['car'],
        operationId: 'getOwnCars',
        summary: "The signed-in seller's listings, hidden ones included; `status` narrows them",
        security: bearer,
        querystring: z.object({
          ...pageQuery,
          status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(CAR_STATUSES).optional()),
        }),
        response: { 200: ownCarList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, limit, status } = request.query;
      const { docs, totalDocs, totalCapped } = await pageOf(
        and(eq(cars.userId, request.user!.id), status ? eq(cars.status, status) : undefined),
        { page, limit },
      );
      const counts =
        docs.length === 0
          ? []
          : await app.db
              .select({ carId: favourites.carId, n: count() })
              .from(favourites)
              .where(
                inArray(
                  favourites.carId,
                  docs.map((car) => car._id),
                ),
              )
              .groupBy(favourites.carId);
      const followers = new Map(counts.map((row) => [row.carId, Number(row.n)]));
      return {
        data: docs.map((car) => ({ ...car, followers: followers.get(car._id) ?? 0 })),
        ...pageInfo(totalDocs, page, limit, totalCapped),
      };
    },
  );

  app.get(
    '/user/:id',
    {
      onRequest: app.browseViewer,
      serializerCompiler: plainJson,
      schema: {
        tags: ['car'],
        operationId: 'getSellerCars',
        summary: "One seller's listings",
        security: bearer,
        params: idParams,
        querystring: z.object(pageQuery),
        response: { 200: carList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { page, limit } = request.query;
      const seller = request.params.id;
      return sendList<z.output<typeof carList>>(
        request,
        reply,
        listKey('seller', { seller, page, limit }),
        async (viewer, at, forCache) => {
          const { docs, totalDocs, totalCapped, nextPublishAt } = await pageOf(
            and(eq(cars.userId, seller), visibleTo(viewer, at)),
            { page, limit, nextPublishAfter: forCache ? at : undefined },
          );
          return {
            response: { data: docs, ...pageInfo(totalDocs, page, limit, totalCapped) },
            nextPublishAt,
          };
        },
      );
    },
  );

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
      const [row] = await detailQuery(viewer).execute({
        id,
        at: now.toISOString(),
        userId: viewer.userId ?? null,
        since: new Date(now.getTime() - PRICE_DROP_DAYS * 86_400_000).toISOString(),
      });
      if (!row) throw app.httpError(404, 'car.notFound');
      const priceDrop = priceDropOf(row.lastPriceChange);
      if (row.car.userId !== request.user?.id) countView(app, request, id, now);
      const car = toCarDto(app, row);
      // The viewer sees their own view, although it is written with the next batch.
      return { ...car, viewsCount: car.viewsCount + app.views.pending(id), priceDrop };
    },
  );

  app.post(
    '/',
    {
      onRequest: app.authenticate,
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the compiler is per http part
      validatorCompiler: documentOnlyBody as any,
      schema: {
        tags: ['car'],
        operationId: 'createCar',
        summary: 'Post an advert (multipart; 1 to 5 images)',
        security: bearer,
        consumes: ['multipart/form-data'],
        body: carFormSchema,
        response: { 201: carSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const form = await readCarForm(app, request);
      const fields = validateFields(form);
      if (form.files.length < MIN_IMAGES) throw app.httpError(400, 'car.validation.imagesMin');
      await checkReferences(app, fields);
      const id = randomUUID();
      const images = await prepareImages(app, id, form.files);
      await storeImages(app, images);
      const now = app.clock.now();
      try {
        await app.db.transaction(async (tx) => {
          const [car] = await tx
            .insert(cars)
            .values({
              id,
              userId: request.user!.id,
              ...carColumns(fields),
              createdAt: now,
              updatedAt: now,
              publishedAt: publishTime(now),
            })
            .returning();
          await tx.insert(carImages).values(
            images.map((image, position) => ({
              carId: id,
              key: image.key,
              widths: image.widths,
              position,
              createdAt: now,
            })),
          );
          const [names] = await tx
            .select({ brandName: brands.name, modelName: models.name })
            .from(models)
            .innerJoin(brands, eq(models.brandId, brands.id))
            .where(eq(models.id, car!.modelId));
          await queueSubscriberMails(app, tx, { ...car!, ...names! }, now);
          // Subscribers see the listing now, so their saved searches alert now (decision 014).
          const listing = await listingToMatch(tx, id);
          if (listing) {
            await queueSavedSearchAlerts(app, tx, listing, { subscribersOnly: true, now });
          }
        });
      } catch (error) {
        await deleteKeys(app, keysOf(images));
        throw error;
      }
      const [car] = await loadCars(app, app.db, [id]);
      return reply.status(201).send(car!);
    },
  );

  app.patch(
    '/:id',
    {
      onRequest: app.authenticate,
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the compiler is per http part
      validatorCompiler: documentOnlyBody as any,
      schema: {
        tags: ['car'],
        operationId: 'updateCar',
        summary:
          'Edit an advert (multipart; existingImages keeps old photos in order, new files are appended unless imageOrder gives the final order)',
        security: bearer,
        consumes: ['multipart/form-data'],
        params: idParams,
        body: carFormSchema,
        response: { 200: carSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      const existing = await ownedCar(request, request.params.id);
      if (existing.status === 'sold') throw app.httpError(409, 'car.sold');
      const form = await readCarForm(app, request);
      const fields = validateFields(form);
      const current = await app.db
        .select()
        .from(carImages)
        .where(eq(carImages.carId, existing.id))
        .orderBy(carImages.position);
      const byUrl = new Map(current.map((image) => [app.storage.url(image.key), image]));
      let kept = current;
      if (form.existingImages !== undefined) {
        kept = [];
        for (const url of form.existingImages) {
          const image = byUrl.get(url) ?? current.find((i) => url.endsWith(app.storage.url(i.key)));
          if (!image) throw app.httpError(400, 'car.validation.unknownImage');
          if (!kept.includes(image)) kept.push(image);
        }
      }
      const total = kept.length + form.files.length;
      if (total < MIN_IMAGES) throw app.httpError(400, 'car.validation.imagesMin');
      if (total > MAX_IMAGES) throw app.httpError(400, 'car.validation.imagesMax');
      const order = finalOrder(
        form.imageOrder,
        kept,
        form.files.length,
        (url) => byUrl.get(url) ?? current.find((i) => url.endsWith(app.storage.url(i.key))),
        () => app.httpError(400, 'car.validation.imageOrder'),
      );
      await checkReferences(app, fields);
      const added = await prepareImages(app, existing.id, form.files);
      await storeImages(app, added);
      const removed = current.filter((image) => !kept.includes(image));
      const now = app.clock.now();
      try {
        await app.db.transaction(async (tx) => {
          // The price before this edit, held until it commits (a concurrent edit waits).
          const [before] = await tx
            .select({ price: cars.price })
            .from(cars)
            .where(eq(cars.id, existing.id))
            .for('update');
          // Sold is final, also against a status change that landed while we processed images.
          const [updated] = await tx
            .update(cars)
            .set({ ...carColumns(fields), updatedAt: now })
            .where(and(eq(cars.id, existing.id), ne(cars.status, 'sold')))
            .returning({ id: cars.id, price: cars.price });
          if (!updated) throw app.httpError(409, 'car.sold');
          if (before && before.price !== updated.price) {
            await tx.insert(carPriceChanges).values({
              carId: existing.id,
              oldPrice: before.price,
              newPrice: updated.price,
              changedAt: now,
            });
            // Followers hear of drops only; a raise is no news to them.
            if (updated.price < before.price) {
              await recordFavouriteChange(tx, {
                carId: existing.id,
                sellerId: existing.userId,
                kind: 'price_drop',
                oldPrice: before.price,
                newPrice: updated.price,
                at: now,
              });
            }
          }
          if (removed.length > 0) {
            await tx.delete(carImages).where(
              inArray(
                carImages.id,
                removed.map((i) => i.id),
              ),
            );
          }
          for (const [position, slot] of order.entries()) {
            if (slot.image) {
              await tx.update(carImages).set({ position }).where(eq(carImages.id, slot.image.id));
            }
          }
          if (added.length > 0) {
            await tx.insert(carImages).values(
              order.flatMap((slot, position) => {
                if (slot.image) return [];
                const image = added[slot.file]!;
                return [
                  {
                    carId: existing.id,
                    key: image.key,
                    widths: image.widths,
                    position,
                    createdAt: now,
                  },
                ];
              }),
            );
          }
        });
      } catch (error) {
        await deleteKeys(app, keysOf(added));
        throw error;
      }
      await deleteKeys(app, keysOf(removed));
      const [car] = await loadCars(app, app.db, [existing.id]);
      return car!;
    },
  );

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
      const existing = await ownedCar(request, request.params.id);
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
          .set({ status: next, updatedAt: now })
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
      const existing = await ownedCar(request, request.params.id);
      await removeCar(app, existing.id);
      return { message: app.t('car.deleted') };
    },
  );
};

/**
 * Deletes the car (images and views go with it), with `beforeCommit` in the same transaction
 * (e.g. the seller's mail), and then its files.
 */
export async function removeCar(
  app: FastifyInstance,
  id: string,
  beforeCommit?: (tx: Tx) => Promise<void>,
): Promise<boolean> {
  const images = await app.db.select().from(carImages).where(eq(carImages.carId, id));
  const deleted = await app.db.transaction(async (tx) => {
    const [row] = await tx.delete(cars).where(eq(cars.id, id)).returning({ id: cars.id });
    if (row && beforeCommit) await beforeCommit(tx);
    return row !== undefined;
  });
  if (deleted) await deleteKeys(app, keysOf(images));
  return deleted;
}

/** How long a price drop is shown on the detail ("Cena snižena"). */
const PRICE_DROP_DAYS = 30;

/**
 * The car's last price change when it was a drop within PRICE_DROP_DAYS: the detail shows the
 * price before it. A later raise hides it.
 */

/** A view counts once per viewer and car in any hour (written in batches: plugins/app/views.ts). */
function countView(app: FastifyInstance, request: FastifyRequest, carId: string, now: Date) {
  const viewerKey = request.user ? `u:${request.user.id}` : visitorViewKey(request.ip);
  app.views.record(carId, viewerKey, now);
}

export default carRoutes;
