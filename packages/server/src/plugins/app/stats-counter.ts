import { serbianDay } from '@autoberza/contract/format';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { statsDay } from '../../db/schema/stats.ts';
import { writeBuffer, type BufferPluginOptions } from '../../lib/write-buffer.ts';
import { visibility } from '../../cars/index.ts';

/** Pending events are written at least this often (ms), as views are (decision 009). */
export const STATS_FLUSH_INTERVAL_MS = 2_000;
/** ...or at once when this many are waiting. */
const FLUSH_AT = 5_000;
/** Beyond this many waiting (a database down for long), new events are dropped. */
const MAX_PENDING = 100_000;

export interface StatsCounter {
  /**
   * Notes that `viewerKey` revealed the phone number of `carId` (counted once per day, and only
   * when the viewer may see the advert then: `seesEverything` as the viewer's rights say).
   */
  phoneRevealed(carId: string, viewerKey: string, seesEverything: boolean, at: Date): void;
  /**
   * Notes that `userId` started (`true`) or stopped (`false`) following `carId` (each counted
   * once per user, advert and day).
   */
  followChanged(carId: string, userId: string, followed: boolean, at: Date): void;
  /** Writes what is pending; resolves with how many events counted (tests call this). */
  flush(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    stats: StatsCounter;
  }
}

interface Reveal {
  carId: string;
  viewerKey: string;
  seesEverything: boolean;
  at: string;
}
interface FollowEvent {
  carId: string;
  userId: string;
  at: string;
  followed: boolean;
}
type StatsEvent = ({ kind: 'reveal' } & Reveal) | ({ kind: 'follow' } & FollowEvent);

/**
 * Counts phone reveals, follows and unfollows per advert and day off the request path: events are
 * kept in memory and written in one statement every STATS_FLUSH_INTERVAL_MS. The database decides
 * what counts: car_phone_reveals keeps one row per advert, viewer and day, and car_follow_marks one
 * per advert, user, day and direction, so two instances (or a reveal sent twice, or a follow
 * toggled all day) count a viewer once a day. A crash loses the events of the last interval.
 */
/**
 * A reveal counts only on an advert its viewer may see at the reveal's time (src/cars/visibility.ts):
 * not in its 20 minutes (unless the viewer sees everything), not hidden, listed, its seller
 * approved. Only someone who asks the API directly reveals elsewhere; such a reveal is dropped
 * when written (and keeps that viewer's later reveal of the day on this instance from counting).
 */
const revealSeen = sql`case when r."seesEverything" then ${visibility('everything', sql`r."at"`)}
  else ${visibility('public', sql`r."at"`)} end`;

export default fp(
  async (app, options: BufferPluginOptions) => {
    // Reveals this instance already noted today: a second tap costs no memory or write.
    const noted = new LRUCache<string, true>({ max: 200_000 });

    const write = async (events: StatsEvent[]) => {
      const batch = {
        reveals: events.flatMap(({ kind, ...e }) => (kind === 'reveal' ? [e] : [])),
        follows: events.flatMap(({ kind, ...e }) => (kind === 'follow' ? [e] : [])),
      };
      const result = await app.db.execute(sql`
        with r as (
          select * from json_to_recordset(${JSON.stringify(batch.reveals)}::json)
            as r("carId" uuid, "viewerKey" text, "seesEverything" boolean, "at" timestamptz)
        ), revealed as (
          insert into car_phone_reveals (car_id, viewer_key, day)
          select r."carId", r."viewerKey", ${statsDay(sql`r."at"`)}
            from r join cars on cars.id = r."carId" and r."viewerKey" <> 'u:' || cars.user_id
              and ${revealSeen}
          order by 1, 2, 3
          on conflict do nothing
          returning car_id, day
        ), f as (
          select * from json_to_recordset(${JSON.stringify(batch.follows)}::json)
            as f("carId" uuid, "userId" uuid, "at" timestamptz, "followed" boolean)
        ), marked as (
          insert into car_follow_marks (car_id, user_id, day, followed)
          select f."carId", f."userId", ${statsDay(sql`f."at"`)}, f."followed"
            from f join cars on cars.id = f."carId" join users on users.id = f."userId"
          order by 1, 2, 3, 4
          on conflict do nothing
          returning car_id, day, followed
        ), events as (
          select car_id, day, 1 as reveals, 0 as follows, 0 as unfollows from revealed
          union all
          select car_id, day, 0, followed::int, (not followed)::int from marked
        ), per_day as (
          select car_id, day, sum(reveals)::int as reveals, sum(follows)::int as follows,
            sum(unfollows)::int as unfollows
          from events group by car_id, day
        ), written as (
          insert into car_daily_stats (car_id, day, phone_reveals, follows, unfollows)
          select car_id, day, reveals, follows, unfollows from per_day order by 1, 2
          on conflict (car_id, day) do update set
            phone_reveals = car_daily_stats.phone_reveals + excluded.phone_reveals,
            follows = car_daily_stats.follows + excluded.follows,
            unfollows = car_daily_stats.unfollows + excluded.unfollows
        )
        select coalesce(sum(reveals + follows + unfollows), 0)::int as n from per_day`);
      const { rows } = result as unknown as { rows: { n: number }[] };
      return Number(rows[0]?.n ?? 0);
    };

    const pending = writeBuffer<StatsEvent>({
      write,
      intervalMs: STATS_FLUSH_INTERVAL_MS,
      flushAt: FLUSH_AT,
      maxPending: MAX_PENDING,
      onError: (err) => app.log.warn({ err }, 'writing statistics failed; retrying'),
    });

    app.decorate('stats', {
      phoneRevealed(carId, viewerKey, seesEverything, at) {
        const key = `${carId} ${viewerKey} ${serbianDay(at)}`;
        if (noted.has(key)) return;
        const reveal = { kind: 'reveal' as const, carId, viewerKey, seesEverything };
        if (pending.add({ ...reveal, at: at.toISOString() }, key)) noted.set(key, true);
      },
      followChanged(carId, userId, followed, at) {
        pending.add({ kind: 'follow', carId, userId, at: at.toISOString(), followed });
      },
      flush: pending.flush,
    } satisfies StatsCounter);

    app.addHook('onReady', async () => {
      if (options.timer !== false) pending.start();
    });
    app.addHook('preClose', async () => {
      await pending
        .stop()
        .catch((err: unknown) => app.log.warn({ err }, 'writing statistics on close failed'));
    });
  },
  { name: 'stats', dependencies: ['db'] },
);
