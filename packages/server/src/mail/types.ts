import type { Script } from '@autoberza/contract/script';
import type { ReactElement } from 'react';

/* What a mail's page is given and what it is (render.ts fills it, layout.tsx and html.ts use it). */

/** The shared words of every mail (locales/<script>/mail.json, `layout`). */
export type LayoutCopy = Record<
  'brand' | 'tagline' | 'greeting' | 'signature' | 'team' | 'linkFallback' | 'footer',
  string
>;

/** A link with the words that lead to it. */
export interface MailLink {
  text: string;
  link: string;
}

/**
 * One mail as its reader sees it: every text filled, in the mail's script, nothing escaped
 * (React escapes what it renders). What a template's view lays out.
 */
export interface FilledMail {
  script: Script;
  subject: string;
  /** The preheader: what a mail client shows after the subject in its list. */
  preview: string;
  heading: string;
  /** Left out where the mail greets nobody (the operator's copy of a contact message). */
  greeting?: string;
  body: string[];
  /** Lines listed after the body, each a link. */
  items: MailLink[];
  action?: MailLink;
  hint?: string;
  unsubscribes: MailLink[];
  /** The shared words, the footer filled. */
  layout: LayoutCopy;
}

/** A template's page: React Email components on the shared layout (layout.tsx). */
export type MailView = (props: { mail: FilledMail }) => ReactElement;
