import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cars } from '../db/schema/index.ts';
import { visibility } from './visibility.ts';

/** The most addresses one sitemap file may hold (the sitemaps protocol). */
export const SITEMAP_LIMIT = 50_000;

/** The adverts visitors may see, newest first: part `part` (1-based) of the sitemap's list. */
export async function publicAdverts(
  app: FastifyInstance,
  at: Date,
  part: number,
): Promise<{ id: string; updatedAt: Date }[]> {
  return app.db
    .select({ id: cars.id, updatedAt: cars.updatedAt })
    .from(cars)
    .where(visibility('public', at))
    .orderBy(desc(cars.publishedAt), desc(cars.id))
    .limit(SITEMAP_LIMIT)
    .offset((part - 1) * SITEMAP_LIMIT);
}

/** How many sitemap parts the public adverts fill (at least one). */
export async function sitemapParts(app: FastifyInstance, at: Date): Promise<number> {
  const count = await app.db.$count(cars, visibility('public', at));
  return Math.max(1, Math.ceil(count / SITEMAP_LIMIT));
}
