import { formatDate } from '../lib/format.ts';
import { Hint, MailLayout, Paragraphs } from '../mail/layout.tsx';
import type { MailView, Templates } from '../mail/render.ts';

/** The contact mails (routes/contact, admin.ts) and what each needs from its caller. */
export interface ContactMailVars {
  /** The operator's copy of a contact message; replies go to the sender. */
  contactOperator: { name: string; email: string; message: string; sentAt: Date | string };
  /** An admin's answer to a contact message; `firstName` is the name the sender gave. */
  contactAnswer: { firstName: string; message: string; answer: string; sentAt: Date | string };
}

/** The sender's words as written, and how to answer them. */
const ContactOperator: MailView = ({ mail }) => (
  <MailLayout mail={mail}>
    <Paragraphs lines={mail.body} />
    <Hint text={mail.hint} />
  </MailLayout>
);

/** The sender's message and the answer to it. */
const ContactAnswer: MailView = ({ mail }) => (
  <MailLayout mail={mail}>
    <Paragraphs lines={mail.body} />
  </MailLayout>
);

export const contactMails: Templates<ContactMailVars> = {
  contactOperator: {
    prepare: (vars, ctx) => ({ vars: { ...vars, sentAt: formatDate(vars.sentAt, ctx.script) } }),
    view: ContactOperator,
    // It goes to the operator, not to a user by name.
    greets: false,
    replyTo: (vars) => vars.email,
  },
  contactAnswer: {
    prepare: (vars, ctx) => ({ vars: { ...vars, sentAt: formatDate(vars.sentAt, ctx.script) } }),
    view: ContactAnswer,
  },
};
