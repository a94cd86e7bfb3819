import { checkLink, signLink, type UnsubscribeCheck } from './unsubscribe-link.ts';

/*
 * The one-click renewal link of an advert's expiry mails (docs/product.md, “Expiry and renewal”):
 * it names the advert and its issue time and carries their HMAC under a key of its own (the
 * unsubscribe links' machinery), so it renews that advert only, without a login, and nothing is
 * stored per link. Opening it shows a page with one button; only the button renews.
 */

/** How long a mailed renewal link works. */
export const RENEWAL_LINK_DAYS = 30;
const PURPOSE = 'advert-renewal';

/** Query string of a renewal link issued at `now`: `car=…&iat=…&token=…`. */
export function renewalQuery(secret: string, carId: string, now: Date): string {
  const iat = Math.floor(now.getTime() / 1000);
  return new URLSearchParams({
    car: carId,
    iat: String(iat),
    token: signLink(secret, PURPOSE, carId, iat),
  }).toString();
}

/** Whether a renewal link holds, and then whether it is still young enough at `now`. */
export function verifyRenewal(
  secret: string,
  link: { car: string; iat: number; token: string },
  now: Date,
): UnsubscribeCheck {
  return checkLink(
    secret,
    { purpose: PURPOSE, subject: link.car, iat: link.iat, token: link.token },
    RENEWAL_LINK_DAYS,
    now,
  );
}
