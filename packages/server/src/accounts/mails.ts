import { loginPath } from '@autoberza/contract';
import { viewsOf, type Templates } from '../mail/render.ts';

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

/** The mails' pages (mail-views.tsx), loaded with the renderer, not when the server starts. */
const view = viewsOf(() => import('./mail-views.tsx'));

export const accountMails: Templates<AccountMailVars> = {
  verify: { prepare: ({ link, ...vars }) => ({ vars, link }), view: view('WithAction') },
  recovery: { prepare: ({ link, ...vars }) => ({ vars, link }), view: view('WithAction') },
  approved: {
    view: view('WithAction'),
    prepare: ({ returnTo, ...vars }, ctx) => ({
      vars,
      link: `${ctx.appUrl}${loginPath(returnTo)}`,
    }),
  },
  rejected: { prepare: withReason, view: view('Decision') },
  blocked: { prepare: withReason, view: view('Decision') },
};
