import { LRUCache } from 'lru-cache';

/**
 * In-memory cache of serialized responses, valid while the data version they were built at is
 * current (see src/db/schema/data-version.ts) and, optionally, until a moment in time (the next
 * embargo end for lists that hide new listings).
 *
 * - fresh for `maxAgeMs` after filling; for as long again a stale body is served while one
 *   background refresh rebuilds it; older, or of an older version, or past its `validUntil`,
 *   it is a miss and the caller waits for the rebuild; a request that read an older version
 *   than the entry's (it began before a change another request has already rebuilt for) is
 *   served the entry;
 * - concurrent misses of one key and version share one build (single flight);
 * - bounded by entries and bytes, least recently used out first (lru-cache keeps them);
 * - `maxAgeMs` 0 disables it: every call builds.
 *
 * Times are plain milliseconds from the caller's clock (the app's injectable clock), so tests
 * move them. A body built at version v only ever reads data committed at or after v was read,
 * so it is never older than its version claims.
 */

/**
 * How long before an entry's fill a request may have begun and still be served it (ms). Longer
 * gaps are a clock that went back (tests move it): a miss.
 */
const CONCURRENT_MS = 1000;

export interface CacheStats {
  /** Served fresh from the cache. */
  hits: number;
  /** Served stale while a refresh ran. */
  staleHits: number;
  /** Nothing valid was cached (or the cache is disabled): built for this request... */
  misses: number;
  /** ...or, of those misses, waited for the same build that a concurrent request started. */
  coalesced: number;
  /** Not cacheable for this viewer; built each time. */
  bypasses: number;
  /** Of the hits, built at an older version and proved still right by `stillValid`. */
  revalidated: number;
  /** Of the misses, an entry was there but built at an older version that a change reached. */
  invalidated: number;
  /** Of the misses, an entry of the request's version (or newer) was there but past its time. */
  expired: number;
}

/**
 * A body: a string, bytes ready for the socket (no encoding per response), or anything else that
 * says its size (`length`: bytes, or UTF-16 code units for strings).
 */
export type Body = string | Uint8Array | { readonly length: number };

export interface Built<B extends Body = Body, M = unknown> {
  body: B;
  /** The body is wrong from this time on (ms); Infinity when only the version matters. */
  validUntil: number;
  /** What `stillValid` needs to judge the body at a newer version. */
  meta?: M;
}

interface Entry<B extends Body, M> extends Built<B, M> {
  version: number;
  filledAt: number;
  refreshing: boolean;
}

export interface ResultCacheOptions {
  maxAgeMs: number;
  maxEntries?: number;
  /** Upper bound of the bodies' total length (bytes; UTF-16 code units for strings). */
  maxBytes?: number;
  /** A background refresh failed (the stale entry stays until it ages out). */
  onRefreshError?: (error: unknown) => void;
}

/**
 * Whether a body built at version `from` (with its `meta`) is still right at the newer version
 * `to`; without it, any other version is a miss.
 */
export type StillValid<M> = (meta: M, from: number, to: number) => boolean | Promise<boolean>;

export class ResultCache<B extends Body = Body, M = unknown> {
  readonly stats: CacheStats = {
    hits: 0,
    staleHits: 0,
    misses: 0,
    coalesced: 0,
    bypasses: 0,
    revalidated: 0,
    invalidated: 0,
    expired: 0,
  };
  private readonly entries: LRUCache<string, Entry<B, M>>;
  private readonly building = new Map<string, Promise<Built<B, M>>>();
  private readonly maxAgeMs: number;
  private readonly onRefreshError: (error: unknown) => void;
  private readonly stillValid: StillValid<M> | undefined;

  constructor(options: ResultCacheOptions & { stillValid?: StillValid<M> }) {
    this.maxAgeMs = options.maxAgeMs;
    this.onRefreshError = options.onRefreshError ?? (() => undefined);
    this.stillValid = options.stillValid;
    this.entries = new LRUCache<string, Entry<B, M>>({
      max: options.maxEntries ?? 1000,
      maxSize: options.maxBytes ?? 64 * 1024 * 1024,
      // An empty body still takes a slot (lru-cache wants sizes of at least 1).
      sizeCalculation: (entry) => Math.max(1, entry.body.length),
    });
  }

  get enabled(): boolean {
    return this.maxAgeMs > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Total length of the cached bodies (bytes; UTF-16 code units for strings). */
  get bytes(): number {
    return this.entries.calculatedSize;
  }

  /** Whether anything is kept or being built for `key` (valid or not: that needs the version). */
  holds(key: string): boolean {
    return this.entries.has(key) || this.building.has(key);
  }

  /** Counts a request that may not use the cache. */
  bypass(): void {
    this.stats.bypasses += 1;
  }

  /** Drops everything (tests, or after a manual data repair). */
  clear(): void {
    this.entries.clear();
  }

  /**
   * The body for `key` at data version `version`, as seen at time `now`; `build` makes it
   * (reading the database after `version` was read) when nothing valid is cached.
   */
  async get(
    key: string,
    version: number,
    now: number,
    build: () => Promise<Built<B, M>>,
  ): Promise<B> {
    if (!this.enabled) {
      this.stats.misses += 1;
      return (await build()).body;
    }
    const entry = this.entries.get(key);
    // Built at an older version: still right when nothing since reached it. A build stamps the
    // version read before it began, so a change that committed while it ran is among those
    // checked here before the body is served at a newer version.
    if (
      entry &&
      entry.version < version &&
      entry.meta !== undefined &&
      this.stillValid &&
      now < entry.validUntil &&
      (await this.stillValid(entry.meta, entry.version, version)) &&
      this.entries.peek(key) === entry
    ) {
      if (entry.version < version) entry.version = version;
      this.stats.revalidated += 1;
    }
    // A request that read an older version, or began a moment before the fill (it waited in
    // line while another request built), is served what was built: nothing older than it asked.
    if (
      entry &&
      entry.version >= version &&
      entry.filledAt - now < CONCURRENT_MS &&
      now < entry.validUntil &&
      now - entry.filledAt < 2 * this.maxAgeMs
    ) {
      if (now - entry.filledAt < this.maxAgeMs) {
        this.stats.hits += 1;
      } else {
        this.stats.staleHits += 1;
        if (!entry.refreshing) {
          entry.refreshing = true;
          this.fill(key, entry.version, now, build).then(
            () => (entry.refreshing = false),
            (error: unknown) => {
              entry.refreshing = false;
              this.onRefreshError(error);
            },
          );
        }
      }
      return entry.body;
    }
    this.stats.misses += 1;
    if (entry && entry.version < version) this.stats.invalidated += 1;
    else if (entry) this.stats.expired += 1;
    return (await this.fill(key, version, now, build)).body;
  }

  private async fill(
    key: string,
    version: number,
    now: number,
    build: () => Promise<Built<B, M>>,
  ): Promise<Built<B, M>> {
    const flight = `${version}\u0000${key}`;
    const running = this.building.get(flight);
    if (running) {
      this.stats.coalesced += 1;
      const built = await running;
      // Built a moment earlier at the same version: valid unless an embargo ended since.
      if (now < built.validUntil) return built;
    }
    const promise = build();
    this.building.set(flight, promise);
    try {
      const built = await promise;
      this.store(key, { ...built, version, filledAt: now, refreshing: false });
      return built;
    } finally {
      if (this.building.get(flight) === promise) this.building.delete(flight);
    }
  }

  private store(key: string, entry: Entry<B, M>): void {
    // A slow build must not replace what a build at a newer version already stored.
    const current = this.entries.peek(key);
    if (current && current.version > entry.version) return;
    // Larger than the whole budget: lru-cache refuses it (and drops the key's older entry).
    this.entries.set(key, entry);
  }
}
