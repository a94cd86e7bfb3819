import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { carViewer, viewerFields, viewerFromRow, type Viewer } from '../../cars/index.ts';
import { FreshRead } from '../../lib/fresh-read.ts';
import { turnBatch } from '../../lib/turn-batch.ts';

/** What a car browsing route knows after `browseViewer`, read in one round trip. */
export interface BrowseContext {
  viewer: Viewer;
  /** The time the viewer's rights were read at; the route uses it as "now". */
  at: Date;
  /**
   * The version the route's list is valid at (src/db/schema/data-version.ts): car_data_version,
   * or for a route with `config.listVersionByBrand` and a brand in its query, that brand's list
   * version. Undefined: unknown, cache nothing.
   */
  dataVersion: number | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's lists are filtered by the `brand` of the query when it has one (decision 009). */
    listVersionByBrand?: boolean;
  }
  interface FastifyInstance {
    /**
     * browseAuth for the car lists: the account check, the viewer's visibility rights and the
     * car data version in one query (a visitor's is the version alone); sets request.browse.
     */
    browseViewer: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Signed-in readers' rights read so far, and the round trips that read them (batched). */
    viewerReads: { readers: number; roundTrips: number };
    /**
     * Advert pages (GET /car/:id) read so far by the visible-detail queries, and the round trips
     * that read them (batched per turn: src/routes/car/detail.ts).
     */
    advertPageReads: { pages: number; roundTrips: number };
  }
  interface FastifyRequest {
    browse?: BrowseContext;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The brand whose list version the request's list depends on, or null (every car). */
function listBrand(request: FastifyRequest): string | null {
  if (!request.routeOptions.config.listVersionByBrand) return null;
  const brand = (request.query as Record<string, unknown> | undefined)?.brand;
  return typeof brand === 'string' && UUID.test(brand) ? brand : null;
}

interface ViewerKey {
  id: string;
  at: string;
  brand: string | null;
}

type ViewerRow = { [K in keyof typeof viewerFields]: (typeof viewerFields)[K]['_']['type'] };

/** The car lists' reader: who is looking, at what time, at which list version. */
export default fp(
  async (app) => {
    // The account, the viewer's rights and the list version in one call (migrations 0005, 0007).
    const viewerQuery = app.db
      .select(viewerFields)
      .from(carViewer(sql.placeholder('id'), sql.placeholder('at'), sql.placeholder('brand')))
      .prepare('auth_viewer');
    // The same for several readers at once: one row per reader that has an account, numbered.
    const viewersQuery = app.db
      .select({ n: sql<number>`reader.n`.mapWith(Number), ...viewerFields })
      .from(
        sql`unnest(${sql.placeholder('ids')}::uuid[], ${sql.placeholder('ats')}::timestamptz[], ${sql.placeholder('brands')}::uuid[]) with ordinality as reader(user_id, at, brand, n) cross join lateral ${carViewer(sql`reader.user_id`, sql`reader.at`, sql`reader.brand`)}`,
      )
      .prepare('auth_viewers');
    // Readers whose requests came in one turn of the loop are read in one round trip (decision
    // 029). Two reads of one account in a turn stay two rows: real readers are different
    // people, and merging them would flatter the benchmark, which signs every connection in as
    // one dealer.
    const reads = { readers: 0, roundTrips: 0 };
    app.decorate('viewerReads', reads);
    app.decorate('advertPageReads', { pages: 0, roundTrips: 0 });
    const viewers = turnBatch<ViewerKey, ViewerRow>(async (keys) => {
      reads.readers += keys.length;
      reads.roundTrips += 1;
      if (keys.length === 1) {
        const [row] = await viewerQuery.execute({ ...keys[0]! });
        return [row];
      }
      const rows = await viewersQuery.execute({
        ids: keys.map((k) => k.id),
        ats: keys.map((k) => k.at),
        brands: keys.map((k) => k.brand),
      });
      const byReader = new Map(rows.map(({ n, ...row }) => [n, row]));
      return keys.map((_key, i) => byReader.get(i + 1));
    });
    const versionQuery = app.db
      .select({ dataVersion: sql<string>`car_list_version(${sql.placeholder('brand')}::uuid)` })
      .from(sql`(select 1) as one`)
      .prepare('car_list_version');
    // A visitor's list version depends on nothing of theirs: concurrent visitors share its read
    // (each still sees every change committed before their request).
    const visitorVersions = new FreshRead(async (brand: string | null) => {
      const [row] = await versionQuery.execute({ brand });
      return row?.dataVersion;
    });
    const versionNumber = (value: string | null | undefined) =>
      value === null || value === undefined ? undefined : Number(value);

    app.decorate('browseViewer', async (request: FastifyRequest) => {
      const now = app.clock.now();
      const brand = listBrand(request);
      const user = await app.verifySession(request, (id) =>
        viewers.load({ id, at: now.toISOString(), brand }),
      );
      if (!user) {
        if (!app.config.PUBLIC_BROWSING) throw app.httpError(401, 'auth.required');
        request.browse = {
          viewer: { userId: undefined, seesEverything: false, hasHiddenOwn: false },
          at: now,
          dataVersion: versionNumber(await visitorVersions.get(brand)),
        };
        return;
      }
      request.browse = {
        viewer: viewerFromRow(user),
        at: now,
        dataVersion: versionNumber(user.dataVersion),
      };
    });
  },
  { name: 'browse-viewer', dependencies: ['config', 'db', 'clock', 'errors', 'auth'] },
);
