import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { and, gt, isNull, min } from 'drizzle-orm';
import type { Script } from '@autoberza/contract/script';
import type { FastifyInstance } from 'fastify';
import pLimit from 'p-limit';
import { cars } from '../db/schema/index.ts';
import { withFirstScreen } from './first-screen.ts';
import type { Renderer } from './render-pool.ts';
import { ResultCache } from './result-cache.ts';

/** Renders that may wait for a slot; past that a visitor gets the loading shell at once. */
export const RENDER_QUEUE = 8;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A finished page as sent: plain and compressed, encoded once when it is rendered. */
export class FinishedPage {
  private constructor(
    readonly html: Buffer,
    readonly br: Buffer,
    readonly gzip: Buffer,
    /** A car page whose car visitors may see (its view counts). */
    readonly showsCar: boolean,
  ) {}

  /** Compressed in libuv's thread pool, not on the event loop. */
  static async of(html: string, showsCar: boolean): Promise<FinishedPage> {
    const plain = Buffer.from(html);
    const [br, gz] = await Promise.all([
      brotli(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzipped(plain),
    ]);
    return new FinishedPage(plain, br, gz, showsCar);
  }

  get length(): number {
    return this.html.length + this.br.length + this.gzip.length;
  }
}

export interface RenderedPage {
  page: FinishedPage;
  /** Rendered for this request (its API calls ran as this visitor); false when from the cache. */
  fresh: boolean;
}

export interface RenderedPages {
  /**
   * A visitor's page of `url` with its first screen in `script`, from the cache (each script's
   * page kept apart) while the data version and the next embargo end allow; null when it cannot be had in `timeoutMs` (the render failed,
   * took too long, the app renders nothing there, or every render slot is taken). `finish`
   * makes the page from the shell with the first screen in it (the per-page parts of its head).
   */
  page(
    url: string,
    shell: string,
    visitorAddress: string,
    finish: (html: string) => Promise<FinishedPage>,
    script: Script,
  ): Promise<RenderedPage | null>;
  cache: ResultCache<FinishedPage>;
}

/** Why a page went out without its first screen; not cached. */
class NotRendered extends Error {}

/**
 * Rendered pages of visitors (decision 011): cached as finished HTML per script and URL, valid while
 * car_data_version holds and until the next listing's embargo ends (what the car list cache
 * does, src/lib/result-cache.ts), one render per URL and version at a time (single flight).
 * At most RENDER_THREADS renders run (a setting; each holds its slot until it ends, and a render
 * past its timeout is stopped in its thread, so its slot frees at once) and RENDER_QUEUE wait, so
 * a crowd of distinct pages cannot take the event loop from the API.
 */
export function renderedPages(
  app: FastifyInstance,
  renderer: Renderer,
  timeoutMs: number,
): RenderedPages {
  const cache = new ResultCache<FinishedPage>({
    maxAgeMs: app.config.SEARCH_CACHE_TTL_SECONDS * 1000,
    maxEntries: 500,
    maxBytes: 32 * 1024 * 1024,
    onRefreshError: (err) => {
      if (!(err instanceof NotRendered)) app.log.error({ err }, 'page refresh failed');
    },
  });
  const concurrency = app.config.RENDER_THREADS;
  const slots = pLimit(concurrency);
  let refused = 0;
  let refusedSaidAt = 0;

  // Asked on every visit, shared by the visits that ask at the same time (each still sees every
  // change committed before it asked).
  const version = app.carDataVersion;

  /** The first embargo end after `at` (ms), when a visitor's page may show one more listing. */
  const nextEmbargoEnd = async (at: Date): Promise<number> => {
    const [row] = await app.db
      .select({ next: min(cars.publishedAt) })
      .from(cars)
      // Listed adverts only: the partial index on publication time holds those (decision 026).
      .where(and(gt(cars.publishedAt, at), isNull(cars.delistedAt), isNull(cars.hiddenAt)));
    return row?.next ? new Date(row.next).getTime() : Infinity;
  };

  const saturated = () => slots.activeCount + slots.pendingCount >= concurrency + RENDER_QUEUE;
  /** Counts a page refused a render; a crowd is refused by the thousand, said once every 10 s. */
  const refuse = () => {
    refused += 1;
    if (Date.now() - refusedSaidAt >= 10_000) {
      app.log.warn(
        { refused },
        'every render slot is taken; pages go out without their first screen',
      );
      refused = 0;
      refusedSaidAt = Date.now();
    }
  };

  /** The first screen within the timeout, or NotRendered. */
  const renderNow = async (url: string, shell: string, visitorAddress: string, script: Script) => {
    if (saturated()) {
      refuse();
      throw new NotRendered();
    }
    let abandoned = false;
    let timer: NodeJS.Timeout | undefined;
    const stop = new AbortController();
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        abandoned = true;
        stop.abort();
        app.log.warn({ url }, 'first screen not rendered in time; the page goes out without it');
        resolve(null);
      }, timeoutMs);
    });
    // A render still waiting for its slot when its visitor was answered is not started; one
    // running is stopped (in its render thread).
    const work = slots(() =>
      abandoned ? null : renderer.render(url, visitorAddress, stop.signal, script),
    );
    // Its failure after the timeout has nobody to tell but the log.
    work.catch((err: unknown) => {
      if (abandoned && !stop.signal.aborted)
        app.log.error({ err, url }, 'first screen render failed');
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
    async page(url, shell, visitorAddress, finish, script) {
      const key = `${script} ${url}`;
      // A crowd of new pages while every slot is taken: the shell at once, without the version
      // query (a page nothing is kept for could only be rendered, and cannot be now).
      if (saturated() && !cache.holds(key)) {
        refuse();
        return null;
      }
      const at = app.clock.now();
      let fresh = false;
      try {
        const page = await cache.get(key, await version(), at.getTime(), async () => {
          fresh = true;
          const html = await renderNow(url, shell, visitorAddress, script);
          const [body, validUntil] = await Promise.all([finish(html), nextEmbargoEnd(at)]);
          return { body, validUntil };
        });
        return { page, fresh };
      } catch (err) {
        if (!(err instanceof NotRendered)) app.log.error({ err, url }, 'rendered page failed');
        return null;
      }
    },
  };
}
