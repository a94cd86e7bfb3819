import { HOUR, MINUTE } from '@autoberza/contract/time';
import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { ROWS_PER_INSERT, type Executor } from '../../db/client.ts';
import { outbox, type OutboxRow } from '../../db/schema/outbox.ts';
import { OUTBOX_KEEP_SENT_MS } from '../../lib/retention.ts';

/*
 * Delivery guarantee (docs/decisions/002-durable-outbox.md): a row commits with the change that
 * caused it, and a worker delivers it at least once. The one window for a duplicate is a send
 * that succeeded right before the process died (or its lease ran out) without marking the row
 * sent: the row is sent again, with the same Message-ID for mail. FCM has no such key, so a
 * push in that window can show twice. Everything else (concurrent workers, retries after a
 * failure, repeated enqueues with a dedupe key) sends once.
 */

export type OutboxKind = OutboxRow['kind'];

/** What a kind of message does when the worker delivers it. */
export interface OutboxHandler {
  /** Delivers the row's payload; throwing means "try again later" (or never: {@link PermanentError}). */
  send(row: OutboxRow): Promise<void>;
  /** The payload kept once the row is sent or dead (drop secrets such as links with tokens). */
  redact?(payload: Record<string, unknown>): Record<string, unknown>;
}

/** A failure that retrying cannot fix (a refused address, a broken template): the row goes dead. */
export class PermanentError extends Error {
  override name = 'PermanentError';
}

export interface EnqueueOptions {
  /** The caller's transaction: the row commits, or rolls back, with the change that caused it. */
  tx?: Executor | undefined;
  /** The same key is queued only once; later enqueues with it are ignored. */
  dedupeKey?: string | undefined;
}

export interface DrainResult {
  sent: number;
  /** Failed this time, to be retried. */
  retried: number;
  dead: number;
}

export interface Outbox {
  enqueue(
    kind: OutboxKind,
    payload: Record<string, unknown>,
    options?: EnqueueOptions,
  ): Promise<{ id: string } | null>;
  /**
   * Queues many rows of a kind in inserts of ROWS_PER_INSERT (a notice to thousands of readers:
   * one insert each cost a round trip and held the caller's transaction for seconds).
   */
  enqueueAll(
    kind: OutboxKind,
    rows: { payload: Record<string, unknown>; dedupeKey?: string | undefined }[],
    tx?: Executor,
  ): Promise<void>;
  /** Registers the sender of a kind (done by the mailer and push plugins). */
  handle(kind: OutboxKind, handler: OutboxHandler): void;
  /** Delivers every row due now and returns what happened; tests call it directly. */
  drain(): Promise<DrainResult>;
}

export interface OutboxOptions {
  /** Run the background worker (default true); tests turn it off and call drain(). */
  worker?: boolean;
  /** How often the worker looks for due rows (default 2 s). */
  pollIntervalMs?: number;
  /** How long a claimed row stays reserved for its worker (default 5 min). */
  leaseMs?: number;
  /** Attempts before a row is dead (default 8: about 2 hours of retries). */
  maxAttempts?: number;
  /** Delay after the first failure, doubled each time (default 30 s, at most 6 h). */
  retryBaseMs?: number;
  /** Rows claimed at once (default 20). */
  batchSize?: number;
  /** Sent rows are deleted after this long (default 30 days). */
  keepSentMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
  }
}

const MAX_DELAY_MS = 6 * HOUR;
const PRUNE_EVERY_MS = HOUR;

/** Delay before attempt `attempts + 1`: base, 2×base, 4×base... capped at 6 hours. */
export function retryDelay(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
}

function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 2000);
}

export default fp<OutboxOptions>(
  async (app, opts) => {
    const leaseMs = opts.leaseMs ?? 5 * MINUTE;
    const maxAttempts = opts.maxAttempts ?? 8;
    const retryBaseMs = opts.retryBaseMs ?? 30_000;
    const batchSize = opts.batchSize ?? 20;
    const pollIntervalMs = opts.pollIntervalMs ?? 2000;
    const keepSentMs = opts.keepSentMs ?? OUTBOX_KEEP_SENT_MS;
    const handlers = new Map<OutboxKind, OutboxHandler>();

    async function enqueue(
      kind: OutboxKind,
      payload: Record<string, unknown>,
      options: EnqueueOptions = {},
    ) {
      const executor = options.tx ?? app.db;
      const now = app.clock.now();
      const [row] = await executor
        .insert(outbox)
        .values({
          kind,
          payload,
          dedupeKey: options.dedupeKey ?? null,
          nextAttemptAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: outbox.dedupeKey })
        .returning({ id: outbox.id });
      return row ?? null;
    }

    async function enqueueAll(
      kind: OutboxKind,
      rows: { payload: Record<string, unknown>; dedupeKey?: string | undefined }[],
      tx?: Executor,
    ) {
      const executor = tx ?? app.db;
      const now = app.clock.now();
      for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
        await executor
          .insert(outbox)
          .values(
            rows.slice(i, i + ROWS_PER_INSERT).map((row) => ({
              kind,
              payload: row.payload,
              dedupeKey: row.dedupeKey ?? null,
              nextAttemptAt: now,
              createdAt: now,
              updatedAt: now,
            })),
          )
          .onConflictDoNothing({ target: outbox.dedupeKey });
      }
    }

    /**
     * Reserves up to `batchSize` due rows for this worker. One statement: the sub-select locks
     * the rows it picks and skips rows another worker holds, so two workers (or two drains in
     * one process) never claim the same row. A row whose lease ran out (its worker crashed) is
     * due again.
     */
    async function claim(): Promise<OutboxRow[]> {
      const kinds = [...handlers.keys()];
      if (kinds.length === 0) return [];
      const now = app.clock.now();
      const due = app.db
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          and(
            inArray(outbox.kind, kinds),
            or(
              and(inArray(outbox.status, ['pending', 'failed']), lte(outbox.nextAttemptAt, now)),
              and(eq(outbox.status, 'processing'), lt(outbox.lockedUntil, now)),
            ),
          ),
        )
        .orderBy(outbox.nextAttemptAt)
        .limit(batchSize)
        .for('update', { skipLocked: true });
      return app.db
        .update(outbox)
        .set({
          status: 'processing',
          attempts: sql`${outbox.attempts} + 1`,
          lockedUntil: new Date(now.getTime() + leaseMs),
          updatedAt: now,
        })
        .where(inArray(outbox.id, due))
        .returning();
    }

    /** Only the worker still holding the claim (same attempt, still processing) may settle it. */
    const heldBy = (row: OutboxRow) =>
      and(
        eq(outbox.id, row.id),
        eq(outbox.status, 'processing'),
        eq(outbox.attempts, row.attempts),
      );

    async function deliver(row: OutboxRow): Promise<keyof DrainResult> {
      const handler = handlers.get(row.kind) as OutboxHandler;
      const redact = (payload: Record<string, unknown>) => handler.redact?.(payload) ?? payload;
      try {
        await handler.send(row);
      } catch (error) {
        const now = app.clock.now();
        const dead = error instanceof PermanentError || row.attempts >= maxAttempts;
        await app.db
          .update(outbox)
          .set(
            dead
              ? {
                  status: 'dead',
                  lockedUntil: null,
                  lastError: describeError(error),
                  payload: redact(row.payload),
                  updatedAt: now,
                }
              : {
                  status: 'failed',
                  lockedUntil: null,
                  lastError: describeError(error),
                  nextAttemptAt: new Date(now.getTime() + retryDelay(row.attempts, retryBaseMs)),
                  updatedAt: now,
                },
          )
          .where(heldBy(row));
        app.log[dead ? 'error' : 'warn'](
          { outboxId: row.id, kind: row.kind, attempts: row.attempts, err: error },
          dead ? 'outbox: gave up on a message' : 'outbox: send failed, will retry',
        );
        return dead ? 'dead' : 'retried';
      }
      const now = app.clock.now();
      await app.db
        .update(outbox)
        .set({
          status: 'sent',
          sentAt: now,
          lockedUntil: null,
          lastError: null,
          payload: redact(row.payload),
          updatedAt: now,
        })
        .where(heldBy(row));
      return 'sent';
    }

    async function drain(): Promise<DrainResult> {
      const result: DrainResult = { sent: 0, retried: 0, dead: 0 };
      // Failed rows move into the future, so every round makes progress and the loop ends.
      for (;;) {
        const rows = await claim();
        if (rows.length === 0) return result;
        for (const outcome of await Promise.all(rows.map(deliver))) result[outcome] += 1;
      }
    }

    let lastPrune = 0;
    async function prune() {
      const now = app.clock.now().getTime();
      if (now - lastPrune < PRUNE_EVERY_MS) return;
      lastPrune = now;
      await app.db
        .delete(outbox)
        .where(and(eq(outbox.status, 'sent'), lt(outbox.sentAt, new Date(now - keepSentMs))));
    }

    app.decorate('outbox', {
      enqueue,
      enqueueAll,
      handle(kind, handler) {
        handlers.set(kind, handler);
      },
      drain,
    } satisfies Outbox);

    if (opts.worker === false) return;

    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    let stopped = false;
    const tick = () => {
      running = (async () => {
        try {
          await drain();
          await prune();
        } catch (error) {
          app.log.error({ err: error }, 'outbox: worker round failed');
        }
      })();
      void running.finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(tick, pollIntervalMs).unref();
      });
    };
    // Start once every handler is registered; stop before the database closes.
    app.addHook('onReady', async () => {
      timer = setTimeout(tick, 0).unref();
    });
    app.addHook('preClose', async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    });
  },
  { name: 'outbox', dependencies: ['config', 'clock', 'db'] },
);
