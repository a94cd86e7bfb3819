import { paths } from '@autoberza/contract';
import { viewsOf, type MailContext, type Templates } from '../mail/render.ts';

/** The seller's mails of a hidden advert (actions.ts) and what each needs from its caller. */
export interface ModerationMailVars {
  /** An administrator hid the advert; `reason`: what the seller must fix. */
  listingHidden: { firstName: string; title: string; reason: string };
  /** The seller's fix was reviewed and the advert stays hidden; `reason`: what is still wrong. */
  listingStillHidden: { firstName: string; title: string; reason: string };
  listingRestored: { firstName: string; title: string };
}

const toMyCars = (vars: Record<string, string>, ctx: MailContext) => ({
  vars,
  link: `${ctx.appUrl}${paths.myCars}`,
});

/** The mails' pages (mail-views.tsx), loaded with the renderer, not when the server starts. */
const view = viewsOf(() => import('./mail-views.tsx'));

export const moderationMails: Templates<ModerationMailVars> = {
  listingHidden: { prepare: toMyCars, view: view('AdvertReview') },
  listingStillHidden: { prepare: toMyCars, view: view('AdvertReview') },
  listingRestored: { prepare: toMyCars, view: view('AdvertReview') },
};
