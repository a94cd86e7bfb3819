import { paths } from '@autoberza/contract';
import { formatDate } from '../lib/format.ts';
import { Action, Hint, MailLayout, Paragraphs } from '../mail/layout.tsx';
import type { MailContext, MailView, Templates } from '../mail/render.ts';

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

/** Why an administrator removed the advert, and the way to the owner's adverts. */
const ListingRemoved: MailView = ({ mail }) => (
  <MailLayout mail={mail}>
    <Paragraphs lines={mail.body} />
    <Action mail={mail} />
  </MailLayout>
);

/** The advert's end (coming or come), the renewal button and what renewing does. */
const AdvertEnd: MailView = ({ mail }) => (
  <MailLayout mail={mail}>
    <Paragraphs lines={mail.body} />
    <Action mail={mail} />
    <Hint text={mail.hint} />
  </MailLayout>
);

export const advertMails: Templates<AdvertMailVars> = {
  listingRemoved: {
    prepare: (vars, ctx) => ({ vars, link: `${ctx.appUrl}${paths.myCars}` }),
    view: ListingRemoved,
  },
  advertExpiring: {
    prepare: ({ renew, expiresAt, days, ...vars }, ctx) => ({
      vars: { ...vars, expiresAt: formatDate(expiresAt, ctx.script), days: String(days) },
      link: renewPage(ctx, renew),
    }),
    view: AdvertEnd,
  },
  advertExpired: {
    prepare: ({ renew, days, ...vars }, ctx) => ({
      vars: { ...vars, days: String(days) },
      link: renewPage(ctx, renew),
    }),
    view: AdvertEnd,
  },
};
