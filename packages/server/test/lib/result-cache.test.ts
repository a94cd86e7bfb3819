import { describe, expect, it } from 'vitest';
import { ResultCache, type Built } from '../../src/lib/result-cache.ts';

/** A build that counts its calls and answers `body<n>`; optionally held until released. */
function builder(validUntil = Infinity) {
  let calls = 0;
  const held: (() => void)[] = [];
  let hold = false;
  const build = async (): Promise<Built> => {
    calls += 1;
    const body = `body${calls}`;
    if (hold) await new Promise<void>((resolve) => held.push(resolve));
    return { body, validUntil };
  };
  return {
    build,
    get calls() {
      return calls;
    },
    hold() {
      hold = true;
    },
    release() {
      hold = false;
      for (const resolve of held.splice(0)) resolve();
    },
  };
}

const SECOND = 1000;

describe('ResultCache', () => {
  it('serves a fresh body without building again while version and max age allow', async () => {
    const cache = new ResultCache({ maxAgeMs: 30 * SECOND });
    const b = builder();
    expect(await cache.get('k', 1, 0, b.build)).toBe('body1');
    expect(await cache.get('k', 1, 29 * SECOND, b.build)).toBe('body1');
    expect(b.calls).toBe(1);
    expect(cache.stats).toMatchObject({ hits: 1, misses: 1 });
  });

  it('misses at once when the data version changes', async () => {
    const cache = new ResultCache({ maxAgeMs: 30 * SECOND });
    const b = builder();
    await cache.get('k', 1, 0, b.build);
    expect(await cache.get('k', 2, 1, b.build)).toBe('body2');
    expect(await cache.get('k', 2, 2, b.build)).toBe('body2');
    expect(b.calls).toBe(2);
    // The miss is told apart from a first fill and from an entry past its time.
    expect(cache.stats).toMatchObject({ misses: 2, invalidated: 1, expired: 0 });
  });

  it('serves an entry built at a newer version, or just after the request began, to it', async () => {
    // Under load a request reads the version, then waits in line while another, later one
    // rebuilds the list after a change: the newer body is right for it too.
    const cache = new ResultCache({ maxAgeMs: 30 * SECOND });
    const b = builder();
    await cache.get('k', 1, 0, b.build);
    expect(await cache.get('k', 2, 2 * SECOND, b.build)).toBe('body2');
    expect(await cache.get('k', 1, 2 * SECOND - 500, b.build)).toBe('body2');
    expect(b.calls).toBe(2);
    expect(cache.stats).toMatchObject({ hits: 1, misses: 2 });
  });

  it('misses from validUntil on, and when the clock went back before the fill', async () => {
    const cache = new ResultCache({ maxAgeMs: 30 * SECOND });
    const b = builder(10 * SECOND);
    await cache.get('k', 1, 5 * SECOND, b.build);
    expect(await cache.get('k', 1, 10 * SECOND - 1, b.build)).toBe('body1');
    expect(await cache.get('k', 1, 10 * SECOND, b.build)).toBe('body2');
    expect(await cache.get('k', 1, 4 * SECOND, b.build)).toBe('body3');
    expect(cache.stats).toMatchObject({ misses: 3, invalidated: 0, expired: 2 });
  });

  it('serves a stale body once past max age while one refresh runs, and misses past twice max age', async () => {
    const cache = new ResultCache({ maxAgeMs: 30 * SECOND });
    const b = builder();
    await cache.get('k', 1, 0, b.build);
    b.hold();
    expect(await cache.get('k', 1, 31 * SECOND, b.build)).toBe('body1');
    expect(await cache.get('k', 1, 32 * SECOND, b.build)).toBe('body1');
    expect(b.calls).toBe(2);
    expect(cache.stats.staleHits).toBe(2);
    b.release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('k', 1, 33 * SECOND, b.build)).toBe('body2');
    // Filled at 31 s: past 91 s it is too old even to serve stale.
    expect(await cache.get('k', 1, 91 * SECOND, b.build)).toBe('body3');
  });

  it('builds once for concurrent misses of one key and version, separately for another version', async () => {
    const cache = new ResultCache({ maxAgeMs: 30 * SECOND });
    const b = builder();
    b.hold();
    const first = cache.get('k', 1, 0, b.build);
    const second = cache.get('k', 1, 1, b.build);
    const newer = cache.get('k', 2, 2, b.build);
    await new Promise((resolve) => setImmediate(resolve));
    b.release();
    expect(await Promise.all([first, second, newer])).toEqual(['body1', 'body1', 'body2']);
    expect(b.calls).toBe(2);
    expect(cache.stats).toMatchObject({ misses: 3, coalesced: 1 });
    // The slow older build did not replace the newer version's entry.
    expect(await cache.get('k', 2, 3, b.build)).toBe('body2');
  });

  it('does not keep a result of an older version over a newer one stored meanwhile', async () => {
    const cache = new ResultCache({ maxAgeMs: 30 * SECOND });
    const slow = builder();
    slow.hold();
    const old = cache.get('k', 1, 0, slow.build);
    await cache.get('k', 2, 1, async () => ({ body: 'new', validUntil: Infinity }));
    slow.release();
    expect(await old).toBe('body1');
    expect(await cache.get('k', 2, 2, slow.build)).toBe('new');
  });

  it('passes a failed build to everyone waiting and builds again next time', async () => {
    const cache = new ResultCache({ maxAgeMs: 30 * SECOND });
    let fail = true;
    const build = async () => {
      if (fail) throw new Error('database down');
      return { body: 'ok', validUntil: Infinity };
    };
    await expect(
      Promise.all([cache.get('k', 1, 0, build), cache.get('k', 1, 0, build)]),
    ).rejects.toThrow('database down');
    fail = false;
    expect(await cache.get('k', 1, 1, build)).toBe('ok');
  });

  it('drops the least recently used entry beyond its bounds', async () => {
    const cache = new ResultCache({ maxAgeMs: 30 * SECOND, maxEntries: 2 });
    const b = builder();
    await cache.get('a', 1, 0, b.build);
    await cache.get('b', 1, 0, b.build);
    await cache.get('a', 1, 1, b.build);
    await cache.get('c', 1, 2, b.build);
    expect(cache.size).toBe(2);
    expect(await cache.get('a', 1, 3, b.build)).toBe('body1');
    expect(await cache.get('b', 1, 3, b.build)).toBe('body4');

    const small = new ResultCache({ maxAgeMs: 30 * SECOND, maxBytes: 10 });
    await small.get('x', 1, 0, async () => ({ body: '12345678', validUntil: Infinity }));
    await small.get('y', 1, 0, async () => ({ body: '1234', validUntil: Infinity }));
    expect(small.size).toBe(1);
    expect(small.bytes).toBe(4);
  });

  it('builds every time when disabled (max age 0)', async () => {
    const cache = new ResultCache({ maxAgeMs: 0 });
    const b = builder();
    expect(await cache.get('k', 1, 0, b.build)).toBe('body1');
    expect(await cache.get('k', 1, 0, b.build)).toBe('body2');
    expect(cache.enabled).toBe(false);
    expect(cache.size).toBe(0);
  });
});
