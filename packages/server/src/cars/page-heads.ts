import { paths } from '@autoberza/contract';
import type { Script } from '@autoberza/contract/script';
import type { FastifyInstance } from 'fastify';
import { inScript } from '../lib/i18n.ts';
import { headTags } from '../lib/page-head.ts';
import { ResultCache } from '../lib/result-cache.ts';
import { carShare, searchShare, sellerShare, type ShareAnswer } from './share.ts';

/** A public page's head as sent: its status and its head elements (empty unless public). */
export interface HeadAnswer {
  status: ShareAnswer['status'];
  head: string;
}

const STATUSES = ['public', 'restricted', 'missing'] as const;

/** A page's cache key and the maker of its head, from its route's parameters. */
export type PageOfPattern = (params: Record<string, string>) => {
  key: string;
  make: () => Promise<ShareAnswer>;
};

/**
 * The heads of the pages visitors may browse (car, seller, search and home pages), kept per page
 * and script while car_data_version holds and until a car's embargo ends (the list cache's rules: off with
 * SEARCH_CACHE_TTL_SECONDS=0); `others` adds the pages of other domains by route pattern. A crowd of visitors, or of link previews, costs one shared version
 * read per page, not a query each.
 */
export function pageHeads(app: FastifyInstance, others: Record<string, PageOfPattern> = {}) {
  const cache = new ResultCache<string>({
    maxAgeMs: app.config.SEARCH_CACHE_TTL_SECONDS * 1000,
    maxEntries: 10_000,
    maxBytes: 16 * 1024 * 1024,
    onRefreshError: (err) => app.log.error({ err }, 'page head refresh failed'),
  });

  /** The cache key and the answer's maker of a page, or null for a page with no head of its own. */
  const pageOf = (pattern: string, params: Record<string, string>, url: URL, at: Date) => {
    switch (pattern) {
      case paths.car:
        return { key: `car ${params.id}`, make: () => carShare(app, params.id ?? '', at) };
      case paths.sellerCars:
        return {
          key: `seller ${params.userId}`,
          make: () => sellerShare(app, params.userId ?? ''),
        };
      case paths.cars: {
        // Only the brand and model name a search: the other filters share its head.
        const brand = url.searchParams.get('brand') ?? '';
        const model = url.searchParams.get('model') ?? '';
        return {
          key: `cars ${brand} ${model}`,
          make: () => searchShare(app, paths.cars, url.searchParams),
        };
      }
      case paths.root:
      case paths.home:
        return { key: 'home', make: () => searchShare(app, paths.root, url.searchParams) };
      default:
        return others[pattern]?.(params) ?? null;
    }
  };

  return {
    cache,
    /**
     * The head of the page at `url` (matched to `pattern` with `params`) in `script`, each
     * script's kept apart; null: none of its own.
     */
    async of(
      pattern: string,
      params: Record<string, string>,
      url: string,
      script: Script,
    ): Promise<HeadAnswer | null> {
      const at = app.clock.now();
      const page = pageOf(pattern, params, new URL(url, 'http://page.internal'), at);
      if (!page) return null;
      const encoded = await cache.get(
        `${script} ${page.key}`,
        await app.carDataVersion(),
        at.getTime(),
        async () => {
          const answer = await inScript(script, page.make);
          const head = answer.status === 'public' ? headTags(answer.head) : '';
          return {
            body: `${STATUSES.indexOf(answer.status)}${head}`,
            validUntil: answer.validUntil,
          };
        },
      );
      return { status: STATUSES[Number(encoded[0])]!, head: encoded.slice(1) };
    },
  };
}
