/** Lengths of time in milliseconds, the unit of `Date` and of timers, for the app, server and demo. */
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
