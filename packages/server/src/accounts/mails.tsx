import { loginPath } from '@autoberza/contract';
import { Action, MailLayout, Paragraphs } from '../mail/layout.tsx';
import type { MailView, Templates } from '../mail/render.ts';

/** The account mails and what each needs from its caller (routes/user, routes/admin/users.ts). */
export interface AccountMailVars {
  /** `link`: APP_URL/verify-email/<token>, built by the caller that holds the token. */
  verify: { firstName: string; link: string };
  /** `link`: APP_URL/new-password/<token>. */
  recovery: { firstName: string; link: string };
  /** `returnTo`: the page the person registered from; the sign-in link leads back there. */
  approved: { firstName: string; returnTo?: string };
  /** `reason`: the admin's words, shown when not empty. */
  rejected: { firstName: string; reason?: string };
  blocked: { firstName: string; reason?: string };
}

/** An operator's reason, when there is one. */
function withReason({ reason, ...vars }: { firstName: string; reason?: string }) {
  return { vars: { ...vars, ...(reason?.trim() ? { reason: reason.trim() } : {}) } };
}

/** What the account's holder is asked to do, and the button that does it. */
const WithAction: MailView = ({ mail }) => (
  <MailLayout mail={mail}>
    <Paragraphs lines={mail.body} />
    <Action mail={mail} />
  </MailLayout>
);

/** An administrator's decision, with the reason when one was given (the copy's `reason`). */
const Decision: MailView = ({ mail }) => (
  <MailLayout mail={mail}>
    <Paragraphs lines={mail.body} />
  </MailLayout>
);

export const accountMails: Templates<AccountMailVars> = {
  verify: { prepare: ({ link, ...vars }) => ({ vars, link }), view: WithAction },
  recovery: { prepare: ({ link, ...vars }) => ({ vars, link }), view: WithAction },
  approved: {
    view: WithAction,
    prepare: ({ returnTo, ...vars }, ctx) => ({
      vars,
      link: `${ctx.appUrl}${loginPath(returnTo)}`,
    }),
  },
  rejected: { prepare: withReason, view: Decision },
  blocked: { prepare: withReason, view: Decision },
};
