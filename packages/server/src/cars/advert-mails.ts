import { paths } from '@autoberza/contract';
import { formatDate } from '../lib/format.ts';
import type { MailContext, Templates } from '../mail/render.ts';

/**
 * The mails about the owner's own advert: removed by an administrator (routes/admin/cars.ts),
 * expiring and expired (jobs/expiry.ts, with the renewal link of renewal-link.ts).
 */
export interface AdvertMailVars {
  listingRemoved: { firstName: string; title: string; reason: string };
  /**
   * The owner's advert expires within three days (jobs/expiry.ts); `renew`: the signed query of
   * its one-click renewal link.
   */
  advertExpiring: {
    firstName: string;
    title: string;
    expiresAt: Date | string;
    days: number;
    renew: string;
  };
  /** The owner's advert expired today; `days`: how long a renewal lists it again. */
  advertExpired: { firstName: string; title: string; days: number; renew: string };
}

/** The app page that asks for the one press that renews an advert (never a GET that renews). */
const renewPage = (ctx: MailContext, query: string) => `${ctx.appUrl}${paths.renewAdvert}?${query}`;

export const advertMails: Templates<AdvertMailVars> = {
  listingRemoved: { prepare: (vars, ctx) => ({ vars, link: `${ctx.appUrl}${paths.myCars}` }) },
  advertExpiring: {
    prepare: ({ renew, expiresAt, days, ...vars }, ctx) => ({
      vars: { ...vars, expiresAt: formatDate(expiresAt), days: String(days) },
      link: renewPage(ctx, renew),
    }),
  },
  advertExpired: {
    prepare: ({ renew, days, ...vars }, ctx) => ({
      vars: { ...vars, days: String(days) },
      link: renewPage(ctx, renew),
    }),
  },
};
