import { paths } from '@autoberza/contract';
import { formatDate } from '../lib/format.ts';
import type { Templates } from '../mail/render.ts';

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

export const subscriptionMails: Templates<SubscriptionMailVars> = {
  subscriptionRequested: {
    prepare: (vars, ctx) => ({ vars, link: `${ctx.appUrl}${paths.profile}` }),
  },
  subscriptionActivated: {
    prepare: (vars, ctx) => ({
      vars: { ...vars, endDate: formatDate(vars.endDate) },
      link: `${ctx.appUrl}${paths.cars}`,
    }),
  },
};
