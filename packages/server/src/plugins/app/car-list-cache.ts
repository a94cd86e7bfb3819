import fp from 'fastify-plugin';
import { ResultCache } from '../../lib/result-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Car lists (search, newest, a seller's) as UTF-8 JSON, by viewer class, query and data version. */
    carListCache: ResultCache<Buffer>;
  }
}

export interface CarListCacheOptions {
  /** At most this many lists (default 1000). */
  maxEntries?: number;
}

/**
 * The car list cache of this instance. Every instance keeps its own; they agree because an
 * entry is only served while the database's car_data_version is the one it was built at.
 */
export default fp<CarListCacheOptions>(
  async (app, opts) => {
    app.decorate(
      'carListCache',
      new ResultCache<Buffer>({
        maxAgeMs: app.config.SEARCH_CACHE_TTL_SECONDS * 1000,
        maxEntries: opts.maxEntries ?? 1000,
        onRefreshError: (err) => app.log.error({ err }, 'car list refresh failed'),
      }),
    );
  },
  { name: 'car-list-cache', dependencies: ['config'] },
);
