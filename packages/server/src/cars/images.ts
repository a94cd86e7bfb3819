import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ImageError, type ProcessedImage } from '../lib/images.ts';
import { fieldLabel } from '../lib/zod-sr.ts';
import { MAX_IMAGES } from './car.ts';

/** What a multipart advert form holds: text fields (repeatable) and the raw files. */
export interface CarForm {
  fields: Record<string, string>;
  /** `existingImages` values in order; undefined when the field was not sent. */
  existingImages: string[] | undefined;
  /** The `imageOrder` tokens (`existing:<url>`, `new:<index>`); undefined when not sent. */
  imageOrder: string[] | undefined;
  files: Buffer[];
}

const TOO_MANY_FILES = new Set(['FST_FILES_LIMIT']);

/** Reads the whole form. More than five files is refused with the spec's message. */
export async function readCarForm(app: FastifyInstance, request: FastifyRequest): Promise<CarForm> {
  if (!request.isMultipart()) throw app.httpError(415, 'errors.multipartExpected');
  const fields: Record<string, string> = {};
  let existingImages: string[] | undefined;
  let imageOrder: string[] | undefined;
  const files: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      // A part without `name` in its Content-Disposition has no field to go to.
      if (!part.fieldname) {
        if (part.type === 'file') await part.toBuffer();
        throw app.httpError(400, 'car.validation.unnamedPart');
      }
      if (part.type === 'file') {
        if (part.fieldname !== 'images') {
          await part.toBuffer();
          throw app.httpError(400, 'car.validation.unknownFile');
        }
        if (files.length >= MAX_IMAGES) throw app.httpError(400, 'car.validation.imagesMax');
        files.push(await part.toBuffer());
      } else {
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        if (value.includes('\u0000') || part.fieldname.includes('\u0000')) {
          throw app.httpError(400, 'errors.nulByte', { field: fieldLabel([part.fieldname]) });
        }
        if (part.fieldname === 'existingImages' || part.fieldname === 'existingImages[]') {
          existingImages ??= [];
          if (value.trim() !== '') existingImages.push(value.trim());
        } else if (part.fieldname === 'imageOrder' || part.fieldname === 'imageOrder[]') {
          // A JSON array of tokens, or the field repeated once per token.
          imageOrder ??= [];
          imageOrder.push(...orderTokens(app, value));
        } else {
          fields[part.fieldname] = value;
        }
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code && TOO_MANY_FILES.has(code)) throw app.httpError(400, 'car.validation.imagesMax');
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw app.httpError(413, 'image.tooLarge');
    throw error;
  }
  return { fields, existingImages, imageOrder, files };
}

function orderTokens(app: FastifyInstance, value: string): string[] {
  const text = value.trim();
  if (!text.startsWith('[')) return text === '' ? [] : [text];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw app.httpError(400, 'car.validation.imageOrder');
  }
  if (!Array.isArray(parsed) || !parsed.every((token) => typeof token === 'string'))
    throw app.httpError(400, 'car.validation.imageOrder');
  return parsed.map((token: string) => token.trim());
}

/** A processed upload, ready to be written. */
export interface PreparedImage {
  /** Display key first in `widths` order is smallest first. */
  key: string;
  widths: { width: number; key: string }[];
  variants: ProcessedImage['variants'];
}

/** Re-encodes every upload (one after another: one dealer's photos share one process) before anything is stored. */
export async function prepareImages(
  app: FastifyInstance,
  carId: string,
  files: Buffer[],
): Promise<PreparedImage[]> {
  const prepared: PreparedImage[] = [];
  for (const file of files) {
    let processed: ProcessedImage;
    try {
      processed = await app.images.listing(file);
    } catch (error) {
      if (error instanceof ImageError) throw app.httpError(error.status, error.messageKey);
      throw error;
    }
    const base = `cars/${carId}/${randomBytes(8).toString('hex')}`;
    const widths = processed.variants.map((v) => ({
      width: v.width,
      key: `${base}-${v.width}.webp`,
    }));
    prepared.push({
      key: `${base}-${processed.displayWidth}.webp`,
      widths,
      variants: processed.variants,
    });
  }
  return prepared;
}

/** Writes the files; on any failure removes what was written and rethrows. */
export async function storeImages(app: FastifyInstance, images: PreparedImage[]): Promise<void> {
  const written: string[] = [];
  try {
    for (const image of images) {
      for (const [i, variant] of image.variants.entries()) {
        const key = image.widths[i]!.key;
        await app.storage.put(key, variant.buffer, 'image/webp');
        written.push(key);
      }
    }
  } catch (error) {
    await deleteKeys(app, written);
    throw error;
  }
}

/** Removes files; a failure is logged (the orphan sweep retries later), never thrown. */
export async function deleteKeys(app: FastifyInstance, keys: string[]): Promise<void> {
  for (const key of keys) {
    await app.storage.delete(key).catch((err: unknown) => {
      app.log.warn({ err, key }, 'car image not deleted; the orphan sweep will retry');
    });
  }
}

/** Every stored key of images of a car (all widths). */
export function keysOf(images: { key: string; widths: { key: string }[] }[]): string[] {
  return images.flatMap((image) => [image.key, ...image.widths.map((w) => w.key)]);
}
