import { loginPath, pathTo, paths } from '@autoberza/contract';
import { formatEuro } from '@autoberza/contract/format';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { localesFolder } from '../paths.ts';
import { formatDate } from '../lib/format.ts';

/** What each e-mail needs from its caller. Links other than token links are built here from APP_URL. */
export interface MailVars {
  /** `link`: APP_URL/verify-email/<token>, built by the caller that holds the token. */
  verify: { firstName: string; link: string };
  /** `link`: APP_URL/new-password/<token>. */
  recovery: { firstName: string; link: string };
  /** `returnTo`: the page the person registered from; the sign-in link leads back there. */
  approved: { firstName: string; returnTo?: string };
  /** `reason`: the admin's words, shown when not empty. */
  rejected: { firstName: string; reason?: string };
  blocked: { firstName: string; reason?: string };
  /** The operator's copy of a contact message; replies go to the sender. */
  contactOperator: { name: string; email: string; message: string; sentAt: Date | string };
  /** An admin's answer to a contact message; `firstName` is the name the sender gave. */
  contactAnswer: { firstName: string; message: string; answer: string; sentAt: Date | string };
  /** A subscriber's new listings since the last digest (jobs/new-listings.ts). */
  newListingsDigest: {
    firstName: string;
    items: { carId: string; title: string; year: number; price: number }[];
    /** The signed query of the link that stops this notice. */
    unsubscribe: string;
  };
  listingRemoved: { firstName: string; title: string; reason: string };
  /** An administrator hid the advert; `reason`: what the seller must fix. */
  listingHidden: { firstName: string; title: string; reason: string };
  /** The seller's fix was reviewed and the advert stays hidden; `reason`: what is still wrong. */
  listingStillHidden: { firstName: string; title: string; reason: string };
  listingRestored: { firstName: string; title: string };
  subscriptionRequested: {
    firstName: string;
    referenceNumber: string;
    /** Already formatted, e.g. "2.400,00 RSD". */
    amount: string;
    recipient: string;
    account: string;
    purpose: string;
  };
  subscriptionActivated: { firstName: string; endDate: Date | string };
  /** `unsubscribe`: the signed query of the one-click unsubscribe link (ids=...&token=...). */
  savedSearchAlert: {
    firstName: string;
    searchName: string;
    carId: string;
    title: string;
    year: number;
    price: number;
    unsubscribe: string;
  };
  /** One mail a day with every new match of the user's daily searches. */
  savedSearchDigest: {
    firstName: string;
    items: { searchName: string; carId: string; title: string; year: number; price: number }[];
    /** One signed link per search in the digest, and `all` for the List-Unsubscribe header. */
    unsubscribe: { searchName: string; query: string }[];
    unsubscribeAll: string;
  };
  /**
   * The owner's advert expires within three days (jobs/expiry.ts); `renew`: the signed query of
   * its one-click renewal link.
   */
  advertExpiring: {
    firstName: string;
    title: string;
    expiresAt: Date | string;
    days: number;
    renew: string;
  };
  /** The owner's advert expired today; `days`: how long a renewal lists it again. */
  advertExpired: { firstName: string; title: string; days: number; renew: string };
  /** What became of the adverts a user follows (jobs/favourites.ts), one line per car. */
  favouritesDigest: {
    firstName: string;
    items: { carId: string; title: string; change: string }[];
    /** The signed query of the link that stops e-mail notices. */
    unsubscribe: string;
  };
}

export type MailTemplate = keyof MailVars;

export const MAIL_TEMPLATES = [
  'verify',
  'recovery',
  'approved',
  'rejected',
  'blocked',
  'contactOperator',
  'contactAnswer',
  'newListingsDigest',
  'listingRemoved',
  'listingHidden',
  'listingStillHidden',
  'listingRestored',
  'subscriptionRequested',
  'subscriptionActivated',
  'savedSearchAlert',
  'savedSearchDigest',
  'favouritesDigest',
  'advertExpiring',
  'advertExpired',
] as const satisfies readonly MailTemplate[];

/** One e-mail to send: a template and its variables, typed together. */
export type MailMessage = {
  [K in MailTemplate]: { to: string; template: K; vars: MailVars[K]; replyTo?: string };
}[MailTemplate];

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

interface MailCopy {
  layout: Record<
    'brand' | 'tagline' | 'greeting' | 'signature' | 'team' | 'linkFallback' | 'footer',
    string
  >;
  templates: Record<MailTemplate, TemplateCopy>;
}

function loadCopy(): MailCopy {
  const file = path.join(localesFolder, 'mail.json');
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const { layout, ...templates } = json;
  for (const name of MAIL_TEMPLATES) {
    const copy = templates[name] as Partial<TemplateCopy> | undefined;
    if (!copy?.subject || !copy.heading || !Array.isArray(copy.body)) {
      throw new Error(`${file}: template "${name}" needs subject, heading and body`);
    }
  }
  return { layout: layout as MailCopy['layout'], templates: templates as MailCopy['templates'] };
}

const copy = loadCopy();

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] as string);
}

type Flat = Record<string, string>;

interface Prepared {
  vars: Flat;
  link?: string;
  /** Lines listed after the body, each a link (its text from the copy's `item`). */
  items?: { vars: Flat; link: string }[];
  /** Unsubscribe links (label from the copy's `unsubscribe`). */
  unsubscribe?: { vars: Flat; link: string }[];
  listUnsubscribe?: string;
}

const carVars = (v: { carId: string; title: string; year: number; price: number }): Flat => ({
  title: v.title,
  carId: v.carId,
  year: String(v.year),
  price: formatEuro(v.price),
});

/** The app page that confirms an unsubscribe, and the API URL that one-click clients POST to. */
const unsubscribePage = (ctx: MailContext, query: string) =>
  `${ctx.appUrl}${paths.unsubscribeSavedSearch}?${query}`;
const unsubscribeApi = (ctx: MailContext, query: string) =>
  `${ctx.appUrl}/api/saved-search/unsubscribe?${query}`;

/** The app page that asks for the one press that renews an advert (never a GET that renews). */
const renewPage = (ctx: MailContext, query: string) => `${ctx.appUrl}${paths.renewAdvert}?${query}`;

/** Variables as the copy shows them, plus the action link of the template. */
function prepare(message: MailMessage, ctx: MailContext): Prepared {
  const base = { supportEmail: ctx.supportEmail };
  switch (message.template) {
    case 'verify':
    case 'recovery': {
      const { link, ...vars } = message.vars;
      return { vars: { ...base, ...vars }, link };
    }
    case 'approved': {
      const { returnTo, ...vars } = message.vars;
      return { vars: { ...base, ...vars }, link: `${ctx.appUrl}${loginPath(returnTo)}` };
    }
    case 'rejected':
    case 'blocked': {
      const { reason, ...vars } = message.vars;
      return { vars: { ...base, ...vars, ...(reason?.trim() ? { reason: reason.trim() } : {}) } };
    }
    case 'contactOperator':
      return { vars: { ...base, ...message.vars, sentAt: formatDate(message.vars.sentAt) } };
    case 'contactAnswer':
      return { vars: { ...base, ...message.vars, sentAt: formatDate(message.vars.sentAt) } };
    case 'newListingsDigest': {
      const { firstName, items, unsubscribe } = message.vars;
      return {
        vars: { ...base, firstName, count: String(items.length) },
        link: `${ctx.appUrl}${paths.cars}`,
        items: items.map((item) => ({
          vars: carVars(item),
          link: `${ctx.appUrl}${pathTo(paths.car, { id: item.carId })}`,
        })),
        unsubscribe: [{ vars: {}, link: unsubscribePage(ctx, unsubscribe) }],
        listUnsubscribe: unsubscribeApi(ctx, unsubscribe),
      };
    }
    case 'listingRemoved':
    case 'listingHidden':
    case 'listingStillHidden':
    case 'listingRestored':
      return { vars: { ...base, ...message.vars }, link: `${ctx.appUrl}${paths.myCars}` };
    case 'subscriptionRequested':
      return { vars: { ...base, ...message.vars }, link: `${ctx.appUrl}${paths.profile}` };
    case 'subscriptionActivated':
      return {
        vars: { ...base, ...message.vars, endDate: formatDate(message.vars.endDate) },
        link: `${ctx.appUrl}${paths.cars}`,
      };
    case 'savedSearchAlert': {
      const { firstName, searchName, unsubscribe } = message.vars;
      return {
        vars: { ...base, firstName, searchName, ...carVars(message.vars) },
        link: `${ctx.appUrl}${pathTo(paths.car, { id: message.vars.carId })}`,
        unsubscribe: [{ vars: { searchName }, link: unsubscribePage(ctx, unsubscribe) }],
        listUnsubscribe: unsubscribeApi(ctx, unsubscribe),
      };
    }
    case 'savedSearchDigest': {
      const { firstName, items, unsubscribe, unsubscribeAll } = message.vars;
      return {
        vars: { ...base, firstName, count: String(items.length) },
        link: `${ctx.appUrl}${paths.savedSearches}`,
        items: items.map((item) => ({
          vars: { searchName: item.searchName, ...carVars(item) },
          link: `${ctx.appUrl}${pathTo(paths.car, { id: item.carId })}`,
        })),
        unsubscribe: unsubscribe.map((u) => ({
          vars: { searchName: u.searchName },
          link: unsubscribePage(ctx, u.query),
        })),
        listUnsubscribe: unsubscribeApi(ctx, unsubscribeAll),
      };
    }
    case 'favouritesDigest': {
      const { firstName, items, unsubscribe } = message.vars;
      return {
        vars: { ...base, firstName, count: String(items.length) },
        link: `${ctx.appUrl}${paths.favourites}`,
        items: items.map((item) => ({
          vars: { title: item.title, change: item.change },
          link: `${ctx.appUrl}${pathTo(paths.car, { id: item.carId })}`,
        })),
        unsubscribe: [{ vars: {}, link: unsubscribePage(ctx, unsubscribe) }],
        listUnsubscribe: unsubscribeApi(ctx, unsubscribe),
      };
    }
    case 'advertExpiring': {
      const { renew, expiresAt, days, ...vars } = message.vars;
      return {
        vars: { ...base, ...vars, expiresAt: formatDate(expiresAt), days: String(days) },
        link: renewPage(ctx, renew),
      };
    }
    case 'advertExpired': {
      const { renew, days, ...vars } = message.vars;
      return { vars: { ...base, ...vars, days: String(days) }, link: renewPage(ctx, renew) };
    }
  }
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

const paragraphHtml = (html: string) =>
  `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2937">${html.replace(/\r?\n/g, '<br>')}</p>`;

/** Subject, HTML and text of one e-mail, in Serbian, every variable HTML-escaped in the HTML. */
export function renderMail(message: MailMessage, ctx: MailContext): RenderedMail {
  const { layout } = copy;
  const texts = copy.templates[message.template];
  const prepared = prepare(message, ctx);
  const { vars, link } = prepared;
  const where = message.template;
  const plain = (s: string) => fill(s, vars, where);
  const safe = escapedVars(vars);
  const html = (s: string) => fill(escapeHtml(s), safe, where);

  // Every mail goes to a user by name, except the operator's copy of a contact message.
  const greets = message.template !== 'contactOperator';
  const subject = plain(texts.subject).replace(/[\r\n]+/g, ' ');
  const action = link && texts.action ? { label: texts.action, link } : undefined;
  const body = texts.reason && vars.reason ? [...texts.body, texts.reason] : texts.body;
  const lineOf = (template: string | undefined, extra: Flat, kind: string) => {
    if (!template) throw new Error(`mail ${where}: the copy has no "${kind}" line`);
    return fill(template, { ...vars, ...extra }, where);
  };
  const items = (prepared.items ?? []).map((i) => ({
    text: lineOf(texts.item, i.vars, 'item'),
    link: i.link,
  }));
  const unsubscribes = (prepared.unsubscribe ?? []).map((u) => ({
    text: lineOf(texts.unsubscribe, u.vars, 'unsubscribe'),
    link: u.link,
  }));

  const textParts = [
    texts.heading,
    '',
    ...(greets ? [plain(layout.greeting), ''] : []),
    ...body.flatMap((p) => [plain(p), '']),
    ...(items.length > 0 ? [...items.map((i) => `- ${i.text}: ${i.link}`), ''] : []),
    ...(action ? [`${action.label}: ${action.link}`, ''] : []),
    ...(texts.hint ? [plain(texts.hint), ''] : []),
    layout.signature,
    layout.team,
    '',
    ...unsubscribes.flatMap((u) => [`${u.text}: ${u.link}`]),
    ...(unsubscribes.length > 0 ? [''] : []),
    '-- ',
    plain(layout.footer),
  ];

  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.link)}" style="display:inline-block;padding:12px 24px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;font-size:16px">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#6b7280">${escapeHtml(layout.linkFallback)}<br><a href="${escapeHtml(action.link)}" style="color:#1d4ed8;word-break:break-all">${escapeHtml(action.link)}</a></p>`
    : '';

  const htmlBody = `<!doctype html>
<html lang="sr-Latn">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 32px;border-bottom:1px solid #e5e7eb">
<div style="font-size:22px;font-weight:bold;color:#1d4ed8">${escapeHtml(layout.brand)}</div>
<div style="font-size:13px;color:#6b7280">${escapeHtml(layout.tagline)}</div>
</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 24px;font-size:22px;line-height:28px;color:#111827">${html(texts.heading)}</h1>
${greets ? paragraphHtml(html(layout.greeting)) : ''}
${body.map((p) => paragraphHtml(html(p))).join('\n')}
${items.length > 0 ? `<ul style="margin:0 0 16px;padding-left:20px;font-size:16px;line-height:24px">${items.map((i) => `<li><a href="${escapeHtml(i.link)}" style="color:#1d4ed8">${escapeHtml(i.text)}</a></li>`).join('')}</ul>` : ''}
${button}
${texts.hint ? `<p style="margin:0 0 16px;font-size:14px;line-height:20px;color:#4b5563">${html(texts.hint)}</p>` : ''}
${paragraphHtml(`${escapeHtml(layout.signature)}<br>${escapeHtml(layout.team)}`)}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e5e7eb;font-size:12px;line-height:18px;color:#9ca3af">${unsubscribes.map((u) => `<a href="${escapeHtml(u.link)}" style="color:#6b7280">${escapeHtml(u.text)}</a><br>`).join('')}${html(layout.footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

  return {
    subject,
    html: htmlBody,
    text: textParts.join('\n'),
    links: [
      ...(action ? [action.link] : []),
      ...items.map((i) => i.link),
      ...unsubscribes.map((u) => u.link),
    ],
    ...(prepared.listUnsubscribe ? { listUnsubscribe: prepared.listUnsubscribe } : {}),
  };
}
