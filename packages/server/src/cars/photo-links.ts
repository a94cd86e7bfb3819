import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { carImages, cars } from '../db/schema/index.ts';
import { ResultCache } from '../lib/result-cache.ts';
import { visibility } from './visibility.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const attr = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A preload link for the first photo of a car every visitor may see (past its embargo),
 * with the srcset the app's <img> builds from the same widths (ascending) and its sizes: the
 * browser fetches the page's largest paint beside the code instead of after the car's data.
 * Empty for an unknown, hidden or photo-less car. `validUntil`: when the answer goes wrong
 * without a data change (the car's embargo end), Infinity when only a data change can.
 */
export async function carPhotoPreload(
  app: FastifyInstance,
  id: string,
  sizes: string,
  at: Date,
): Promise<{ link: string; validUntil: number }> {
  if (!UUID.test(id)) return { link: '', validUntil: Infinity };
  // The photo whatever the embargo (its end is when the link appears); the seller must be approved.
  const [photo] = await app.db
    .select({ key: carImages.key, widths: carImages.widths, publishedAt: cars.publishedAt })
    .from(carImages)
    .innerJoin(cars, eq(cars.id, carImages.carId))
    .where(and(eq(carImages.carId, id), visibility('everything', at)))
    .orderBy(asc(carImages.position))
    .limit(1);
  if (!photo) return { link: '', validUntil: Infinity };
  if (photo.publishedAt > at) return { link: '', validUntil: photo.publishedAt.getTime() };
  const srcset = [...photo.widths]
    .sort((a, b) => a.width - b.width)
    .map((w) => `${app.storage.url(w.key)} ${w.width}w`)
    .join(', ');
  const href = app.storage.url(photo.key);
  const link = srcset
    ? `<link rel="preload" as="image" href="${attr(href)}" imagesrcset="${attr(srcset)}" imagesizes="${attr(sizes)}" fetchpriority="high">`
    : `<link rel="preload" as="image" href="${attr(href)}" fetchpriority="high">`;
  return { link, validUntil: Infinity };
}

/**
 * Car pages' photo links, kept per car while car_data_version holds and the car's embargo has
 * not ended (the list cache's rules: src/lib/result-cache.ts; off with SEARCH_CACHE_TTL_SECONDS=0).
 * A crowd of visitors whose pages cannot all be rendered gets the shell with its link from here,
 * at the cost of one shared version read, not one photo query each.
 */
export function carPhotoLinks(app: FastifyInstance) {
  const cache = new ResultCache<string>({
    maxAgeMs: app.config.SEARCH_CACHE_TTL_SECONDS * 1000,
    maxEntries: 10_000,
    maxBytes: 8 * 1024 * 1024,
    onRefreshError: (err) => app.log.error({ err }, 'car photo link refresh failed'),
  });
  return {
    cache,
    async link(id: string, sizes: string): Promise<string> {
      if (!UUID.test(id)) return '';
      const at = app.clock.now();
      return cache.get(
        `${sizes}\u0000${id}`,
        await app.carDataVersion(),
        at.getTime(),
        async () => {
          const { link, validUntil } = await carPhotoPreload(app, id, sizes, at);
          return { body: link, validUntil };
        },
      );
    },
  };
}
