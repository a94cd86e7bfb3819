import fp from 'fastify-plugin';
import { ResultCache } from '../../lib/result-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Serialized car lists (search, newest, a seller's) by viewer class, query and data version. */
    carListCache: ResultCache;
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
      new ResultCache({
        maxAgeMs: app.config.SEARCH_CACHE_TTL_SECONDS * 1000,
        maxEntries: opts.maxEntries ?? 1000,
        onRefreshError: (err) => app.log.error({ err }, 'car list refresh failed'),
      }),
    );
  },
  { name: 'car-list-cache', dependencies: ['config'] },
);
