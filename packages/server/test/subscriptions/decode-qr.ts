import jsqr from 'jsqr';
import sharp from 'sharp';

// jsqr is CommonJS with `exports.default`: TypeScript (NodeNext) types the default import as that
// exports object, while vitest hands over the function itself.
type Decode = typeof jsqr.default;
const loaded: unknown = jsqr;
const jsQR: Decode = typeof loaded === 'function' ? (loaded as Decode) : jsqr.default;

/**
 * Reads a QR code back from the SVG the server sends: rasterised by sharp (librsvg) to RGBA,
 * decoded by jsQR. Returns the text (the payload's bytes read as UTF-8) and the modes it was
 * written in.
 */
export async function decodeQrSvg(svg: string): Promise<{ text: string; modes: string[] }> {
  // The SVG has only a viewBox (one unit a module): 10 pixels a module is plenty for the decoder.
  const { data, info } = await sharp(Buffer.from(svg), { density: 720 })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const code = jsQR(
    new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    info.width,
    info.height,
  );
  if (!code) throw new Error(`no QR code found in the ${info.width}×${info.height} picture`);
  return {
    text: new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(code.binaryData)),
    modes: code.chunks.map((chunk) => chunk.type),
  };
}

/** The SVG inside a `data:image/svg+xml;base64,` URI. */
export function svgOfDataUri(uri: string): string {
  const prefix = 'data:image/svg+xml;base64,';
  if (!uri.startsWith(prefix)) throw new Error(`not an SVG data URI: ${uri.slice(0, 40)}`);
  return Buffer.from(uri.slice(prefix.length), 'base64').toString('utf8');
}
