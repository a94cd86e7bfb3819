import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { ChangeLog, reaches, type ListScope } from '../../cars/index.ts';
import { carDataVersion } from '../../db/schema/index.ts';
import { FreshRead } from '../../lib/fresh-read.ts';
import { ResultCache } from '../../lib/result-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Car lists (search, newest, a seller's) as UTF-8 JSON, by viewer class, query and data version. */
    carListCache: ResultCache<Buffer, ListScope>;
    /**
     * The database's car_data_version as read after the call (concurrent callers share one
     * query; none gets a query that began before its call: src/lib/fresh-read.ts).
     */
    carDataVersion: () => Promise<number>;
  }
}

export interface CarListCacheOptions {
  /** At most this many lists (default 1000). */
  maxEntries?: number;
}

/**
 * The car list cache of this instance. Every instance keeps its own; they agree because an
 * entry is only served at the database's current car_data_version: the one it was built at, or
 * a newer one whose changes (car_list_changes, read by this instance's ChangeLog) do not reach
 * it (decision 023).
 */
export default fp<CarListCacheOptions>(
  async (app, opts) => {
    const changes = new ChangeLog(app.db);
    app.decorate(
      'carListCache',
      new ResultCache<Buffer, ListScope>({
        stillValid: async (scope, from, to) => {
          const since = await changes.between(from, to);
          return since !== undefined && !since.some((change) => reaches(scope, change));
        },
        maxAgeMs: app.config.SEARCH_CACHE_TTL_SECONDS * 1000,
        maxEntries: opts.maxEntries ?? 1000,
        onRefreshError: (err) => app.log.error({ err }, 'car list refresh failed'),
      }),
    );
    // Asked on every visitor's page: built once.
    const versionQuery = app.db
      .select({ version: carDataVersion.version })
      .from(carDataVersion)
      .where(eq(carDataVersion.id, 1))
      .prepare('car_data_version');
    const versions = new FreshRead(async () => {
      const [row] = await versionQuery.execute();
      return Number(row?.version ?? 0);
    });
    app.decorate('carDataVersion', () => versions.get(null));
  },
  { name: 'car-list-cache', dependencies: ['config', 'db'] },
);
