import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client.ts';
import { carImages, type CarImageRow } from '../db/schema/index.ts';
import { MAX_IMAGES, MIN_IMAGES } from './car.ts';
import type { CarForm } from './images.ts';
import type { PreparedImage } from './images.ts';

type Slot = { image: CarImageRow; file?: undefined } | { image?: undefined; file: number };

/** What an edit does to an advert's photos, judged against the photos stored now. */
export interface PhotoPlan {
  /** The final order: kept photos and new files (by their index in the form). */
  order: Slot[];
  /** Stored photos the edit leaves out (their files go once the edit commits). */
  removed: CarImageRow[];
}

/** The advert's photos as stored, in their order. */
export function storedPhotos(db: Executor, carId: string): Promise<CarImageRow[]> {
  return db
    .select()
    .from(carImages)
    .where(eq(carImages.carId, carId))
    .orderBy(asc(carImages.position));
}

/**
 * The edit's photos against `current` (docs/product.md, “Photos”): `existingImages` keeps old
 * photos in order (all when not sent), new files follow unless `imageOrder` gives the final
 * order, and the advert ends with 1 to 5 photos. Throws the 400 the seller reads otherwise.
 *
 * The edit judges its form twice: before the uploads are processed (a bad form fails at once),
 * and in its transaction, against the photos read after the car's row is locked, so edits that
 * arrive together cannot each add to the same four photos.
 */
export function planPhotos(app: FastifyInstance, current: CarImageRow[], form: CarForm): PhotoPlan {
  const find = (url: string) =>
    current.find((image) => app.storage.url(image.key) === url) ??
    current.find((image) => url.endsWith(app.storage.url(image.key)));
  let kept = current;
  if (form.existingImages !== undefined) {
    kept = [];
    for (const url of form.existingImages) {
      const image = find(url);
      if (!image) throw app.httpError(400, 'car.validation.unknownImage');
      if (!kept.includes(image)) kept.push(image);
    }
  }
  const total = kept.length + form.files.length;
  if (total < MIN_IMAGES) throw app.httpError(400, 'car.validation.imagesMin');
  if (total > MAX_IMAGES) throw app.httpError(400, 'car.validation.imagesMax');
  const order = finalOrder(form.imageOrder, kept, form.files.length, find, () =>
    app.httpError(400, 'car.validation.imageOrder'),
  );
  return { order, removed: current.filter((image) => !kept.includes(image)) };
}

/**
 * The final photo order. Without `imageOrder` the kept photos come first, then the new files in
 * the order sent; with it, every kept photo (`existing:<url>`) and every new file (`new:<index>`)
 * must appear exactly once.
 */
function finalOrder(
  tokens: string[] | undefined,
  kept: CarImageRow[],
  files: number,
  find: (url: string) => CarImageRow | undefined,
  invalid: () => Error,
): Slot[] {
  if (tokens === undefined)
    return [
      ...kept.map((image) => ({ image })),
      ...Array.from({ length: files }, (_, file) => ({ file })),
    ];
  const slots: Slot[] = [];
  const seenImages = new Set<CarImageRow>();
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

/**
 * Writes the plan: the advert's photo rows become the final order, numbered from 0. The rows
 * are written anew (kept ones under their ids), so no two rows ever share a position on the way
 * (the database's unique (car_id, position)); nothing is written when nothing changed.
 */
export async function writePhotos(
  tx: Executor,
  carId: string,
  current: CarImageRow[],
  plan: PhotoPlan,
  added: PreparedImage[],
  now: Date,
): Promise<void> {
  const unchanged =
    plan.order.length === current.length &&
    plan.order.every((slot, position) => slot.image?.id === current[position]?.id);
  if (unchanged) return;
  await tx.delete(carImages).where(eq(carImages.carId, carId));
  await tx.insert(carImages).values(
    plan.order.map((slot, position) => {
      if (slot.image) return { ...slot.image, position };
      const image = added[slot.file]!;
      return { carId, key: image.key, widths: image.widths, position, createdAt: now };
    }),
  );
}
