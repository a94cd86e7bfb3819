import { Action, Hint, LinkList, MailLayout, Paragraphs } from '../mail/layout.tsx';
import type { MailView } from '../mail/render.ts';

/* The pages of the mails of notice-mails.ts: React Email blocks on the shared layout. */

/** A digest: the cars, one link each, then the way to all of them; unsubscribing in the footer. */
export const Digest: MailView = ({ mail }) => (
  <MailLayout mail={mail}>
    <Paragraphs lines={mail.body} />
    <LinkList items={mail.items} />
    <Action mail={mail} />
    <Hint text={mail.hint} />
  </MailLayout>
);

/** One new match of a saved search: the car and its button; unsubscribing in the footer. */
export const SavedSearchAlert: MailView = ({ mail }) => (
  <MailLayout mail={mail}>
    <Paragraphs lines={mail.body} />
    <Action mail={mail} />
    <Hint text={mail.hint} />
  </MailLayout>
);
