import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeBuffer, type WriteBufferOptions } from '../../src/lib/write-buffer.ts';

interface Item {
  car: string;
  n: number;
}

/** A buffer whose writes are recorded; `fail` makes the next writes throw. */
function harness(options: Partial<WriteBufferOptions<Item>> = {}) {
  const batches: Item[][] = [];
  const errors: unknown[] = [];
  const state = { fail: false, gate: undefined as Promise<void> | undefined, writing: 0, most: 0 };
  const buffer = writeBuffer<Item>({
    write: async (batch) => {
      state.writing += 1;
      state.most = Math.max(state.most, state.writing);
      try {
        await state.gate;
        if (state.fail) throw new Error('database down');
        batches.push(batch);
        return batch.length;
      } finally {
        state.writing -= 1;
      }
    },
    intervalMs: 1000,
    flushAt: 100,
    maxPending: 1000,
    groupOf: (item) => item.car,
    onError: (err) => errors.push(err),
    ...options,
  });
  return { buffer, batches, errors, state };
}

/** Lets a flush asked for take its batch (it starts in a microtask). */
const started = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.useRealTimers();
});

describe('writeBuffer', () => {
  it('keeps one item a key (the first), every item without a key, counted by group', async () => {
    const { buffer, batches } = harness();
    expect(buffer.add({ car: 'a', n: 1 }, 'a1')).toBe(true);
    expect(buffer.add({ car: 'a', n: 2 }, 'a1')).toBe(false);
    buffer.add({ car: 'a', n: 3 });
    buffer.add({ car: 'b', n: 4 });
    expect(buffer.waitingIn('a')).toBe(2);
    expect(buffer.waitingIn('c')).toBe(0);
    expect(await buffer.flush()).toBe(3);
    expect(batches).toEqual([
      [
        { car: 'a', n: 1 },
        { car: 'a', n: 3 },
        { car: 'b', n: 4 },
      ],
    ]);
    expect(buffer.waitingIn('a')).toBe(0);
    expect(await buffer.flush()).toBe(0);
    expect(batches).toHaveLength(1);
  });

  it('puts a failed batch back before what came meanwhile, the newer item winning its key', async () => {
    const { buffer, batches, state } = harness();
    buffer.add({ car: 'a', n: 1 }, 'a');
    buffer.add({ car: 'b', n: 2 }, 'b');
    state.fail = true;
    let release!: () => void;
    state.gate = new Promise((resolve) => (release = resolve));
    const failing = buffer.flush();
    await started();
    buffer.add({ car: 'b', n: 3 }, 'b');
    buffer.add({ car: 'c', n: 4 });
    release();
    await expect(failing).rejects.toThrow('database down');
    expect(buffer.waitingIn('a')).toBe(1);
    expect(buffer.waitingIn('b')).toBe(1);
    state.fail = false;
    state.gate = undefined;
    expect(await buffer.flush()).toBe(3);
    expect(batches).toEqual([
      [
        { car: 'a', n: 1 },
        { car: 'b', n: 3 },
        { car: 'c', n: 4 },
      ],
    ]);
  });

  it('keeps at most maxPending waiting, a failed batch included', async () => {
    const { buffer, state } = harness({ maxPending: 3 });
    for (let n = 1; n <= 5; n += 1) buffer.add({ car: 'a', n });
    expect(buffer.waitingIn('a')).toBe(3);
    state.fail = true;
    let release!: () => void;
    state.gate = new Promise((resolve) => (release = resolve));
    const failing = buffer.flush();
    await started();
    buffer.add({ car: 'b', n: 6 });
    buffer.add({ car: 'b', n: 7 });
    release();
    await expect(failing).rejects.toThrow();
    expect(buffer.waitingIn('a')).toBe(1);
    expect(buffer.waitingIn('b')).toBe(2);
  });

  it('writes one batch at a time: a flush asked for during a write runs after it', async () => {
    const { buffer, batches, state } = harness();
    let release!: () => void;
    state.gate = new Promise((resolve) => (release = resolve));
    buffer.add({ car: 'a', n: 1 });
    const first = buffer.flush();
    await started();
    buffer.add({ car: 'a', n: 2 });
    const second = buffer.flush();
    await started();
    expect(batches).toEqual([]);
    release();
    expect(await first).toBe(1);
    expect(await second).toBe(1);
    expect(batches).toEqual([[{ car: 'a', n: 1 }], [{ car: 'a', n: 2 }]]);
    expect(state.most).toBe(1);
  });

  it('writes on the timer and when flushAt wait, reports a failed background write, and writes the rest on stop', async () => {
    vi.useFakeTimers();
    const { buffer, batches, errors, state } = harness({ flushAt: 3 });
    buffer.start();
    buffer.add({ car: 'a', n: 1 });
    await vi.advanceTimersByTimeAsync(999);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([[{ car: 'a', n: 1 }]]);

    for (let n = 2; n <= 4; n += 1) buffer.add({ car: 'a', n });
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toHaveLength(2);

    state.fail = true;
    buffer.add({ car: 'b', n: 5 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(errors).toHaveLength(1);
    expect(buffer.waitingIn('b')).toBe(1);

    state.fail = false;
    expect(await buffer.stop()).toBe(1);
    buffer.add({ car: 'c', n: 6 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(buffer.waitingIn('c')).toBe(1);
  });
});
