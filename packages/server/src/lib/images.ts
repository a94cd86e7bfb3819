import { MINUTE } from '@autoberza/contract/time';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Tinypool } from 'tinypool';

/*
 * Photos are decoded and encoded in child processes at the lowest CPU priority (decision 028,
 * workers/image-worker.mjs), at most cores − 1 photos at once, each on one libvips thread.
 * Left alone, libvips uses every core for each image and libuv runs four images at once: in the
 * resilience load run, reads went from a p99 of ~60 ms to ~900 ms while an advert a second was
 * posted. Limited to one core but at the API's priority, a photo still took that core from the
 * readers for the moment it ran; at the lowest priority it gets what they leave.
 */

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

/** What the photo process answers (workers/image-worker.mjs). */
type WorkerAnswer =
  | {
      variants: { width: number; height: number; buffer: Uint8Array }[];
      displayWidth: number;
      sourceFormat: AcceptedFormat;
    }
  | { error: ImageErrorCode };

/** The photo process (plain JavaScript beside src/ and dist/ alike). */
const WORKER = fileURLToPath(new URL('../../workers/image-worker.mjs', import.meta.url));

/** Turns uploaded photos into metadata-free WebP files; one per app (`app.images`). */
export interface ImageProcessor {
  /**
   * An advert photo at responsive widths (every preset below the original, never enlarged).
   * Throws {@link ImageError} for anything that is not an acceptable image.
   */
  listing(input: Buffer, limits?: ImageLimits): Promise<ProcessedImage>;
  /**
   * A profile photo: cropped to a square around the most interesting part, at 256 and 512 (or
   * the square's own size when the photo is smaller). Displays the 256 one.
   */
  avatar(input: Buffer, limits?: ImageLimits): Promise<ProcessedImage>;
  /** The photo processes now running (their process ids), for tests and diagnostics. */
  processIds(): number[];
  close(): Promise<void>;
}

export interface ImageProcessorOptions {
  /** Photos processed at once, each in its own process (default: cores − 1, at least 1). */
  processes?: number;
  /** A photo process with nothing to do ends after this long (default: 5 minutes). */
  idleMs?: number;
}

/** Starts no process until the first photo; `close` ends them. */
export function createImageProcessor(options: ImageProcessorOptions = {}): ImageProcessor {
  const pool = new Tinypool({
    filename: WORKER,
    runtime: 'child_process',
    // Buffers cross as bytes (the default JSON would spell them out number by number).
    serialization: 'advanced',
    // None of the server's Node flags (a loader, an inspector, the resilience suite's memory
    // probe, which answers every message on the channel): the photo process is plain JavaScript.
    execArgv: [],
    minThreads: 0,
    maxThreads: options.processes ?? Math.max(1, availableParallelism() - 1),
    idleTimeout: options.idleMs ?? 5 * MINUTE,
  });

  async function run(
    input: Buffer,
    limits: ImageLimits,
    task:
      | { kind: 'listing'; widths: number[]; displayWidth: number }
      | { kind: 'avatar'; sizes: number[] },
  ): Promise<ProcessedImage> {
    // Refused here, before the bytes are copied to another process.
    if (input.length === 0) throw new ImageError('empty');
    if (input.length > (limits.maxBytes ?? MAX_IMAGE_BYTES)) throw new ImageError('tooLarge');
    const answer = (await pool.run({
      ...task,
      input,
      limits: { maxPixels: limits.maxPixels ?? MAX_IMAGE_PIXELS },
      quality: WEBP_QUALITY,
    })) as WorkerAnswer;
    if ('error' in answer) throw new ImageError(answer.error);
    return {
      variants: answer.variants.map((v) => ({
        width: v.width,
        height: v.height,
        buffer: Buffer.from(v.buffer.buffer, v.buffer.byteOffset, v.buffer.byteLength),
      })),
      displayWidth: answer.displayWidth,
      sourceFormat: answer.sourceFormat,
    };
  }

  return {
    listing: (input, limits = {}) =>
      run(input, limits, {
        kind: 'listing',
        widths: [...LISTING_WIDTHS],
        displayWidth: DISPLAY_WIDTH,
      }),
    avatar: (input, limits = {}) =>
      run(input, limits, { kind: 'avatar', sizes: [...AVATAR_SIZES] }),
    // A process worker's `threadId` is its process id (tinypool's ProcessWorker; the type
    // declares it for thread workers only).
    processIds: () => pool.threads.map((t) => (t as unknown as { threadId: number }).threadId),
    close: () => pool.destroy(),
  };
}
