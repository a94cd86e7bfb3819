import { DAY, HOUR, MINUTE } from '@autoberza/contract/time';
import ms, { type StringValue } from 'ms';
import type { Config } from '../config.ts';
import { RESET_TOKEN_TTL, VERIFY_TOKEN_TTL } from '../accounts/index.ts';
import {
  DEPARTURE_RETENTION_DAYS,
  RENEWAL_LINK_DAYS,
  SOLD_LISTED_DAYS,
  UNSUBSCRIBE_LINK_DAYS,
} from '../cars/index.ts';
import {
  ATTEMPT_WINDOW_MS,
  DEVICE_COOKIE_DAYS,
  OUTBOX_KEEP_SENT_MS,
  PRUNE_VIEWS_EVERY_MS,
  VIEW_RECORD_MS,
} from '../lib/retention.ts';
import { REVEAL_KEEP_DAYS } from '../stats/index.ts';

/** A period as the notice says it: a whole number of its largest unit that fits it exactly. */
export interface Duration {
  amount: number;
  unit: 'minutes' | 'hours' | 'days';
}

export function duration(milliseconds: number): Duration {
  if (milliseconds >= DAY && milliseconds % DAY === 0)
    return { amount: milliseconds / DAY, unit: 'days' };
  if (milliseconds >= HOUR && milliseconds % HOUR === 0)
    return { amount: milliseconds / HOUR, unit: 'hours' };
  // Seconds are rounded up: the notice never says less than is kept.
  return { amount: Math.max(1, Math.ceil(milliseconds / MINUTE)), unit: 'minutes' };
}

const days = (count: number) => duration(count * DAY);

/**
 * Every period the privacy notice states, from the very values the code keeps by (docs/product.md,
 * “Information pages”). A record pruned by a periodic job is named with its longest life: its
 * age limit plus the job's interval.
 */
export function retentionPeriods(config: Config): Record<RetentionKey, Duration> {
  return {
    /** A session ends after this long unused, and this long after sign-in at the latest. */
    sessionIdle: duration(ms(config.JWT_EXPIRES_IN as StringValue)),
    sessionMax: duration(ms(config.SESSION_MAX_AGE as StringValue)),
    verifyLink: duration(VERIFY_TOKEN_TTL),
    resetLink: duration(RESET_TOKEN_TTL),
    unsubscribeLink: days(UNSUBSCRIBE_LINK_DAYS),
    renewalLink: days(RENEWAL_LINK_DAYS),
    advertListed: days(config.ADVERT_ACTIVE_DAYS),
    soldListed: days(SOLD_LISTED_DAYS),
    /** Who viewed an advert (account or hashed address), so one view counts once an hour. */
    viewRecord: duration(VIEW_RECORD_MS + PRUNE_VIEWS_EVERY_MS),
    /** Who revealed a phone number, so a reveal counts once a day: today and yesterday. */
    phoneReveal: days(REVEAL_KEEP_DAYS),
    /** A deleted advert named in its followers' lists. */
    departure: days(DEPARTURE_RETENTION_DAYS),
    /** Failed sign-ins per account and requests per address to the sensitive forms. */
    attempts: duration(ATTEMPT_WINDOW_MS),
    deviceCookie: days(DEVICE_COOKIE_DAYS),
    sentMessage: duration(OUTBOX_KEEP_SENT_MS),
  };
}

/** The periods the notice states, by name (the API's `retention` object). */
export const RETENTION_KEYS = [
  'sessionIdle',
  'sessionMax',
  'verifyLink',
  'resetLink',
  'unsubscribeLink',
  'renewalLink',
  'advertListed',
  'soldListed',
  'viewRecord',
  'phoneReveal',
  'departure',
  'attempts',
  'deviceCookie',
  'sentMessage',
] as const;
export type RetentionKey = (typeof RETENTION_KEYS)[number];
