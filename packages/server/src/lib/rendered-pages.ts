import { eq, gt, min } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pLimit from 'p-limit';
import { carDataVersion, cars } from '../db/schema/index.ts';
import { inProcessFetch, withFirstScreen, type RenderFirstScreen } from './first-screen.ts';
import { ResultCache } from './result-cache.ts';

/** Renders that run at once; each holds its slot until it really ends (a timeout does not stop it). */
export const RENDER_CONCURRENCY = 2;
/** Renders that may wait for a slot; past that a visitor gets the loading shell at once. */
export const RENDER_QUEUE = 8;

export interface RenderedPage {
  /** The page with its first screen in `#root`. */
  html: string;
  /** Rendered for this request (its API calls ran as this visitor); false when from the cache. */
  fresh: boolean;
}

export interface RenderedPages {
  /**
   * A visitor's page of `url` with its first screen, from the cache while the data version and
   * the next embargo end allow; null when it cannot be had in `timeoutMs` (the render failed,
   * took too long, the app renders nothing there, or every render slot is taken).
   */
  page(url: string, shell: string, visitorAddress: string): Promise<RenderedPage | null>;
  cache: ResultCache<string>;
}

/** Why a page went out without its first screen; not cached. */
class NotRendered extends Error {}

/**
 * Rendered pages of visitors (decision 011): cached as finished HTML per URL, valid while
 * car_data_version holds and until the next listing's embargo ends (what the car list cache
 * does, src/lib/result-cache.ts), one render per URL and version at a time (single flight).
 * At most RENDER_CONCURRENCY renders run and RENDER_QUEUE wait, so a crowd of distinct pages
 * cannot take the event loop from the API.
 */
export function renderedPages(
  app: FastifyInstance,
  render: RenderFirstScreen,
  timeoutMs: number,
): RenderedPages {
  const cache = new ResultCache<string>({
    maxAgeMs: app.config.SEARCH_CACHE_TTL_SECONDS * 1000,
    maxEntries: 500,
    maxBytes: 32 * 1024 * 1024,
    onRefreshError: (err) => {
      if (!(err instanceof NotRendered)) app.log.error({ err }, 'page refresh failed');
    },
  });
  const slots = pLimit(RENDER_CONCURRENCY);

  const version = async (): Promise<number> => {
    const [row] = await app.db
      .select({ version: carDataVersion.version })
      .from(carDataVersion)
      .where(eq(carDataVersion.id, 1));
    return Number(row?.version ?? 0);
  };

  /** The first embargo end after `at` (ms), when a visitor's page may show one more listing. */
  const nextEmbargoEnd = async (at: Date): Promise<number> => {
    const [row] = await app.db
      .select({ next: min(cars.publishedAt) })
      .from(cars)
      .where(gt(cars.publishedAt, at));
    return row?.next ? new Date(row.next).getTime() : Infinity;
  };

  /** The first screen within the timeout, or NotRendered. */
  const renderNow = async (url: string, shell: string, visitorAddress: string) => {
    if (slots.activeCount + slots.pendingCount >= RENDER_CONCURRENCY + RENDER_QUEUE) {
      app.log.warn(
        { url },
        'every render slot is taken; the page goes out without its first screen',
      );
      throw new NotRendered();
    }
    let abandoned = false;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        abandoned = true;
        app.log.warn({ url }, 'first screen not rendered in time; the page goes out without it');
        resolve(null);
      }, timeoutMs);
    });
    // A render still waiting for its slot when its visitor was answered is not started.
    const work = slots(() =>
      abandoned ? null : render(url, inProcessFetch(app, { remoteAddress: visitorAddress })),
    );
    // Its failure after the timeout has nobody to tell but the log.
    work.catch((err: unknown) => {
      if (abandoned) app.log.error({ err, url }, 'first screen render failed');
    });
    try {
      const first = await Promise.race([work, timeout]);
      const page = first && withFirstScreen(shell, first);
      if (!page) throw new NotRendered();
      return page;
    } catch (err) {
      if (!(err instanceof NotRendered)) {
        app.log.error({ err, url }, 'first screen render failed; the page goes out without it');
      }
      throw new NotRendered();
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    cache,
    async page(url, shell, visitorAddress) {
      const at = app.clock.now();
      let fresh = false;
      try {
        const html = await cache.get(url, await version(), at.getTime(), async () => {
          fresh = true;
          const body = await renderNow(url, shell, visitorAddress);
          return { body, validUntil: await nextEmbargoEnd(at) };
        });
        return { html, fresh };
      } catch (err) {
        if (!(err instanceof NotRendered)) app.log.error({ err, url }, 'rendered page failed');
        return null;
      }
    },
  };
}
