import { Action, MailLayout, Paragraphs } from '../mail/layout.tsx';
import type { MailView } from '../mail/render.ts';

/* The pages of the mails of mails.ts: React Email blocks on the shared layout. */

/** What the account's holder is asked to do, and the button that does it. */
export const WithAction: MailView = ({ mail }) => (
  <MailLayout mail={mail}>
    <Paragraphs lines={mail.body} />
    <Action mail={mail} />
  </MailLayout>
);

/** An administrator's decision, with the reason when one was given (the copy's `reason`). */
export const Decision: MailView = ({ mail }) => (
  <MailLayout mail={mail}>
    <Paragraphs lines={mail.body} />
  </MailLayout>
);
