import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Script } from '@autoberza/contract/script';
import { localesRoot } from '../paths.ts';
import type { FilledMail, LayoutCopy, MailView } from './types.ts';

export type { FilledMail, LayoutCopy, MailView } from './types.ts';

/*
 * Rendering one e-mail (docs/decisions/048-mail-templates.md): its template (each domain keeps
 * its own beside the code that sends it, e.g. src/accounts/mails.ts) turns the caller's
 * variables into the copy's variables and links; the copy (locales/<script>/mail.json) gives the
 * words; the template's view (React Email components on the shared layout, layout.tsx; each
 * domain's views in its mail-views.tsx) the page; html.ts makes the HTML and, from it, the
 * plain-text part. React and the views load on the first render, not when the server starts.
 */

export const SCRIPTS: readonly Script[] = ['sr-Latn', 'sr-Cyrl'];

export interface MailContext {
  /** APP_URL without a trailing slash. */
  appUrl: string;
  /** Where users write with questions (SUPPORT_EMAIL): never the no-reply sender address. */
  supportEmail: string;
  /** The script of the mail's words; 'sr-Latn' when not given. Names, titles and URLs stay as written. */
  script?: Script;
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

/** A page loaded the first time it is rendered: React stays out of the server's start. */
export type LazyView = () => Promise<MailView>;

/**
 * The pages of a domain's module of views, by name: `const view = viewsOf(() =>
 * import('./mail-views.tsx'))`, then `view: view('Digest')` in a template.
 */
export function viewsOf<M>(load: () => Promise<M>) {
  return (name: { [K in keyof M]: M[K] extends MailView ? K : never }[keyof M]): LazyView =>
    async () =>
      (await load())[name] as MailView;
}

/** One kind of e-mail, whose caller gives `V`. */
export interface Template<V> {
  /** Variables as the copy shows them (`supportEmail` is added to every mail), and the links. */
  prepare(vars: V, ctx: MailContext): Prepared;
  /** The mail's page (its module loaded on the first render: `viewsOf`). */
  view: LazyView;
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

/** The copy of every mail in both scripts; each of `names` must have its words in each. */
export function loadMailCopy(names: readonly string[]): Record<Script, MailCopy> {
  const load = (script: Script): MailCopy => {
    const file = path.join(localesRoot, script, 'mail.json');
    const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    const { layout, ...templates } = json;
    for (const name of names) {
      const copy = templates[name] as Partial<TemplateCopy> | undefined;
      if (!copy?.subject || !copy.heading || !Array.isArray(copy.body)) {
        throw new Error(`${file}: template "${name}" needs subject, heading and body`);
      }
    }
    return { layout: layout as LayoutCopy, templates: templates as MailCopy['templates'] };
  };
  return { 'sr-Latn': load('sr-Latn'), 'sr-Cyrl': load('sr-Cyrl') };
}

function fill(template: string, vars: Flat, where: string): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = vars[name];
    if (value === undefined) throw new Error(`mail ${where}: variable "${name}" is missing`);
    return value;
  });
}

/**
 * Every word of one e-mail, in the context's script; throws when a variable is missing. Cheap
 * (no React): what a sender checks before it queues a mail.
 */
export function fillMail<V>(
  name: string,
  template: Template<V>,
  given: V,
  copies: Record<Script, MailCopy>,
  ctx: MailContext,
): { mail: FilledMail; links: string[]; listUnsubscribe?: string } {
  const script = ctx.script ?? 'sr-Latn';
  const { layout, templates } = copies[script];
  const texts = templates[name]!;
  const prepared = template.prepare(given, { ...ctx, script });
  const vars: Flat = { supportEmail: ctx.supportEmail, ...prepared.vars };
  const plain = (s: string) => fill(s, vars, name);

  const lineOf = (line: string | undefined, extra: Flat, kind: string) => {
    if (!line) throw new Error(`mail ${name}: the copy has no "${kind}" line`);
    return fill(line, { ...vars, ...extra }, name);
  };
  const body = (texts.reason && vars.reason ? [...texts.body, texts.reason] : texts.body).map(
    plain,
  );
  const { link } = prepared;
  const action = link && texts.action ? { text: texts.action, link } : undefined;
  const items = (prepared.items ?? []).map((i) => ({
    text: lineOf(texts.item, i.vars, 'item'),
    link: i.link,
  }));
  const unsubscribes = (prepared.unsubscribe ?? []).map((u) => ({
    text: lineOf(texts.unsubscribe, u.vars, 'unsubscribe'),
    link: u.link,
  }));

  const mail: FilledMail = {
    script,
    subject: plain(texts.subject).replace(/[\r\n]+/g, ' '),
    preview: body[0]!.replace(/\s+/g, ' '),
    heading: plain(texts.heading),
    ...(template.greets === false ? {} : { greeting: layout.greeting }),
    body,
    items,
    ...(action ? { action } : {}),
    ...(texts.hint ? { hint: plain(texts.hint) } : {}),
    unsubscribes,
    layout: { ...layout, footer: plain(layout.footer) },
  };
  return {
    mail,
    links: [
      ...(action ? [action.link] : []),
      ...items.map((i) => i.link),
      ...unsubscribes.map((u) => u.link),
    ],
    ...(prepared.listUnsubscribe ? { listUnsubscribe: prepared.listUnsubscribe } : {}),
  };
}

/**
 * Subject, HTML and plain text of one e-mail, in the context's script. The HTML renderer (React
 * DOM's server renderer, html-to-text) is loaded the first time a mail is rendered, not when the
 * server starts; the outbox's worker renders, never a request.
 */
export async function render<V>(
  name: string,
  template: Template<V>,
  given: V,
  copies: Record<Script, MailCopy>,
  ctx: MailContext,
): Promise<RenderedMail> {
  const { mail, links, listUnsubscribe } = fillMail(name, template, given, copies, ctx);
  const [{ renderView }, view] = await Promise.all([import('./html.ts'), template.view()]);
  const { html, text } = await renderView(view, mail);
  return {
    subject: mail.subject,
    html,
    text,
    links,
    ...(listUnsubscribe ? { listUnsubscribe } : {}),
  };
}
