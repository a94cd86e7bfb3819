import { readFileSync } from 'node:fs';
import path from 'node:path';
import { localesFolder } from '../paths.ts';
import { escapeHtml, mailHtml, mailText, type Both, type LayoutCopy } from './layout.ts';

/*
 * Rendering one e-mail: its template (each domain keeps its own beside the code that sends it,
 * e.g. src/accounts/mails.ts) turns the caller's variables into the copy's variables and links;
 * the copy (locales/sr-Latn/mail.json) gives the words; layout.ts the frame.
 */

export interface MailContext {
  /** APP_URL without a trailing slash. */
  appUrl: string;
  /** Where users write with questions (SUPPORT_EMAIL): never the no-reply sender address. */
  supportEmail: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /** Every link in the mail (logged when mail goes to .eml files, so a local user can follow it). */
  links: string[];
  /** RFC 8058 one-click unsubscribe URL (POST, no login): sent as the List-Unsubscribe header. */
  listUnsubscribe?: string;
}

/** Variables as the copy shows them: every value a string. */
export type Flat = Record<string, string>;

/** What a template makes of its variables: the copy's variables and the mail's links. */
export interface Prepared {
  vars: Flat;
  link?: string;
  /** Lines listed after the body, each a link (its text from the copy's `item`). */
  items?: { vars: Flat; link: string }[];
  /** Unsubscribe links (label from the copy's `unsubscribe`). */
  unsubscribe?: { vars: Flat; link: string }[];
  listUnsubscribe?: string;
}

/** One kind of e-mail, whose caller gives `V`. */
export interface Template<V> {
  /** Variables as the copy shows them (`supportEmail` is added to every mail), and the links. */
  prepare(vars: V, ctx: MailContext): Prepared;
  /** False where the mail greets nobody by name (the operator's copy of a contact message). */
  greets?: false;
  /** Where replies go when the caller names no `replyTo`. */
  replyTo?: (vars: V) => string | undefined;
}

/** A template for each mail of `M` (name → what its caller gives). */
export type Templates<M> = { [K in keyof M]: Template<M[K]> };

interface TemplateCopy {
  subject: string;
  heading: string;
  body: string[];
  action?: string;
  hint?: string;
  /** Line added after the body when the caller gives a non-empty `reason`. */
  reason?: string;
  /** One line of the listed items (a digest's cars). */
  item?: string;
  /** Label of an unsubscribe link (`{{searchName}}` may be used). */
  unsubscribe?: string;
}

export interface MailCopy {
  layout: LayoutCopy;
  templates: Record<string, TemplateCopy>;
}

/** The copy of every mail (locales/sr-Latn/mail.json); each of `names` must have its words. */
export function loadMailCopy(names: readonly string[]): MailCopy {
  const file = path.join(localesFolder, 'mail.json');
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const { layout, ...templates } = json;
  for (const name of names) {
    const copy = templates[name] as Partial<TemplateCopy> | undefined;
    if (!copy?.subject || !copy.heading || !Array.isArray(copy.body)) {
      throw new Error(`${file}: template "${name}" needs subject, heading and body`);
    }
  }
  return { layout: layout as LayoutCopy, templates: templates as MailCopy['templates'] };
}

function fill(template: string, vars: Flat, where: string): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = vars[name];
    if (value === undefined) throw new Error(`mail ${where}: variable "${name}" is missing`);
    return value;
  });
}

function escapedVars(vars: Flat): Flat {
  return Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, escapeHtml(String(v))]));
}

/** Subject, HTML and text of one e-mail, in Serbian, every variable HTML-escaped in the HTML. */
export function render<V>(
  name: string,
  template: Template<V>,
  given: V,
  copy: MailCopy,
  ctx: MailContext,
): RenderedMail {
  const { layout } = copy;
  const texts = copy.templates[name]!;
  const prepared = template.prepare(given, ctx);
  const vars: Flat = { supportEmail: ctx.supportEmail, ...prepared.vars };
  const { link } = prepared;
  const plain = (s: string) => fill(s, vars, name);
  const safe = escapedVars(vars);
  const html = (s: string) => fill(escapeHtml(s), safe, name);
  const both = (s: string): Both => ({ text: plain(s), html: html(s) });

  const subject = plain(texts.subject).replace(/[\r\n]+/g, ' ');
  const action = link && texts.action ? { label: texts.action, link } : undefined;
  const body = texts.reason && vars.reason ? [...texts.body, texts.reason] : texts.body;
  const lineOf = (line: string | undefined, extra: Flat, kind: string) => {
    if (!line) throw new Error(`mail ${name}: the copy has no "${kind}" line`);
    return fill(line, { ...vars, ...extra }, name);
  };
  const items = (prepared.items ?? []).map((i) => ({
    text: lineOf(texts.item, i.vars, 'item'),
    link: i.link,
  }));
  const unsubscribes = (prepared.unsubscribe ?? []).map((u) => ({
    text: lineOf(texts.unsubscribe, u.vars, 'unsubscribe'),
    link: u.link,
  }));

  const parts = {
    subject,
    heading: { text: texts.heading, html: html(texts.heading) },
    ...(template.greets === false ? {} : { greeting: both(layout.greeting) }),
    body: body.map(both),
    items,
    ...(action ? { action } : {}),
    ...(texts.hint ? { hint: both(texts.hint) } : {}),
    unsubscribes,
    footer: both(layout.footer),
  };

  return {
    subject,
    html: mailHtml(layout, parts),
    text: mailText(layout, parts),
    links: [
      ...(action ? [action.link] : []),
      ...items.map((i) => i.link),
      ...unsubscribes.map((u) => u.link),
    ],
    ...(prepared.listUnsubscribe ? { listUnsubscribe: prepared.listUnsubscribe } : {}),
  };
}
