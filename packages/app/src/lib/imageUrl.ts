/**
 * Images come from the API host as paths (docs/product.md, “Advert form”); same host, so a path is
 * enough.
 */
export function imageUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|blob:|data:)/.test(path) || path.startsWith('/')) return path;
  return `/uploads/${path}`;
}
