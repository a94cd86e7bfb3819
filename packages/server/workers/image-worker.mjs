// @ts-check
/*
 * The photo process of the server's image pool (src/lib/images.ts, decision 028). Every decode
 * and encode of an uploaded photo runs here, in a child process whose threads all run at the
 * lowest CPU priority: the kernel gives the cores to the API, PostgreSQL and the page renders
 * first and to photos what is left, so a dealer's upload waits a moment under load instead of
 * making every reader wait. A photo that crashes libvips ends this process, not the server.
 * Plain JavaScript: the process runs it as is, under `tsx`, vitest and `node dist` alike. Every
 * limit and width comes with the task from images.ts, the one place they are defined.
 */
import { readdirSync } from 'node:fs';
import { constants, setPriority } from 'node:os';
import sharp from 'sharp';

/**
 * Lowers every thread of this process that exists now; threads started later inherit it from
 * the thread that starts them. On Linux a priority belongs to a thread (`/proc/self/task` lists
 * them, and Node's module loader may have started libuv's pool before this module ran); where
 * that listing does not exist the priority is the process's.
 */
function lowerPriority() {
  const lowest = constants.priority.PRIORITY_LOW;
  /** @type {number[]} */
  let threads;
  try {
    threads = readdirSync('/proc/self/task').map(Number);
  } catch {
    setPriority(lowest);
    return;
  }
  for (const thread of threads) {
    try {
      setPriority(thread, lowest);
    } catch {
      // A thread that ended since the listing.
    }
  }
}

lowerPriority();
// A server that is gone (killed, crashed) takes its photo process with it.
process.once('disconnect', () => process.exit(0));
// One libvips thread per photo: the pool's size (cores − 1) is what photos may take at most.
sharp.concurrency(1);

/**
 * @typedef {{ maxPixels: number }} Limits
 * @typedef {{ kind: 'listing', widths: number[], displayWidth: number }} ListingTask
 * @typedef {{ kind: 'avatar', sizes: number[] }} AvatarTask
 * @typedef {(ListingTask | AvatarTask) & { input: Uint8Array, limits: Limits, quality: number }} Task
 * @typedef {{ width: number, height: number, buffer: Uint8Array }} Variant
 * @typedef {{ variants: Variant[], displayWidth: number, sourceFormat: string }} Processed
 * @typedef {{ error: 'unsupportedType' | 'tooManyPixels' | 'corrupt' }} Refused
 */

class Refusal extends Error {
  /** @param {Refused['error']} code */
  constructor(code) {
    super(code);
    this.code = code;
  }
}

/** @param {import('sharp').Metadata} meta */
function acceptedFormat(meta) {
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

/**
 * Reads only the header: the type comes from the bytes, never from the file name or the
 * client's content type, and the pixel limit is checked before anything is decoded. (Empty and
 * oversized files are refused by images.ts before they are sent here.)
 * @param {Buffer} input
 * @param {Limits} limits
 */
async function inspect(input, limits) {
  let meta;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new Refusal('unsupportedType');
  }
  const format = acceptedFormat(meta);
  if (!format) throw new Refusal('unsupportedType');
  const { width, height } = meta.autoOrient ?? meta;
  if (!width || !height) throw new Refusal('corrupt');
  if (width * height > limits.maxPixels) throw new Refusal('tooManyPixels');
  return { format, width, height };
}

/**
 * Decodes once (auto-rotated, at most as large as `resize` allows) into raw pixels the variants
 * share.
 * @param {Buffer} input
 * @param {Limits} limits
 * @param {import('sharp').ResizeOptions} resize
 */
async function decodeOriented(input, limits, resize) {
  try {
    return await sharp(input, { limitInputPixels: limits.maxPixels, failOn: 'error' })
      .autoOrient()
      .resize({ ...resize, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new Refusal('corrupt');
  }
}

/**
 * Output carries no EXIF, XMP, IPTC or ICC: sharp writes metadata only when asked to.
 * @param {{ data: Buffer, info: import('sharp').OutputInfo }} raw
 * @param {import('sharp').ResizeOptions} resize
 * @param {number} quality
 * @returns {Promise<Variant>}
 */
async function encodeVariant(raw, resize, quality) {
  const { width, height, channels } = raw.info;
  const { data, info } = await sharp(raw.data, { raw: { width, height, channels } })
    .resize({ ...resize, withoutEnlargement: true })
    .webp({ quality })
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, buffer: data };
}

/**
 * Sizes to produce for a source this large: every preset below it, plus its own (capped).
 * @param {number} source
 * @param {number[]} presets
 */
function targetSizes(source, presets) {
  const largest = Math.max(...presets);
  const sizes = presets.filter((w) => w < source);
  sizes.push(Math.min(source, largest));
  return [...new Set(sizes)].sort((a, b) => a - b);
}

/**
 * @param {Buffer} input
 * @param {Task} task
 * @returns {Promise<Processed>}
 */
async function processPhoto(input, task) {
  const source = await inspect(input, task.limits);
  /** @type {Variant[]} */
  const variants = [];
  if (task.kind === 'listing') {
    const widths = targetSizes(source.width, task.widths);
    const raw = await decodeOriented(input, task.limits, { width: widths.at(-1) });
    // One after another: the process holds one core at most.
    for (const width of widths) variants.push(await encodeVariant(raw, { width }, task.quality));
    const display = [...variants].reverse().find((v) => v.width <= task.displayWidth);
    return {
      variants,
      displayWidth: (display ?? /** @type {Variant} */ (variants[0])).width,
      sourceFormat: source.format,
    };
  }
  // A profile photo: a square around the most interesting part of the photo.
  const sizes = targetSizes(Math.min(source.width, source.height), task.sizes);
  const largest = /** @type {number} */ (sizes.at(-1));
  const raw = await decodeOriented(input, task.limits, {
    width: largest,
    height: largest,
    fit: 'cover',
    position: 'attention',
  });
  for (const size of sizes) {
    variants.push(
      await encodeVariant(raw, { width: size, height: size, fit: 'cover' }, task.quality),
    );
  }
  return {
    variants,
    displayWidth: /** @type {Variant} */ (variants[0]).width,
    sourceFormat: source.format,
  };
}

/**
 * One photo: its variants, or the reason it is refused.
 * @param {Task} task
 * @returns {Promise<Processed | Refused>}
 */
export default async function processImage(task) {
  const input = Buffer.from(task.input.buffer, task.input.byteOffset, task.input.byteLength);
  try {
    return await processPhoto(input, task);
  } catch (error) {
    if (error instanceof Refusal) return { error: /** @type {Refused['error']} */ (error.code) };
    throw error;
  }
}
