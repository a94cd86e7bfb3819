import { Hint, MailLayout, Paragraphs } from '../mail/layout.tsx';
import type { MailView } from '../mail/render.ts';

/* The pages of the mails of mails.ts: React Email blocks on the shared layout. */

/** The sender's words as written, and how to answer them. */
export const ContactOperator: MailView = ({ mail }) => (
  <MailLayout mail={mail}>
    <Paragraphs lines={mail.body} />
    <Hint text={mail.hint} />
  </MailLayout>
);

/** The sender's message and the answer to it. */
export const ContactAnswer: MailView = ({ mail }) => (
  <MailLayout mail={mail}>
    <Paragraphs lines={mail.body} />
  </MailLayout>
);
