import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { recordFavouriteChange } from '../../jobs/favourites.ts';
import { queueSubscriberMails } from '../../jobs/notices.ts';
import { queueSavedSearchAlerts } from '../../jobs/saved-search-alerts.ts';
import {
  type CarFields,
  type KeptText,
  carFieldsSchema,
  carFormSchema,
  carSchema,
  checkReferences,
  insertCar,
  listingToMatch,
  loadCars,
  lockForEdit,
  MIN_IMAGES,
  planPhotos,
  prepareImages,
  readCarForm,
  recordPriceChange,
  storedPhotos,
  storeImages,
  deleteKeys,
  keysOf,
  type CarForm,
  updateCarFields,
  writePhotos,
} from '../../cars/index.ts';
import { bearer, errorResponses, idParams } from '../../lib/schemas.ts';
import { noteSellerEdit } from '../../moderation/index.ts';
import { ownedCar } from './owned.ts';

/** Multipart forms are validated in the handler (they arrive as a stream); the schema documents them. */
const documentOnlyBody: typeof validatorCompiler = (route) =>
  route.httpPart === 'body' ? () => ({ value: undefined }) : validatorCompiler(route);

function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Podaci nisu ispravni.';
}

/** The advert's fields from the form, or 400 with the first problem's message. */
function validateFields(app: FastifyInstance, form: CarForm, kept?: KeptText): CarFields {
  const result = carFieldsSchema(app.clock.now(), kept).safeParse(form.fields);
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
          const car = await insertCar(tx, {
            id,
            userId: request.user!.id,
            fields,
            images,
            now,
            activeDays: app.config.ADVERT_ACTIVE_DAYS,
          });
          await queueSubscriberMails(app, tx, car, now);
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
      const fields = validateFields(app, form, existing);
      // A bad form fails before its uploads are processed; the transaction judges it again.
      planPhotos(app, await storedPhotos(app.db, existing.id), form);
      await checkReferences(app, fields);
      const added = await prepareImages(app, existing.id, form.files);
      await storeImages(app, added);
      const now = app.clock.now();
      const removed = await app.db
        .transaction(async (tx) => {
          // The price before this edit, held until it commits (a concurrent edit waits).
          const before = await lockForEdit(tx, existing.id);
          // Read after the lock: an edit that committed meanwhile counts (at most five photos).
          const current = await storedPhotos(tx, existing.id);
          const plan = planPhotos(app, current, form);
          // Sold is final, also against a status change that landed while we processed images.
          const updated = await updateCarFields(tx, existing.id, fields, now);
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
          await writePhotos(tx, existing.id, current, plan, added, now);
          return plan.removed;
        })
        .catch(async (error: unknown) => {
          await deleteKeys(app, keysOf(added));
          throw error;
        });
      await deleteKeys(app, keysOf(removed));
      const [car] = await loadCars(app, app.db, [existing.id]);
      return car!;
    },
  );
};

export default carEditRoutes;
