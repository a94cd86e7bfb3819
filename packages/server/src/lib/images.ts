import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import sharp, { type Metadata, type OutputInfo, type ResizeOptions } from 'sharp';

/*
 * Photos are decoded and encoded on at most cores − 1 threads at once (one on a 2-core
 * machine). Left alone, libvips uses every core for each image and libuv runs four images at
 * once, so one dealer's upload took the CPU that serves everybody's pages: in the resilience
 * load run, reads went from a p99 of ~60 ms to ~900 ms while an advert a second was posted.
 * Uploads now wait their turn instead (each photo takes a little longer under load).
 */
sharp.concurrency(1);
/** The queue every decode and encode goes through (exported for its test). */
export const imageWork = pLimit(Math.max(1, availableParallelism() - 1));

/** Bytes accepted per uploaded file (spec: 15 MB, answered with 413 above it). */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
/** Pixels accepted per image (width × height); larger is refused with 400 before decoding. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Widths produced for an advert photo; a photo is never enlarged. */
export const LISTING_WIDTHS = [320, 640, 1024, 1600] as const;
/** Width the detail page shows (`car.image[].url`); smaller photos show at their own width. */
export const DISPLAY_WIDTH = 1024;
/** Square sizes of a profile photo. */
export const AVATAR_SIZES = [256, 512] as const;

const WEBP_QUALITY = 80;

export type ImageErrorCode = 'empty' | 'tooLarge' | 'unsupportedType' | 'tooManyPixels' | 'corrupt';

const STATUS: Record<ImageErrorCode, 400 | 413 | 415> = {
  empty: 415,
  unsupportedType: 415,
  tooLarge: 413,
  tooManyPixels: 400,
  corrupt: 400,
};

/**
 * A refused upload. Routes answer `status` with the Serbian text found under
 * `messageKey` in locales/sr-Latn/server.json.
 */
export class ImageError extends Error {
  readonly code: ImageErrorCode;
  readonly status: 400 | 413 | 415;
  readonly messageKey: string;

  constructor(code: ImageErrorCode, options?: { cause?: unknown }) {
    super(`image rejected: ${code}`, options);
    this.name = 'ImageError';
    this.code = code;
    this.status = STATUS[code];
    this.messageKey = `image.${code}`;
  }
}

export type AcceptedFormat = 'jpeg' | 'png' | 'webp' | 'avif';

export interface ImageVariant {
  width: number;
  height: number;
  /** WebP bytes without any metadata. */
  buffer: Buffer;
}

export interface ProcessedImage {
  /** Smallest first. */
  variants: ImageVariant[];
  /** Width of the variant meant for display (one of `variants`). */
  displayWidth: number;
  /** What the upload really was, read from its content. */
  sourceFormat: AcceptedFormat;
}

export interface ImageLimits {
  maxBytes?: number;
  maxPixels?: number;
}

interface Inspected {
  format: AcceptedFormat;
  /** Size after EXIF orientation is applied. */
  width: number;
  height: number;
}

/**
 * Reads only the header: the type comes from the bytes, never from the file name or the
 * client's content type, and the pixel limit is checked before anything is decoded.
 */
async function inspect(input: Buffer, limits: ImageLimits): Promise<Inspected> {
  const maxBytes = limits.maxBytes ?? MAX_IMAGE_BYTES;
  const maxPixels = limits.maxPixels ?? MAX_IMAGE_PIXELS;
  if (input.length === 0) throw new ImageError('empty');
  if (input.length > maxBytes) throw new ImageError('tooLarge');

  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch (cause) {
    throw new ImageError('unsupportedType', { cause });
  }
  const format = acceptedFormat(meta);
  if (!format) throw new ImageError('unsupportedType');
  const { width, height } = meta.autoOrient ?? meta;
  if (!width || !height) throw new ImageError('corrupt');
  if (width * height > maxPixels) throw new ImageError('tooManyPixels');
  return { format, width, height };
}

function acceptedFormat(meta: Metadata): AcceptedFormat | undefined {
  switch (meta.format) {
    case 'jpeg':
    case 'png':
    case 'webp':
      return meta.format;
    // libheif reports AVIF as "heif" with AV1 compression; HEIC (HEVC) is not accepted.
    case 'heif':
      return meta.compression === 'av1' ? 'avif' : undefined;
    default:
      return undefined;
  }
}

/** Decodes once (auto-rotated, at most `maxWidth` wide) into raw pixels the variants share. */
async function decodeOriented(
  input: Buffer,
  limits: ImageLimits,
  resize: ResizeOptions,
): Promise<{ data: Buffer; info: OutputInfo }> {
  try {
    return await imageWork(() =>
      sharp(input, {
        limitInputPixels: limits.maxPixels ?? MAX_IMAGE_PIXELS,
        failOn: 'error',
      })
        .autoOrient()
        .resize({ ...resize, withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true }),
    );
  } catch (cause) {
    throw new ImageError('corrupt', { cause });
  }
}

async function encodeVariant(
  raw: { data: Buffer; info: OutputInfo },
  resize: ResizeOptions,
): Promise<ImageVariant> {
  const { width, height, channels } = raw.info;
  // Output carries no EXIF, XMP, IPTC or ICC: sharp writes metadata only when asked to.
  const { data, info } = await imageWork(() =>
    sharp(raw.data, { raw: { width, height, channels } })
      .resize({ ...resize, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true }),
  );
  return { width: info.width, height: info.height, buffer: data };
}

/** Widths to produce for a source this wide: every preset below it, plus its own (capped). */
function targetWidths(sourceWidth: number, presets: readonly number[]): number[] {
  const largest = Math.max(...presets);
  const widths = presets.filter((w) => w < sourceWidth);
  widths.push(Math.min(sourceWidth, largest));
  return [...new Set(widths)].sort((a, b) => a - b);
}

/**
 * Turns an uploaded advert photo into metadata-free WebP files at responsive widths.
 * Throws {@link ImageError} for anything that is not an acceptable image.
 */
export async function processListingImage(
  input: Buffer,
  limits: ImageLimits = {},
): Promise<ProcessedImage> {
  const source = await inspect(input, limits);
  const widths = targetWidths(source.width, LISTING_WIDTHS);
  const raw = await decodeOriented(input, limits, { width: widths.at(-1) });
  const variants = await Promise.all(widths.map((width) => encodeVariant(raw, { width })));
  const display =
    [...variants].reverse().find((v) => v.width <= DISPLAY_WIDTH) ?? (variants[0] as ImageVariant);
  return { variants, displayWidth: display.width, sourceFormat: source.format };
}

/**
 * A profile photo: cropped to a square around the most interesting part, at 256 and 512
 * (or the square's own size when the photo is smaller). Displays the 256 one.
 */
export async function processAvatarImage(
  input: Buffer,
  limits: ImageLimits = {},
): Promise<ProcessedImage> {
  const source = await inspect(input, limits);
  const side = Math.min(source.width, source.height);
  const sizes = targetWidths(side, AVATAR_SIZES);
  const largest = sizes.at(-1) as number;
  const raw = await decodeOriented(input, limits, {
    width: largest,
    height: largest,
    fit: 'cover',
    position: 'attention',
  });
  const variants = await Promise.all(
    sizes.map((size) => encodeVariant(raw, { width: size, height: size, fit: 'cover' })),
  );
  return {
    variants,
    displayWidth: (variants[0] as ImageVariant).width,
    sourceFormat: source.format,
  };
}
