import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { brands, carImages, cars, models } from '../../db/schema/index.ts';
import { recordFavouriteChange } from '../../jobs/favourites.ts';
import { queueSubscriberMails } from '../../jobs/notices.ts';
import { queueSavedSearchAlerts } from '../../jobs/saved-search-alerts.ts';
import {
  carColumns,
  type CarFields,
  carFieldsSchema,
  carFormSchema,
  carSchema,
  checkReferences,
  daysAfter,
  listingToMatch,
  loadCars,
  MAX_IMAGES,
  MIN_IMAGES,
  prepareImages,
  publishTime,
  readCarForm,
  recordPriceChange,
  storeImages,
  deleteKeys,
  keysOf,
  type CarForm,
} from '../../cars/index.ts';
import { bearer, errorResponses, idParams } from '../../lib/schemas.ts';
import { noteSellerEdit } from '../../moderation/index.ts';
import { ownedCar } from './owned.ts';

/** Multipart forms are validated in the handler (they arrive as a stream); the schema documents them. */
const documentOnlyBody: typeof validatorCompiler = (route) =>
  route.httpPart === 'body' ? () => ({ value: undefined }) : validatorCompiler(route);

type Slot<T> = { image: T; file?: undefined } | { image?: undefined; file: number };

/**
 * The final photo order. Without `imageOrder` the kept photos come first, then the new
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

/** The advert's fields from the form, or 400 with the first problem's message. */
function validateFields(app: FastifyInstance, form: CarForm): CarFields {
  const result = carFieldsSchema(app.clock.now()).safeParse(form.fields);
  if (!result.success)
    throw app.httpError(400, 'car.validation.raw', { message: firstIssue(result.error) });
  return result.data;
}

/** Posting an advert and editing it (multipart forms with photos). */
const carEditRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const fields = validateFields(app, form);
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
              expiresAt: daysAfter(now, app.config.ADVERT_ACTIVE_DAYS),
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
      const existing = await ownedCar(app, request, request.params.id);
      if (existing.status === 'sold') throw app.httpError(409, 'car.sold');
      const form = await readCarForm(app, request);
      const fields = validateFields(app, form);
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
          // A hidden advert's edit goes back to the operator's queue for review.
          await noteSellerEdit(tx, existing.id, now);
          if (before && before.price !== updated.price) {
            await recordPriceChange(tx, {
              carId: existing.id,
              oldPrice: before.price,
              newPrice: updated.price,
              at: now,
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
};

export default carEditRoutes;
