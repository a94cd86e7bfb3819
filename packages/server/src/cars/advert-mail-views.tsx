import { Action, Hint, MailLayout, Paragraphs } from '../mail/layout.tsx';
import type { MailView } from '../mail/render.ts';

/* The pages of the mails of advert-mails.ts: React Email blocks on the shared layout. */

/** Why an administrator removed the advert, and the way to the owner's adverts. */
export const ListingRemoved: MailView = ({ mail }) => (
  <MailLayout mail={mail}>
    <Paragraphs lines={mail.body} />
    <Action mail={mail} />
  </MailLayout>
);

/** The advert's end (coming or come), the renewal button and what renewing does. */
export const AdvertEnd: MailView = ({ mail }) => (
  <MailLayout mail={mail}>
    <Paragraphs lines={mail.body} />
    <Action mail={mail} />
    <Hint text={mail.hint} />
  </MailLayout>
);
