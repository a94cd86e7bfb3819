import DataLoader from 'dataloader';

/**
 * Reads asked in one turn of the event loop, sent as one (decision 029). Under load the loop
 * takes many requests in a turn, and a round trip each cost the server and PostgreSQL more than
 * the work it fetched.
 *
 * - Nothing is kept (`cache: false`): a read joins a batch not yet sent, so it never gets a row
 *   read before its request came, exactly as with a query of its own.
 * - The batch goes out with `setImmediate`, after the loop's poll phase: each request comes in
 *   a callback of its own (its socket's data), and DataLoader's default (`process.nextTick`)
 *   runs before the next callback, so it would send one read each.
 * - Keys asked twice stay twice: `load` answers each, and `read` decides whether to merge them.
 *
 * `read` answers the keys in their order (undefined where there is nothing).
 */
export function turnBatch<K, V>(
  read: (keys: readonly K[]) => Promise<(V | undefined)[]>,
  maxBatchSize = 200,
): DataLoader<K, V | undefined> {
  return new DataLoader<K, V | undefined>(read, {
    cache: false,
    batchScheduleFn: (dispatch) => setImmediate(dispatch),
    maxBatchSize,
  });
}
