import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { memoryCounter, type FailureCounter } from '../../lib/failure-counter.ts';
import { ATTEMPT_WINDOW_MS } from '../../lib/retention.ts';

/**
 * Off by default; routes opt in with `config.rateLimit` (login, register, recovery, contact).
 * In memory per process; with REDIS_URL the counters are shared by every instance.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis client when REDIS_URL is set (rate limits, login throttling). */
    redis: Redis | undefined;
  }
}

/**
 * The counters of one process, on the app's clock as the login throttle's are: a window starts
 * with its first request and ends `timeWindow` later by `app.clock`, so tests (and the
 * end-to-end suite's clock) move it. With REDIS_URL the counters are Redis's, on its time.
 */
function clockStore(now: () => number): FastifyRateLimitStoreCtor {
  return class ClockStore implements FastifyRateLimitStore {
    private readonly counters = new Map<number, FailureCounter>();
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      let counter = this.counters.get(timeWindow);
      if (!counter) {
        counter = memoryCounter(timeWindow, now);
        this.counters.set(timeWindow, counter);
      }
      const counted = counter;
      counted
        .add(key)
        .then(() => counted.get(key))
        .then(
          ({ count, resetAt }) => callback(null, { current: count, ttl: resetAt - now() }),
          (error: Error) => callback(error),
        );
    }
    child(): FastifyRateLimitStore {
      return new ClockStore();
    }
  };
}

export default fp(
  async (app) => {
    let redis: Redis | undefined;
    if (app.config.REDIS_URL) {
      const { Redis: RedisClient } = await import('ioredis');
      redis = new RedisClient(app.config.REDIS_URL, {
        connectTimeout: 2_000,
        maxRetriesPerRequest: 1,
      });
      app.addHook('onClose', async () => {
        await redis?.quit();
      });
    }
    app.decorate('redis', redis);
    await app.register(rateLimit, {
      global: false,
      ...(redis
        ? { redis, nameSpace: 'autoberza-rl-' }
        : { store: clockStore(() => app.clock.now().getTime()) }),
      errorResponseBuilder: (_request, context) => {
        const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
        return Object.assign(new Error(app.t('errors.tooManyRequestsRetry', { seconds })), {
          statusCode: 429,
          code: 'RATE_LIMITED',
        });
      },
    });
  },
  { name: 'rate-limit', dependencies: ['config', 'clock', 'errors'] },
);

/** The limit of the sensitive endpoints (login, register, recovery, contact). */
export function strictLimit(app: FastifyInstance) {
  return { max: app.config.AUTH_RATE_LIMIT, timeWindow: ATTEMPT_WINDOW_MS };
}
