import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryCounter, redisCounter, type FailureCounter } from '../../src/lib/failure-counter.ts';

// The login throttle's counts: one process (memory) or every instance (Redis, REDIS_URL). Both
// must count within a window that starts at the first failure, and forget on clear.
const WINDOW = 400;
const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/9', {
  connectTimeout: 2_000,
  maxRetriesPerRequest: 1,
});
afterAll(async () => {
  await redis.quit();
});

let now = Date.now();
const counters: [string, () => FailureCounter, (ms: number) => Promise<void>][] = [
  [
    'memory',
    () => memoryCounter(WINDOW, () => now),
    async (ms) => {
      now += ms;
    },
  ],
  [
    'Redis',
    () => redisCounter(redis, WINDOW, `autoberza-test-${randomBytes(4).toString('hex')}-`),
    (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  ],
];

describe.each(counters)('%s failure counter', (_name, make, wait) => {
  it('counts per key within the window, then forgets', async () => {
    const counter = make();
    expect((await counter.get('a')).count).toBe(0);
    await counter.add('a');
    await counter.add('a');
    await counter.add('b');
    const a = await counter.get('a');
    expect(a.count).toBe(2);
    expect(a.resetAt).toBeGreaterThan(0);
    expect((await counter.get('b')).count).toBe(1);
    // The window starts at the first failure: a later one does not extend it.
    await wait(WINDOW / 2);
    await counter.add('a');
    await wait(WINDOW / 2 + 150);
    expect((await counter.get('a')).count).toBe(0);
  });

  it('clears the keys it is given', async () => {
    const counter = make();
    await counter.add('x');
    await counter.add('y');
    await counter.clear('x', 'y');
    expect((await counter.get('x')).count).toBe(0);
    expect((await counter.get('y')).count).toBe(0);
  });
});
