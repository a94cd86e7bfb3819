import { Action, MailLayout, Paragraphs } from '../mail/layout.tsx';
import type { MailView } from '../mail/render.ts';

/* The pages of the mails of mails.ts: React Email blocks on the shared layout. */

/** What became of the advert (and why), and the way to the seller's adverts. */
export const AdvertReview: MailView = ({ mail }) => (
  <MailLayout mail={mail}>
    <Paragraphs lines={mail.body} />
    <Action mail={mail} />
  </MailLayout>
);
