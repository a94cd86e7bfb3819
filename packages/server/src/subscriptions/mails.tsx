import { paths } from '@autoberza/contract';
import { formatDate } from '../lib/format.ts';
import { Action, MailLayout, Paragraphs } from '../mail/layout.tsx';
import type { MailView, Templates } from '../mail/render.ts';

/** The subscription mails (routes/user/subscription.ts, admin.ts) and what each needs. */
export interface SubscriptionMailVars {
  subscriptionRequested: {
    firstName: string;
    referenceNumber: string;
    /** Already formatted, e.g. "2.400,00 RSD". */
    amount: string;
    recipient: string;
    account: string;
    purpose: string;
  };
  subscriptionActivated: { firstName: string; endDate: Date | string };
}

/** How to pay: the payment slip's fields, one a line, and the way to the profile. */
const SubscriptionRequested: MailView = ({ mail }) => (
  <MailLayout mail={mail}>
    <Paragraphs lines={mail.body} />
    <Action mail={mail} />
  </MailLayout>
);

/** The subscription's end date, and the way to the adverts. */
const SubscriptionActivated: MailView = ({ mail }) => (
  <MailLayout mail={mail}>
    <Paragraphs lines={mail.body} />
    <Action mail={mail} />
  </MailLayout>
);

export const subscriptionMails: Templates<SubscriptionMailVars> = {
  subscriptionRequested: {
    prepare: (vars, ctx) => ({ vars, link: `${ctx.appUrl}${paths.profile}` }),
    view: SubscriptionRequested,
  },
  subscriptionActivated: {
    prepare: (vars, ctx) => ({
      vars: { ...vars, endDate: formatDate(vars.endDate, ctx.script) },
      link: `${ctx.appUrl}${paths.cars}`,
    }),
    view: SubscriptionActivated,
  },
};
