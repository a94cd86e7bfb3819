import { HOUR, MINUTE } from '@autoberza/contract/time';
import { and, eq, inArray, lte, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pruneDepartures } from '../cars/index.ts';
import { carImages, carViews, subscriptions } from '../db/schema/index.ts';
import { PRUNE_VIEWS_EVERY_MS, VIEW_RECORD_MS } from '../lib/retention.ts';
import { refreshPriceRatings } from '../pricing/index.ts';
import { pruneDayMarks } from '../stats/index.ts';
import { runAdvertExpiry } from './expiry.ts';
import { sendFavouriteDigests } from './favourites.ts';
import { sendNewListingDigests } from './new-listings.ts';
import { queuePushNotices } from './notices.ts';
import { sendSavedSearchDigests } from './saved-search-alerts.ts';

/** Files younger than this may belong to a request still writing its rows. */
export const ORPHAN_GRACE_MS = HOUR;

export const JOB_NAMES = [
  'newListingPush',
  'newListingDigest',
  'favouriteDigest',
  'expireSubscriptions',
  'pruneViews',
  'sweepOrphanFiles',
  'savedSearchDigest',
  'advertExpiry',
  'priceRatings',
] as const;
export type JobName = (typeof JOB_NAMES)[number];

export interface Jobs {
  /** Runs one job now and returns how many things it handled (tests call this). */
  run(name: JobName): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** docs/product.md, “Subscriptions”: an active subscription whose end date passed becomes expired. */
export async function expireSubscriptions(app: FastifyInstance): Promise<number> {
  const rows = await app.db
    .update(subscriptions)
    .set({ status: 'expired', updatedAt: app.clock.now() })
    .where(and(eq(subscriptions.status, 'active'), lte(subscriptions.endDate, app.clock.now())))
    .returning({ id: subscriptions.id });
  return rows.length;
}

/** View records older than VIEW_RECORD_MS no longer stop a view from counting. */
export async function pruneViews(app: FastifyInstance): Promise<number> {
  const rows = await app.db
    .delete(carViews)
    .where(lt(carViews.viewedAt, new Date(app.clock.now().getTime() - VIEW_RECORD_MS)))
    .returning({ carId: carViews.carId });
  return rows.length;
}

/**
 * Removes stored car photos that no row references (left by a crash between writing the
 * files and committing, or by a failed delete). Recent files are left alone.
 */
export async function sweepOrphanFiles(app: FastifyInstance): Promise<number> {
  const cutoff = app.clock.now().getTime() - ORPHAN_GRACE_MS;
  const byCar = new Map<string, string[]>();
  for await (const object of app.storage.list('cars/')) {
    if (object.lastModified.getTime() > cutoff) continue;
    const carId = object.key.split('/')[1];
    if (!carId) continue;
    byCar.set(carId, [...(byCar.get(carId) ?? []), object.key]);
  }
  let removed = 0;
  const carIds = [...byCar.keys()].filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  for (let i = 0; i < carIds.length; i += 200) {
    const part = carIds.slice(i, i + 200);
    const rows = await app.db
      .select({ key: carImages.key, widths: carImages.widths })
      .from(carImages)
      .where(inArray(carImages.carId, part));
    const referenced = new Set(rows.flatMap((r) => [r.key, ...r.widths.map((w) => w.key)]));
    for (const carId of part) {
      for (const key of byCar.get(carId) ?? []) {
        if (referenced.has(key)) continue;
        await app.storage.delete(key);
        removed += 1;
      }
    }
  }
  if (removed > 0) app.log.info({ removed }, 'orphan sweep: removed unreferenced car photos');
  return removed;
}

const SCHEDULE: Record<JobName, number> = {
  newListingPush: MINUTE,
  // An "immediate" subscriber's digest leaves within a minute of being due.
  newListingDigest: MINUTE,
  // A digest goes out at most this long after its hour is over.
  favouriteDigest: 5 * MINUTE,
  expireSubscriptions: 10 * MINUTE,
  pruneViews: PRUNE_VIEWS_EVERY_MS,
  sweepOrphanFiles: 6 * HOUR,
  savedSearchDigest: 15 * MINUTE,
  // An expired advert leaves the lists within a minute (a few index probes a round).
  advertExpiry: MINUTE,
  // A changed advert's rating, and those of its comparables, within five minutes (decision 050);
  // a round with no change of any car is skipped.
  priceRatings: 5 * MINUTE,
};

/** Background jobs of the cars feature, each on its own timer; a failed round is logged and retried. */
export default fp(
  async (app) => {
    const jobs: Record<JobName, () => Promise<number>> = {
      newListingPush: () => queuePushNotices(app),
      newListingDigest: () => sendNewListingDigests(app),
      favouriteDigest: () => sendFavouriteDigests(app),
      expireSubscriptions: () => expireSubscriptions(app),
      // With them the phone reveal records of past days (src/stats) and the notes of deleted
      // followed adverts past their 30 days (src/cars/departures.ts).
      pruneViews: async () =>
        (await pruneViews(app)) + (await pruneDayMarks(app)) + (await pruneDepartures(app)),
      sweepOrphanFiles: () => sweepOrphanFiles(app),
      savedSearchDigest: () => sendSavedSearchDigests(app),
      advertExpiry: () => runAdvertExpiry(app),
      priceRatings: () => refreshPriceRatings(app),
    };
    app.decorate('jobs', { run: (name: JobName) => jobs[name]() } satisfies Jobs);

    const timers: NodeJS.Timeout[] = [];
    const running = new Set<Promise<unknown>>();
    app.addHook('onReady', async () => {
      for (const [name, every] of Object.entries(SCHEDULE) as [JobName, number][]) {
        const tick = () => {
          const round = jobs[name]().catch((err: unknown) => {
            app.log.error({ err, job: name }, 'job round failed');
          });
          running.add(round);
          void round.finally(() => running.delete(round));
        };
        timers.push(setInterval(tick, every).unref());
      }
    });
    app.addHook('preClose', async () => {
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running);
    });
  },
  { name: 'jobs', dependencies: ['db', 'clock', 'storage', 'mailer', 'push', 'outbox'] },
);
