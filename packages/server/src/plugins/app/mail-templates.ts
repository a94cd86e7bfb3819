import { accountMails, type AccountMailVars } from '../../accounts/index.ts';
import {
  advertMails,
  noticeMails,
  type AdvertMailVars,
  type NoticeMailVars,
} from '../../cars/index.ts';
import { contactMails, type ContactMailVars } from '../../contact/index.ts';
import type { Script } from '@autoberza/contract/script';
import {
  fillMail,
  loadMailCopy,
  render,
  type MailContext,
  type RenderedMail,
  type Template,
  type Templates,
} from '../../mail/render.ts';
import { moderationMails, type ModerationMailVars } from '../../moderation/index.ts';
import { subscriptionMails, type SubscriptionMailVars } from '../../subscriptions/index.ts';

/*
 * Every e-mail the server sends, gathered from the domains that send them: each keeps its
 * templates beside its code (src/<domain>/mails.ts, their pages in mail-views.tsx); src/mail/
 * renders them.
 */

/** What each e-mail needs from its caller. Links other than token links are built from APP_URL. */
export interface MailVars
  extends
    AccountMailVars,
    ContactMailVars,
    NoticeMailVars,
    AdvertMailVars,
    ModerationMailVars,
    SubscriptionMailVars {}

export type MailTemplate = keyof MailVars;

const templates: Templates<MailVars> = {
  ...accountMails,
  ...contactMails,
  ...noticeMails,
  ...advertMails,
  ...moderationMails,
  ...subscriptionMails,
};

export const MAIL_TEMPLATES = Object.keys(templates) as MailTemplate[];

/**
 * One e-mail to send: a template and its variables, typed together; `script`, the reader's
 * script ('sr-Latn' when not given), is kept with the message in the outbox.
 */
export type MailMessage = {
  [K in MailTemplate]: {
    to: string;
    template: K;
    vars: MailVars[K];
    replyTo?: string;
    script?: Script;
  };
}[MailTemplate];

const copy = loadMailCopy(MAIL_TEMPLATES);

const templateOf = (message: MailMessage) => templates[message.template] as Template<unknown>;

/** The context of one message: the sender's, in the message's script when it names one. */
const contextOf = (message: MailMessage, ctx: MailContext): MailContext =>
  message.script ? { ...ctx, script: message.script } : ctx;

/** Subject, HTML and plain text of one e-mail, in Serbian in the message's (else ctx's) script. */
export function renderMail(message: MailMessage, ctx: MailContext): Promise<RenderedMail> {
  return render(message.template, templateOf(message), message.vars, copy, contextOf(message, ctx));
}

/** Throws when the mail cannot be rendered (a variable missing); fills its words, no HTML. */
export function checkMail(message: MailMessage, ctx: MailContext): void {
  fillMail(message.template, templateOf(message), message.vars, copy, contextOf(message, ctx));
}

/** Where replies to the mail go: the caller's `replyTo`, else its template's (if any). */
export function replyToOf(message: MailMessage): string | undefined {
  return message.replyTo ?? templateOf(message).replyTo?.(message.vars);
}
