import { paths } from '@autoberza/contract';
import { Action, MailLayout, Paragraphs } from '../mail/layout.tsx';
import type { MailContext, MailView, Templates } from '../mail/render.ts';

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

/** What became of the advert (and why), and the way to the seller's adverts. */
const AdvertReview: MailView = ({ mail }) => (
  <MailLayout mail={mail}>
    <Paragraphs lines={mail.body} />
    <Action mail={mail} />
  </MailLayout>
);

export const moderationMails: Templates<ModerationMailVars> = {
  listingHidden: { prepare: toMyCars, view: AdvertReview },
  listingStillHidden: { prepare: toMyCars, view: AdvertReview },
  listingRestored: { prepare: toMyCars, view: AdvertReview },
};
