import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, constants } from 'node:os';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createImageProcessor, ImageError, MAX_IMAGE_BYTES } from '../../src/lib/images.ts';

const images = createImageProcessor();
afterAll(() => images.close());
const processListingImage = (input: Buffer) => images.listing(input);
const processAvatarImage = (input: Buffer) => images.avatar(input);

function solid(width: number, height: number, background = '#3366cc') {
  return sharp({ create: { width, height, channels: 3, background } });
}

/** Left half red, right half blue: shows which way an image was turned. */
async function twoColourJpeg(width: number, height: number) {
  const half = Math.floor(width / 2);
  const blue = await solid(width - half, height, '#0000ff')
    .png()
    .toBuffer();
  return solid(width, height, '#ff0000').composite([{ input: blue, left: half, top: 0 }]);
}

async function pixel(webp: Buffer, x: number, y: number) {
  const { data, info } = await sharp(webp).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]] as [number, number, number];
}

function chunk(type: string, body: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A PNG whose header claims a huge size; decoding it would need gigabytes. */
function hugePngHeader(width: number, height: number) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageError);
  return error as ImageError;
}

describe('processListingImage', () => {
  it('strips EXIF (GPS included) and turns the photo as its orientation says', async () => {
    const input = await (
      await twoColourJpeg(400, 200)
    )
      .jpeg()
      .withExif({
        IFD0: { ImageDescription: 'secret-marker', Make: 'PhoneCo' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '44/1 48/1 0/1', GPSMapDatum: 'WGS-84' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes('WGS-84')).toBe(true);

    const result = await processListingImage(input);

    expect(result.sourceFormat).toBe('jpeg');
    expect(result.variants.map((v) => [v.width, v.height])).toEqual([[200, 400]]);
    const [only] = result.variants;
    const meta = await sharp(only!.buffer).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(only!.buffer.includes('WGS-84')).toBe(false);
    expect(only!.buffer.includes('secret-marker')).toBe(false);
    // Orientation 6 means "turn 90° clockwise": the red left half ends up on top.
    const top = await pixel(only!.buffer, 100, 50);
    const bottom = await pixel(only!.buffer, 100, 350);
    expect(top[0]).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(60);
    expect(bottom[2]).toBeGreaterThan(200);
    expect(bottom[0]).toBeLessThan(60);
  });

  it('makes every responsive width below the original and shows the 1024 one', async () => {
    const input = await solid(2400, 1600).jpeg().toBuffer();
    const result = await processListingImage(input);
    expect(result.variants.map((v) => [v.width, v.height])).toEqual([
      [320, 213],
      [640, 427],
      [1024, 683],
      [1600, 1067],
    ]);
    expect(result.displayWidth).toBe(1024);
    for (const v of result.variants) expect((await sharp(v.buffer).metadata()).format).toBe('webp');
  });

  it('never enlarges a small photo', async () => {
    const input = await solid(500, 300).png().toBuffer();
    const result = await processListingImage(input);
    expect(result.sourceFormat).toBe('png');
    expect(result.variants.map((v) => v.width)).toEqual([320, 500]);
    expect(result.displayWidth).toBe(500);
  });

  it('accepts WebP and AVIF by content', async () => {
    const webp = await solid(100, 80).webp().toBuffer();
    const avif = await solid(100, 80).avif({ effort: 0 }).toBuffer();
    expect((await processListingImage(webp)).sourceFormat).toBe('webp');
    expect((await processListingImage(avif)).sourceFormat).toBe('avif');
  });

  it('rejects a text file whatever its name, an empty file and other image types with 415', async () => {
    const text = Buffer.from('ovo nije slika, samo tekst u fajlu auto.jpg\n');
    const gif = await solid(10, 10).gif().toBuffer();
    const tiff = await solid(10, 10).tiff().toBuffer();
    for (const [input, code] of [
      [text, 'unsupportedType'],
      [Buffer.alloc(0), 'empty'],
      [gif, 'unsupportedType'],
      [tiff, 'unsupportedType'],
    ] as const) {
      const error = await rejection(processListingImage(input));
      expect(error.code).toBe(code);
      expect(error.status).toBe(415);
      expect(error.messageKey).toBe(`image.${code}`);
    }
  });

  it('rejects a file over 15 MB with 413', async () => {
    const big = Buffer.concat([
      await solid(10, 10).jpeg().toBuffer(),
      Buffer.alloc(MAX_IMAGE_BYTES),
    ]);
    const error = await rejection(processListingImage(big));
    expect(error.status).toBe(413);
    expect(error.code).toBe('tooLarge');
  });

  it('rejects 20000×20000 px with 400 from the header alone, without decoding', async () => {
    const input = hugePngHeader(20000, 20000);
    expect(input.length).toBeLessThan(100);
    const started = Date.now();
    const error = await rejection(processListingImage(input));
    expect(error.code).toBe('tooManyPixels');
    expect(error.status).toBe(400);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('rejects a truncated photo with 400', async () => {
    const full = await solid(800, 600).jpeg().toBuffer();
    const error = await rejection(processListingImage(full.subarray(0, 400)));
    expect(error.status).toBe(400);
  });
});

describe('processAvatarImage', () => {
  it('crops to squares of 256 and 512 without metadata', async () => {
    const input = await solid(1200, 800)
      .jpeg()
      .withExif({ IFD3: { GPSMapDatum: 'WGS-84' } })
      .toBuffer();
    const result = await processAvatarImage(input);
    expect(result.variants.map((v) => [v.width, v.height])).toEqual([
      [256, 256],
      [512, 512],
    ]);
    expect(result.displayWidth).toBe(256);
    for (const v of result.variants) {
      expect((await sharp(v.buffer).metadata()).exif).toBeUndefined();
    }
  });

  it('keeps a small photo at its own square size', async () => {
    const input = await solid(200, 150).png().toBuffer();
    const result = await processAvatarImage(input);
    expect(result.variants.map((v) => [v.width, v.height])).toEqual([[150, 150]]);
  });
});

/** The nice value of every thread of a process (Linux: field 19 of /proc/<pid>/task/<tid>/stat). */
function threadNiceness(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).map((tid) => {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[19 - 3]);
  });
}

describe('image work leaves the CPU to the pages', () => {
  it.runIf(process.platform === 'linux')(
    'runs in at most cores − 1 processes whose every thread has the lowest priority',
    async () => {
      const input = await solid(1600, 1200).jpeg().toBuffer();
      let most = 0;
      const watch = setInterval(() => {
        most = Math.max(most, images.processIds().length);
      }, 1);
      await Promise.all([processListingImage(input), processListingImage(input)]);
      clearInterval(watch);
      expect(most).toBeGreaterThan(0);
      expect(most).toBeLessThanOrEqual(Math.max(1, availableParallelism() - 1));
      const [pid] = images.processIds();
      expect(pid).not.toBe(process.pid);
      const niceness = threadNiceness(pid!);
      // Node's own threads, libuv's pool (which ran the decode and encodes) and libvips's.
      expect(niceness.length).toBeGreaterThan(4);
      expect(new Set(niceness)).toEqual(new Set([constants.priority.PRIORITY_LOW]));
      // This process (the API's) keeps its priority.
      expect(threadNiceness(process.pid)).not.toContain(constants.priority.PRIORITY_LOW);
    },
  );

  it('answers an error when its photo process dies, and the next photo gets a new one', async () => {
    const own = createImageProcessor({ processes: 1 });
    try {
      const photo = await solid(400, 300).jpeg().toBuffer();
      await own.listing(photo);
      const [first] = own.processIds();
      // Stopped before it is handed the photo, the process cannot finish it, however fast the
      // machine; killed then, it dies holding the photo, as a crash of the image library would
      // end it. (The pool hands a task to its idle process at once, in `listing`'s call.)
      process.kill(first!, 'SIGSTOP');
      const running = own.listing(photo);
      process.kill(first!, 'SIGKILL');
      await expect(running).rejects.toThrow();
      expect((await own.listing(await solid(400, 300).jpeg().toBuffer())).variants).toHaveLength(2);
      expect(own.processIds()).not.toContain(first);
    } finally {
      await own.close();
    }
  });

  it('starts no process before the first photo and ends its processes when closed', async () => {
    const own = createImageProcessor();
    expect(own.processIds()).toEqual([]);
    await own.listing(await solid(400, 300).jpeg().toBuffer());
    const [pid] = own.processIds();
    expect(pid).toBeGreaterThan(0);
    await own.close();
    expect(() => process.kill(pid!, 0)).toThrow();
  });
});
