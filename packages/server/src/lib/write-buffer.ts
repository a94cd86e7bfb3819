/** How a plugin that buffers writes runs its buffer. */
export interface BufferPluginOptions {
  /**
   * Write on a timer (default true). Tests turn it off and call flush(), so a batch never splits
   * at a moment a busy machine picks.
   */
  timer?: boolean;
}

export interface WriteBufferOptions<T> {
  /** Writes a batch in one statement; resolves with how many items counted. */
  write: (batch: T[]) => Promise<number>;
  /** What waits is written at least this often (ms)... */
  intervalMs: number;
  /** ...or at once when this many items wait. */
  flushAt: number;
  /** Beyond this many waiting (a database down for long), new items are dropped. */
  maxPending: number;
  /** Items waiting are also counted by this group (`waitingIn`). */
  groupOf?: (item: T) => string;
  /** A write of the timer or of a full buffer failed; its items wait for the next round. */
  onError: (err: unknown) => void;
}

export interface WriteBuffer<T> {
  /**
   * Queues `item`; false when it is dropped: an item already waits under the same `key` (without
   * a key, none does), or `maxPending` wait.
   */
  add(item: T, key?: string): boolean;
  /** How many items of `group` wait (see `groupOf`). */
  waitingIn(group: string): number;
  /** Writes what waits. One write at a time: a flush asked for during one runs after it. */
  flush(): Promise<number>;
  /** Starts the timer (the app is ready). */
  start(): void;
  /** Stops the timer and writes what waits (the app closes). */
  stop(): Promise<number>;
}

/**
 * Counting off the request path (decision 009): items are kept in memory and written together in
 * one statement every `intervalMs`, so a request costs no write. A batch whose write failed waits
 * for the next round, a newer item under the same key winning. The database decides what counts
 * (the writer's statement); a crash loses the items of the last interval.
 */
export function writeBuffer<T>(options: WriteBufferOptions<T>): WriteBuffer<T> {
  const { write, groupOf, maxPending } = options;
  let pending = new Map<string | symbol, T>();
  let groups = new Map<string, number>();
  let flushing: Promise<number> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const count = (item: T) => {
    if (!groupOf) return;
    const group = groupOf(item);
    groups.set(group, (groups.get(group) ?? 0) + 1);
  };

  const flushOnce = async (): Promise<number> => {
    if (pending.size === 0) return 0;
    const batch = pending;
    pending = new Map();
    groups = new Map();
    try {
      return await write([...batch.values()]);
    } catch (err) {
      // Back in the queue, before what came meanwhile (which wins a key they share).
      const back = new Map<string | symbol, T>();
      for (const [key, item] of batch) {
        if (back.size + pending.size >= maxPending) break;
        if (!pending.has(key)) back.set(key, item);
      }
      for (const [key, item] of pending) back.set(key, item);
      pending = back;
      groups = new Map();
      for (const item of pending.values()) count(item);
      throw err;
    }
  };

  const flush = (): Promise<number> => {
    const next = (flushing ?? Promise.resolve(0)).catch(() => 0).then(flushOnce);
    flushing = next;
    void next
      .finally(() => {
        if (flushing === next) flushing = undefined;
      })
      .catch(() => undefined);
    return next;
  };

  /** The timer's and a full buffer's flush: skipped while one is running. */
  const flushInBackground = () => {
    if (flushing) return;
    flush().catch(options.onError);
  };

  return {
    add(item, key) {
      const id = key ?? Symbol();
      if (pending.has(id) || pending.size >= maxPending) return false;
      pending.set(id, item);
      count(item);
      if (pending.size >= options.flushAt) flushInBackground();
      return true;
    },
    waitingIn: (group) => groups.get(group) ?? 0,
    flush,
    start() {
      timer = setInterval(flushInBackground, options.intervalMs).unref();
    },
    stop() {
      clearInterval(timer);
      return flush();
    },
  };
}
