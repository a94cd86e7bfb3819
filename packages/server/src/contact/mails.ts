import { formatDate } from '../lib/format.ts';
import { viewsOf, type Templates } from '../mail/render.ts';

/** The contact mails (routes/contact, admin.ts) and what each needs from its caller. */
export interface ContactMailVars {
  /** The operator's copy of a contact message; replies go to the sender. */
  contactOperator: { name: string; email: string; message: string; sentAt: Date | string };
  /** An admin's answer to a contact message; `firstName` is the name the sender gave. */
  contactAnswer: { firstName: string; message: string; answer: string; sentAt: Date | string };
}

/** The mails' pages (mail-views.tsx), loaded with the renderer, not when the server starts. */
const view = viewsOf(() => import('./mail-views.tsx'));

export const contactMails: Templates<ContactMailVars> = {
  contactOperator: {
    prepare: (vars, ctx) => ({ vars: { ...vars, sentAt: formatDate(vars.sentAt, ctx.script) } }),
    view: view('ContactOperator'),
    // It goes to the operator, not to a user by name.
    greets: false,
    replyTo: (vars) => vars.email,
  },
  contactAnswer: {
    prepare: (vars, ctx) => ({ vars: { ...vars, sentAt: formatDate(vars.sentAt, ctx.script) } }),
    view: view('ContactAnswer'),
  },
};
