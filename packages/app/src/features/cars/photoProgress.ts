/**
 * Each new photo's share of one multipart upload, in percent (undefined for a kept photo, which
 * is not sent). The photos are the body's last parts, in the list's order (advertFormData): what
 * comes before them (the fields) is the body's size less theirs, and a photo is as far along as
 * the bytes sent past its start.
 */
export function photoProgress(
  sizes: readonly (number | undefined)[],
  loaded: number,
  total: number,
): (number | undefined)[] {
  const photoBytes = sizes.reduce<number>((sum, size) => sum + (size ?? 0), 0);
  let start = Math.max(0, total - photoBytes);
  return sizes.map((size) => {
    if (size === undefined) return undefined;
    const sent = size === 0 ? (loaded >= start ? 1 : 0) : (loaded - start) / size;
    start += size;
    return Math.round(Math.min(1, Math.max(0, sent)) * 100);
  });
}
