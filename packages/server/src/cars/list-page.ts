import { MINUTE } from '@autoberza/contract/time';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { classViewer, EMBARGO_MS, viewerClass, type Viewer } from './visibility.ts';
import { paged, totalCappedSchema } from '../lib/schemas.ts';
import { carSchema } from './car.ts';
import { carCardSchema } from './card.ts';
import type { ListScope } from './list-changes.ts';

/** `page` and `limit` of every car list. */
export const pageQuery = {
  page: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(100_000).default(1),
  ),
  limit: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(100).default(20),
  ),
};

const pageOfDocs = <T extends z.ZodType>(doc: T) =>
  z.object({
    docs: z.array(doc),
    totalDocs: z.number().int(),
    totalCapped: totalCappedSchema,
    limit: z.number().int(),
    page: z.number().int(),
    totalPages: z.number().int(),
    hasPrevPage: z.boolean(),
    hasNextPage: z.boolean(),
    prevPage: z.number().int().nullable(),
    nextPage: z.number().int().nullable(),
  });

/** The newest list: cards by default, full cars with `fields=full` (decision 024). */
export const carPage = z.union([
  pageOfDocs(carCardSchema).meta({ id: 'CarCardPage' }),
  pageOfDocs(carSchema).meta({ id: 'CarPage' }),
]);
/** A search's or a seller's list: cards by default, full cars with `fields=full`. */
export const carList = z.union([
  paged(carCardSchema).meta({ id: 'CarCardList' }),
  paged(carSchema).meta({ id: 'CarList' }),
]);

/**
 * Read routes answer with objects built field by field by loadCars (typed by carSchema), so
 * they skip re-validating every car on the way out: at 20 cars a page that was most of the
 * CPU time of a search.
 */
export const plainJson = () => (data: unknown) => JSON.stringify(data);

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * A public list is kept at most this long. An advert posted after it was built does not move the
 * public list version (migration 0012: inserts of cars published more than 19 minutes later, by
 * the database's clock), so the list must be gone before that advert can be published; the
 * minute to spare covers clocks of the database and the instances that differ.
 */
export const PUBLIC_LIST_MAX_MS = EMBARGO_MS - 2 * MINUTE;

/** A list's cache key: the route and its parsed (so normalized) query and params, sorted. */
export function listKey(route: string, values: Record<string, unknown>): string {
  let key = route;
  for (const name of Object.keys(values).sort()) {
    const value = values[name];
    if (value === undefined) continue;
    key += `&${name}=${typeof value === 'string' ? encodeURIComponent(value) : String(value)}`;
  }
  return key;
}

/**
 * Sends a car list as JSON, from the list cache when the viewer's class may share it.
 * `build` makes the answer for a viewer at time `at` and names the cars of its page; with
 * `forCache` it also reports the next embargo end (the moment a cached public list goes wrong).
 * `filters` say which cars the list shows: a cached list outlives the changes of other cars
 * (src/cars/list-changes.ts).
 */
export async function sendList<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  filters: ListScope['filters'],
  build: (
    viewer: Viewer,
    at: Date,
    forCache: boolean,
  ) => Promise<{ response: T; nextPublishAt: number | null; ids: readonly string[] }>,
): Promise<FastifyReply> {
  // A string or bytes with a JSON type go out as they are: a cached body is not serialized again.
  reply.type(JSON_TYPE);
  const { viewer, at, dataVersion } = request.browse!;
  const cls = viewerClass(viewer);
  if (cls === undefined || dataVersion === undefined) {
    app.carListCache.bypass();
    return reply.send(JSON.stringify((await build(viewer, at, false)).response));
  }
  const body = await app.carListCache.get(`${cls} ${key}`, dataVersion, at.getTime(), async () => {
    const built = await build(classViewer(cls), at, cls === 'public');
    // Admins and subscribers see new listings at once; the public set grows when the
    // next embargo ends.
    const validUntil =
      cls === 'public'
        ? Math.min(built.nextPublishAt ?? Infinity, at.getTime() + PUBLIC_LIST_MAX_MS)
        : Infinity;
    return {
      // Encoded once: every hit hands the socket the same bytes.
      body: Buffer.from(JSON.stringify(built.response)),
      validUntil,
      meta: { filters, cls, ids: built.ids, validUntil },
    };
  });
  return reply.send(body);
}
