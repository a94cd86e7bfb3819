/** Advert statistics per day: the counter plugin, the routes, and the reads they share. */
export { default as statsCounterPlugin, type StatsCounter } from './counter.ts';
export { default as statsRoutes } from './routes.ts';
export { statsDayOf } from './day.ts';
export { pruneReveals } from './prune.ts';
