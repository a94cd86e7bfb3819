import { describe, expect, it, vi } from 'vitest';
import { fitWithin, resizePhoto } from '../../src/lib/resizePhoto';
import type { DecodedPhoto, PhotoCodec, Size } from '../../src/lib/resizePhoto';
import { photoProgress } from '../../src/features/cars/photoProgress';

// jsdom decodes no images: a codec that "decodes" to a given size and "encodes" to given bytes.
function codec(size: Size, encodedBytes = 1000) {
  const close = vi.fn();
  const encode = vi.fn(
    async (_photo: DecodedPhoto, _to: Size, _quality: number) =>
      new Blob([new Uint8Array(encodedBytes)], { type: 'image/jpeg' }),
  );
  const fake: PhotoCodec = {
    decode: async () => ({ ...size, source: {} as CanvasImageSource, close }),
    encode,
  };
  return { fake, encode, close };
}
const photo = (bytes: number, name = 'IMG_0001.HEIC.jpeg', type = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], name, { type });

describe('fitWithin', () => {
  it('scales the long edge to the limit, keeping the proportions', () => {
    expect(fitWithin({ width: 4032, height: 3024 }, 2048)).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin({ width: 3024, height: 4032 }, 2048)).toEqual({ width: 1536, height: 2048 });
    expect(fitWithin({ width: 5000, height: 1 }, 2048)).toEqual({ width: 2048, height: 1 });
  });

  it('leaves a photo within the limit alone', () => {
    expect(fitWithin({ width: 2048, height: 1536 }, 2048)).toBeNull();
    expect(fitWithin({ width: 800, height: 600 })).toBeNull();
  });
});

describe('resizePhoto', () => {
  it('sends a large photo as a JPEG of the fitted size', async () => {
    const { fake, encode, close } = codec({ width: 4032, height: 3024 });
    const original = photo(4_000_000);
    const resized = await resizePhoto(original, fake);
    expect(encode).toHaveBeenCalledWith(expect.anything(), { width: 2048, height: 1536 }, 0.85);
    expect(resized).not.toBe(original);
    expect(resized.size).toBe(1000);
    expect(resized.type).toBe('image/jpeg');
    expect(resized.name).toBe('IMG_0001.HEIC.jpg');
    expect(close).toHaveBeenCalled();
  });

  it('keeps a photo within the limit without encoding it', async () => {
    const { fake, encode } = codec({ width: 1600, height: 1200 });
    const original = photo(900_000);
    expect(await resizePhoto(original, fake)).toBe(original);
    expect(encode).not.toHaveBeenCalled();
  });

  it('keeps the original when decoding or encoding fails, or the JPEG is no smaller', async () => {
    const original = photo(500_000);
    const undecodable: PhotoCodec = {
      decode: () => Promise.reject(new DOMException('The source image could not be decoded.')),
      encode: () => Promise.reject(new Error('unreachable')),
    };
    expect(await resizePhoto(original, undecodable)).toBe(original);
    const broken = codec({ width: 4000, height: 3000 });
    broken.encode.mockRejectedValueOnce(new Error('No 2D canvas'));
    expect(await resizePhoto(original, broken.fake)).toBe(original);
    expect(broken.close).toHaveBeenCalled();
    expect(await resizePhoto(original, codec({ width: 4000, height: 3000 }, 600_000).fake)).toBe(
      original,
    );
  });

  it('keeps vector images and animations as they are', async () => {
    const { fake, encode } = codec({ width: 4000, height: 3000 });
    const svg = photo(10, 'logo.svg', 'image/svg+xml');
    expect(await resizePhoto(svg, fake)).toBe(svg);
    expect(await resizePhoto(photo(10, 'a.gif', 'image/gif'), fake)).toHaveProperty(
      'name',
      'a.gif',
    );
    expect(encode).not.toHaveBeenCalled();
  });
});

describe('photoProgress', () => {
  // Fields take the body's first 200 bytes; two new photos of 1000 and 3000 bytes; one kept.
  const sizes = [undefined, 1000, 3000];
  const total = 4200;

  it('gives each new photo its share of the bytes sent', () => {
    expect(photoProgress(sizes, 0, total)).toEqual([undefined, 0, 0]);
    expect(photoProgress(sizes, 800, total)).toEqual([undefined, 60, 0]);
    expect(photoProgress(sizes, 2700, total)).toEqual([undefined, 100, 50]);
    expect(photoProgress(sizes, total, total)).toEqual([undefined, 100, 100]);
  });
});
