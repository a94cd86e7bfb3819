import { paths } from '@autoberza/contract';
import { formatDate } from '../lib/format.ts';
import { viewsOf, type Templates } from '../mail/render.ts';

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

/** The mails' pages (mail-views.tsx), loaded with the renderer, not when the server starts. */
const view = viewsOf(() => import('./mail-views.tsx'));

export const subscriptionMails: Templates<SubscriptionMailVars> = {
  subscriptionRequested: {
    prepare: (vars, ctx) => ({ vars, link: `${ctx.appUrl}${paths.profile}` }),
    view: view('SubscriptionRequested'),
  },
  subscriptionActivated: {
    prepare: (vars, ctx) => ({
      vars: { ...vars, endDate: formatDate(vars.endDate, ctx.script) },
      link: `${ctx.appUrl}${paths.cars}`,
    }),
    view: view('SubscriptionActivated'),
  },
};
