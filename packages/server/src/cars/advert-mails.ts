import { paths } from '@autoberza/contract';
import { formatDate } from '../lib/format.ts';
import { viewsOf, type MailContext, type Templates } from '../mail/render.ts';

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

/** The mails' pages (advert-mail-views.tsx), loaded with the renderer, not when the server starts. */
const view = viewsOf(() => import('./advert-mail-views.tsx'));

export const advertMails: Templates<AdvertMailVars> = {
  listingRemoved: {
    prepare: (vars, ctx) => ({ vars, link: `${ctx.appUrl}${paths.myCars}` }),
    view: view('ListingRemoved'),
  },
  advertExpiring: {
    prepare: ({ renew, expiresAt, days, ...vars }, ctx) => ({
      vars: { ...vars, expiresAt: formatDate(expiresAt, ctx.script), days: String(days) },
      link: renewPage(ctx, renew),
    }),
    view: view('AdvertEnd'),
  },
  advertExpired: {
    prepare: ({ renew, days, ...vars }, ctx) => ({
      vars: { ...vars, days: String(days) },
      link: renewPage(ctx, renew),
    }),
    view: view('AdvertEnd'),
  },
};
