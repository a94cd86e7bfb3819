import QRCode from 'qrcode';

/**
 * The payload drawn as an SVG QR code: byte mode with the text in UTF-8 (the standard's C:1),
 * error correction M, the 4-module quiet zone scanners need.
 */
export async function ipsQrSvg(payload: string): Promise<string> {
  return QRCode.toString([{ data: new TextEncoder().encode(payload), mode: 'byte' }], {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    color: { dark: '#000000', light: '#ffffff' },
  });
}

/** The SVG as a `data:` URI, for an `<img>` (the CSP allows data: images). */
export async function ipsQrImage(payload: string): Promise<string> {
  const svg = await ipsQrSvg(payload);
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
