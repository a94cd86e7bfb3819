import { DAY, HOUR, MINUTE } from '@autoberza/contract/time';

/*
 * How long the server keeps what it holds about a person, where the keeping is done by a plugin
 * or a job (the domains keep their own figures beside their rules). The privacy notice states
 * these very values (src/legal/retention.ts), so a change here changes the notice.
 */

/** A view counts once per viewer and car in this long; its record (viewer key) is kept as long. */
export const VIEW_RECORD_MS = HOUR;
/** How often the records of views past VIEW_RECORD_MS (and of past phone reveals) are deleted. */
export const PRUNE_VIEWS_EVERY_MS = HOUR;
/** Sign-in failures per account, and requests per address to the sensitive forms, count this long. */
export const ATTEMPT_WINDOW_MS = 15 * MINUTE;
/** The signed device cookie that keeps the owner's own browser out of a lock-out (decision 007). */
export const DEVICE_COOKIE_DAYS = 180;
/** A sent e-mail or push (recipient and content) is kept this long, then deleted. */
export const OUTBOX_KEEP_SENT_MS = 30 * DAY;
