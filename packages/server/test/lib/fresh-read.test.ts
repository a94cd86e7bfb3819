import { describe, expect, it } from 'vitest';
import { FreshRead } from '../../src/lib/fresh-read.ts';

/**
 * A "database" value with reads held until released: each read takes the value as it is when the
 * read starts (as a query's snapshot does) and answers it when released.
 */
function heldStore() {
  let value = 0;
  const started: { key: string; value: number; release: () => void }[] = [];
  const read = (key: string) =>
    new Promise<string>((resolve) => {
      const seen = value;
      started.push({ key, value: seen, release: () => resolve(`${key}:${seen}`) });
    });
  return {
    read,
    started,
    write() {
      value += 1;
    },
    /** Releases the reads started so far, oldest first, and lets their callers run. */
    async releaseAll() {
      for (const r of started.splice(0)) r.release();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe('FreshRead', () => {
  it('starts a read at once when none is running', async () => {
    const store = heldStore();
    const reads = new FreshRead(store.read);
    const a = reads.get('v');
    expect(store.started).toHaveLength(1);
    await store.releaseAll();
    expect(await a).toBe('v:0');
    expect(reads.pending).toBe(0);
  });

  it('shares one waiting read among every caller that asks while a read runs', async () => {
    const store = heldStore();
    const reads = new FreshRead(store.read);
    const first = reads.get('v');
    const later = Array.from({ length: 50 }, () => reads.get('v'));
    // Fifty callers, one read running and none started for them yet.
    expect(store.started).toHaveLength(1);
    await store.releaseAll();
    expect(await first).toBe('v:0');
    // Their one read started when the first ended.
    expect(store.started).toHaveLength(1);
    await store.releaseAll();
    expect(new Set(await Promise.all(later))).toEqual(new Set(['v:0']));
    expect(reads.pending).toBe(0);
  });

  it('never answers a caller with a read that began before the call', async () => {
    const store = heldStore();
    const reads = new FreshRead(store.read);
    const before = reads.get('v'); // its read sees value 0
    store.write(); // committed, then a visitor asks
    const after = reads.get('v');
    await store.releaseAll();
    expect(await before).toBe('v:0');
    await store.releaseAll();
    expect(await after).toBe('v:1');
  });

  it('keeps keys apart', async () => {
    const store = heldStore();
    const reads = new FreshRead(store.read);
    const a = reads.get('a');
    const b = reads.get('b');
    expect(store.started.map((r) => r.key)).toEqual(['a', 'b']);
    await store.releaseAll();
    expect([await a, await b]).toEqual(['a:0', 'b:0']);
  });

  it('hands a failed read to its callers and reads again for the next', async () => {
    let fail = true;
    const reads = new FreshRead(async () => {
      if (fail) throw new Error('down');
      return 'up';
    });
    const calls = [reads.get('v'), reads.get('v')];
    await expect(calls[0]).rejects.toThrow('down');
    await expect(calls[1]).rejects.toThrow('down');
    fail = false;
    expect(await reads.get('v')).toBe('up');
    expect(reads.pending).toBe(0);
  });

  it('treats a read that throws before its promise like one that rejects', async () => {
    const reads = new FreshRead<string, string>(() => {
      throw new Error('bad key');
    });
    await expect(reads.get('v')).rejects.toThrow('bad key');
    expect(reads.pending).toBe(0);
  });
});
