import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** Counts events per key within a window that starts with the first one (login failures). */
export interface FailureCounter {
  /** The count and when its window ends (ms epoch; 0 when there is none). */
  get(key: string): Promise<{ count: number; resetAt: number }>;
  add(key: string): Promise<void>;
  clear(...keys: string[]): Promise<void>;
}

/** One process: an LRU bounded in entries, each living for the window. */
export function memoryCounter(windowMs: number, now: () => number): FailureCounter {
  const entries = new LRUCache<string, { count: number; resetAt: number }>({ max: 100_000 });
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.resetAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async get(key) {
      return live(key) ?? { count: 0, resetAt: 0 };
    },
    async add(key) {
      const entry = live(key) ?? { count: 0, resetAt: now() + windowMs };
      entries.set(key, { ...entry, count: entry.count + 1 });
    },
    async clear(...keys) {
      for (const key of keys) entries.delete(key);
    },
  };
}

/** Several instances: the counts live in Redis, shared by all. */
export function redisCounter(redis: Redis, windowMs: number, prefix: string): FailureCounter {
  return {
    async get(key) {
      const [[, count], [, ttl]] = (await redis
        .multi()
        .get(prefix + key)
        .pttl(prefix + key)
        .exec()) as [[unknown, string | null], [unknown, number]];
      return {
        count: Number(count ?? 0),
        resetAt: ttl > 0 ? Date.now() + ttl : 0,
      };
    },
    async add(key) {
      await redis
        .multi()
        .incr(prefix + key)
        .pexpire(prefix + key, windowMs, 'NX')
        .exec();
    },
    async clear(...keys) {
      if (keys.length) await redis.del(...keys.map((k) => prefix + k));
    },
  };
}
