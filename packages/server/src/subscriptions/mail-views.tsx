import { Action, MailLayout, Paragraphs } from '../mail/layout.tsx';
import type { MailView } from '../mail/render.ts';

/* The pages of the mails of mails.ts: React Email blocks on the shared layout. */

/** How to pay: the payment slip's fields, one a line, and the way to the profile. */
export const SubscriptionRequested: MailView = ({ mail }) => (
  <MailLayout mail={mail}>
    <Paragraphs lines={mail.body} />
    <Action mail={mail} />
  </MailLayout>
);

/** The subscription's end date, and the way to the adverts. */
export const SubscriptionActivated: MailView = ({ mail }) => (
  <MailLayout mail={mail}>
    <Paragraphs lines={mail.body} />
    <Action mail={mail} />
  </MailLayout>
);
