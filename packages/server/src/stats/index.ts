/**
 * Advert statistics per day (docs/decisions/022): the day an event counts on, the reads the
 * routes share, and the pruning of old reveal records and follow marks. The counter that writes them is a plugin
 * (plugins/app/stats-counter.ts), the routes are routes/car/stats.ts.
 */
export { pruneDayMarks, REVEAL_KEEP_DAYS } from './prune.ts';
export { isSellersCar, sellerStats } from './queries.ts';
