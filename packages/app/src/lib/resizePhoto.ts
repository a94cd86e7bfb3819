/** Photos are sent with a long edge of at most this many pixels (the server keeps smaller widths). */
export const PHOTO_MAX_EDGE = 2048;
/** JPEG quality of a resized photo. */
export const PHOTO_QUALITY = 0.85;

export interface Size {
  width: number;
  height: number;
}

/** The size that fits `size` within `maxEdge` on its long edge, or null when it already fits. */
export function fitWithin(size: Size, maxEdge: number = PHOTO_MAX_EDGE): Size | null {
  const long = Math.max(size.width, size.height);
  if (!(long > maxEdge)) return null;
  const scale = maxEdge / long;
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/** A decoded photo, upright. */
export interface DecodedPhoto extends Size {
  source: CanvasImageSource;
  close: () => void;
}

/** How a photo is decoded and encoded again (the browser's by default; tests pass their own). */
export interface PhotoCodec {
  decode: (file: File) => Promise<DecodedPhoto>;
  encode: (photo: DecodedPhoto, size: Size, quality: number) => Promise<Blob>;
}

/** createImageBitmap turns the photo upright by its EXIF orientation; a canvas scales it down. */
export const browserCodec: PhotoCodec = {
  async decode(file) {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return {
      width: bitmap.width,
      height: bitmap.height,
      source: bitmap,
      close: () => bitmap.close(),
    };
  },
  async encode(photo, { width, height }, quality) {
    const type = 'image/jpeg';
    if (typeof OffscreenCanvas !== 'undefined') {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D canvas');
      context.imageSmoothingQuality = 'high';
      context.drawImage(photo.source, 0, 0, width, height);
      return canvas.convertToBlob({ type, quality });
    }
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.imageSmoothingQuality = 'high';
    context.drawImage(photo.source, 0, 0, width, height);
    return new Promise((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob'))), type, quality),
    );
  },
};

// Vector images and animations would lose what they are as a JPEG.
const KEEP_AS_IS = new Set(['image/svg+xml', 'image/gif']);

/**
 * A photo ready to send: scaled down to PHOTO_MAX_EDGE as a JPEG when it is larger, else (or when
 * the browser cannot decode or encode it, or the JPEG comes out bigger) the original file.
 */
export async function resizePhoto(
  file: File,
  codec: PhotoCodec = browserCodec,
  maxEdge: number = PHOTO_MAX_EDGE,
  quality: number = PHOTO_QUALITY,
): Promise<File> {
  if (!file.type.startsWith('image/') || KEEP_AS_IS.has(file.type)) return file;
  let photo: DecodedPhoto | undefined;
  try {
    photo = await codec.decode(file);
    const size = fitWithin(photo, maxEdge);
    if (!size) return file;
    const blob = await codec.encode(photo, size, quality);
    if (blob.size === 0 || blob.size >= file.size) return file;
    const name = `${file.name.replace(/\.[^.]*$/, '') || 'fotografija'}.jpg`;
    return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    photo?.close();
  }
}
