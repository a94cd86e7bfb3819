import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { statsDay } from '../../db/schema/stats.ts';
import { visibility } from '../../cars/index.ts';
import { statsDayOf } from '../../stats/index.ts';

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
  async (app) => {
    let reveals = new Map<string, Reveal>();
    let follows: FollowEvent[] = [];
    // Reveals this instance already noted today: a second tap costs no memory or write.
    const noted = new LRUCache<string, true>({ max: 200_000 });
    let flushing: Promise<number> | undefined;

    const write = async (batch: { reveals: Reveal[]; follows: FollowEvent[] }) => {
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

    const flushOnce = async (): Promise<number> => {
      if (reveals.size === 0 && follows.length === 0) return 0;
      const batch = { reveals: [...reveals.values()], follows };
      reveals = new Map();
      follows = [];
      try {
        return await write(batch);
      } catch (err) {
        // Back in the queue for the next round.
        for (const reveal of batch.reveals) {
          if (reveals.size >= MAX_PENDING) break;
          reveals.set(
            `${reveal.carId} ${reveal.viewerKey} ${statsDayOf(new Date(reveal.at))}`,
            reveal,
          );
        }
        follows = [...batch.follows, ...follows].slice(0, MAX_PENDING);
        throw err;
      }
    };

    const flush = (): Promise<number> => {
      // One flush at a time; a flush asked for during one runs after it.
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
    const flushLogged = () => {
      if (flushing) return;
      flush().catch((err: unknown) => app.log.warn({ err }, 'writing statistics failed; retrying'));
    };
    const queued = () => reveals.size + follows.length;

    app.decorate('stats', {
      phoneRevealed(carId, viewerKey, seesEverything, at) {
        const key = `${carId} ${viewerKey} ${statsDayOf(at)}`;
        if (noted.has(key) || queued() >= MAX_PENDING) return;
        noted.set(key, true);
        reveals.set(key, { carId, viewerKey, seesEverything, at: at.toISOString() });
        if (queued() >= FLUSH_AT) flushLogged();
      },
      followChanged(carId, userId, followed, at) {
        if (queued() >= MAX_PENDING) return;
        follows.push({ carId, userId, at: at.toISOString(), followed });
        if (queued() >= FLUSH_AT) flushLogged();
      },
      flush,
    } satisfies StatsCounter);

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(flushLogged, STATS_FLUSH_INTERVAL_MS).unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await flush().catch((err: unknown) =>
        app.log.warn({ err }, 'writing statistics on close failed'),
      );
    });
  },
  { name: 'stats', dependencies: ['db'] },
);
