/**
 * One read shared by the callers that ask for the same key at about the same time, yet never
 * older than any caller's call: a caller joins the next read to start, never one already running
 * (which may have begun before a write the caller has seen committed). So a visitor who loads a
 * page right after a dealer saved sees the save, exactly as with a query of their own, while a
 * crowd asking at once costs one query in flight plus at most one waiting, not one each.
 *
 * Written here because the libraries that batch loads (DataLoader and the like) batch per tick
 * and happily hand out a result that was in flight before the call; this freshness rule is the
 * whole point.
 */
export class FreshRead<K, V> {
  private readonly slots = new Map<K, { running?: Promise<V>; next?: Promise<V> }>();

  constructor(private readonly read: (key: K) => Promise<V>) {}

  /** The value as read after this call was made. */
  get(key: K): Promise<V> {
    let slot = this.slots.get(key);
    if (!slot) {
      slot = {};
      this.slots.set(key, slot);
    }
    if (!slot.running) return this.start(key, slot);
    if (!slot.next) {
      const current = slot;
      const after = () => {
        current.next = undefined;
        return this.start(key, current);
      };
      slot.next = slot.running.then(after, after);
    }
    return slot.next;
  }

  /** Keys with a read running or waiting (tests). */
  get pending(): number {
    return this.slots.size;
  }

  private start(key: K, slot: { running?: Promise<V>; next?: Promise<V> }): Promise<V> {
    let read: Promise<V>;
    try {
      read = this.read(key);
    } catch (error) {
      read = Promise.reject(error);
    }
    slot.running = read;
    this.slots.set(key, slot);
    const settle = () => {
      if (slot.running !== read) return;
      slot.running = undefined;
      if (!slot.next && this.slots.get(key) === slot) this.slots.delete(key);
    };
    read.then(settle, settle);
    return read;
  }
}
