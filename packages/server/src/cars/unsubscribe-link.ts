import { DAY, SECOND } from '@autoberza/contract/time';
import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * One-click unsubscribe (RFC 8058) without a login: the link names what it stops (saved searches,
 * or one notice kind of one user) and its issue time, and carries an HMAC of both keyed by a
 * secret derived from JWT_SECRET, so nobody can forge a link for someone else, and nothing is
 * stored per link. A link works for UNSUBSCRIBE_LINK_DAYS days after it was mailed. The renewal
 * link of an advert's expiry mails is signed the same way (`signLink`, renewal-link.ts).
 */

export const UNSUBSCRIBE_LINK_DAYS = 60;

/** The notice kinds a user can stop from a mail besides saved searches. */
export const NOTICE_KINDS = ['newListings', 'favourites'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** What a link stops: the alerts of some saved searches, or one notice kind of one user. */
export type UnsubscribeScope = { ids: readonly string[] } | { notice: NoticeKind; user: string };

/** A key per kind of link, derived from JWT_SECRET: a link of one kind never works as another. */
function keyOf(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`autoberza:${purpose}`).digest();
}

/** The signature of a link of `purpose` naming `subject`, issued at `iat` (seconds since 1970). */
export function signLink(secret: string, purpose: string, subject: string, iat: number): string {
  return createHmac('sha256', keyOf(secret, purpose))
    .update(`${subject}|${iat}`)
    .digest('base64url');
}

/** Whether a link's signature holds, and then whether it is younger than `days` at `now`. */
export function checkLink(
  secret: string,
  link: { purpose: string; subject: string; iat: number; token: string },
  days: number,
  now: Date,
): UnsubscribeCheck {
  const expected = Buffer.from(signLink(secret, link.purpose, link.subject, link.iat));
  const given = Buffer.from(link.token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return now.getTime() - link.iat * SECOND > days * DAY ? 'expired' : 'ok';
}

function canonical(scope: UnsubscribeScope): string {
  return 'ids' in scope
    ? [...new Set(scope.ids)].sort().join(',')
    : `notice:${scope.notice}:${scope.user}`;
}

/** The signature of a scope (ids in any order) issued at `iat` (seconds since 1970). */
export function signUnsubscribe(secret: string, scope: UnsubscribeScope, iat: number): string {
  return signLink(secret, 'saved-search-unsubscribe', canonical(scope), iat);
}

export type UnsubscribeCheck = 'ok' | 'invalid' | 'expired';

/** Whether a link's signature holds, and then whether it is still young enough at `now`. */
export function verifyUnsubscribe(
  secret: string,
  scope: UnsubscribeScope,
  iat: number,
  token: string,
  now: Date,
): UnsubscribeCheck {
  if ('ids' in scope && scope.ids.length === 0) return 'invalid';
  const link = { purpose: 'saved-search-unsubscribe', subject: canonical(scope), iat, token };
  return checkLink(secret, link, UNSUBSCRIBE_LINK_DAYS, now);
}

/**
 * Query string of an unsubscribe link issued at `now`: `ids=a,b&iat=…&token=…`, or
 * `notice=…&user=…&iat=…&token=…`.
 */
export function unsubscribeQuery(secret: string, scope: UnsubscribeScope, now: Date): string {
  const iat = Math.floor(now.getTime() / SECOND);
  const fields: Record<string, string> =
    'ids' in scope
      ? { ids: [...new Set(scope.ids)].sort().join(',') }
      : { notice: scope.notice, user: scope.user };
  return new URLSearchParams({
    ...fields,
    iat: String(iat),
    token: signUnsubscribe(secret, scope, iat),
  }).toString();
}
