import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * One-click unsubscribe (RFC 8058) without a login: the link names the searches and carries an
 * HMAC of them keyed by a secret derived from JWT_SECRET, so nobody can forge a link for
 * searches of someone else, and nothing is stored per link.
 */

function keyOf(secret: string): Buffer {
  return createHmac('sha256', secret).update('autoberza:saved-search-unsubscribe').digest();
}

/** The signature of a set of search ids (order-independent). */
export function signUnsubscribe(secret: string, ids: readonly string[]): string {
  const canonical = [...new Set(ids)].sort().join(',');
  return createHmac('sha256', keyOf(secret)).update(canonical).digest('base64url');
}

export function verifyUnsubscribe(secret: string, ids: readonly string[], token: string): boolean {
  if (ids.length === 0) return false;
  const expected = Buffer.from(signUnsubscribe(secret, ids));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Query string of an unsubscribe link: `ids=a,b&token=...`. */
export function unsubscribeQuery(secret: string, ids: readonly string[]): string {
  const list = [...new Set(ids)].sort();
  return new URLSearchParams({
    ids: list.join(','),
    token: signUnsubscribe(secret, list),
  }).toString();
}
