import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { statsDay } from '../../db/schema/stats.ts';
import { VIEW_RECORD_MS } from '../../lib/retention.ts';
import { writeBuffer, type BufferPluginOptions } from '../../lib/write-buffer.ts';

/** Pending views are written at least this often (ms). */
export const VIEW_FLUSH_INTERVAL_MS = 2_000;
/** ...or at once when this many are waiting. */
const FLUSH_AT = 5_000;
/** A flush that failed keeps at most this many views for the next try; beyond it they are dropped. */
const MAX_PENDING = 100_000;

/** A visitor without an account, as views know them: a hash of their address. */
export function visitorViewKey(address: string): string {
  return `a:${createHash('sha256').update(address).digest('hex').slice(0, 32)}`;
}

export interface ViewCounter {
  /** Notes that `viewerKey` opened `carId` at `at`; written with the next flush. */
  record(carId: string, viewerKey: string, at: Date): void;
  /** Views of `carId` noted on this instance and not written yet (for the viewer's own answer). */
  pending(carId: string): number;
  /** Writes the pending views; resolves with how many counted (tests call this). */
  flush(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    views: ViewCounter;
  }
}

interface View {
  carId: string;
  viewerKey: string;
  viewedAt: string;
}

/**
 * Views counted off the request path (decision 009). A view is kept in memory and written with
 * others in one statement every VIEW_FLUSH_INTERVAL_MS, so opening an advert costs no write.
 * The database still decides what counts: car_views keeps each viewer's last counted view of a
 * car, and a view counts only when the previous one is an hour old, so several instances (or a
 * view noted twice) never count one viewer twice in an hour. The same statement adds the counted
 * views to the advert's day in car_daily_stats (src/stats). What a crash loses is the views of
 * the last interval.
 */
export default fp(
  async (app, options: BufferPluginOptions) => {
    // When this instance last noted each viewer and car (app clock, ms): a reload within the
    // hour costs no memory or write. Bounded; one forgotten only means the database decides.
    const recent = new LRUCache<string, number>({ max: 200_000 });

    const write = async (views: View[]): Promise<number> => {
      // Views of adverts deleted meanwhile are dropped by the join.
      const result = await app.db.execute(sql`
        with v as (
          select * from json_to_recordset(${JSON.stringify(views)}::json)
            as v("carId" uuid, "viewerKey" text, "viewedAt" timestamptz)
        ), counted as (
          insert into car_views (car_id, viewer_key, viewed_at)
          select v."carId", v."viewerKey", v."viewedAt" from v join cars on cars.id = v."carId"
          order by 1, 2
          on conflict (car_id, viewer_key) do update set viewed_at = excluded.viewed_at
            where car_views.viewed_at <= excluded.viewed_at - ${VIEW_RECORD_MS / 1000}::int * interval '1 second'
          returning car_id, viewed_at
        ), per_day as (
          -- The seller's statistics per day (src/stats).
          insert into car_daily_stats (car_id, day, views)
          select car_id, ${statsDay(sql`viewed_at`)}, count(*)::int from counted
          group by 1, 2 order by 1, 2
          on conflict (car_id, day) do update set views = car_daily_stats.views + excluded.views
        ), per_car as (
          select car_id, count(*)::int as n from counted group by car_id
        )
        update cars set views_count = cars.views_count + per_car.n
          from per_car where cars.id = per_car.car_id
          returning per_car.n`);
      const { rows } = result as unknown as { rows: { n: number }[] };
      return rows.reduce((sum, row) => sum + Number(row.n), 0);
    };

    const pending = writeBuffer<View>({
      write,
      intervalMs: VIEW_FLUSH_INTERVAL_MS,
      flushAt: FLUSH_AT,
      maxPending: MAX_PENDING,
      groupOf: (view) => view.carId,
      onError: (err) => app.log.warn({ err }, 'writing views failed; retrying'),
    });

    app.decorate('views', {
      record(carId, viewerKey, at) {
        const key = `${carId} ${viewerKey}`;
        const now = at.getTime();
        const noted = recent.get(key);
        if (noted !== undefined && now >= noted && now - noted < VIEW_RECORD_MS) return;
        recent.set(key, now);
        pending.add({ carId, viewerKey, viewedAt: at.toISOString() }, key);
      },
      pending: (carId) => pending.waitingIn(carId),
      flush: pending.flush,
    } satisfies ViewCounter);

    app.addHook('onReady', async () => {
      if (options.timer !== false) pending.start();
    });
    app.addHook('preClose', async () => {
      await pending
        .stop()
        .catch((err: unknown) => app.log.warn({ err }, 'writing views on close failed'));
    });
  },
  { name: 'views', dependencies: ['db'] },
);
