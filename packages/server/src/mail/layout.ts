/*
 * The frame every e-mail shares, as text and as HTML: the brand, the greeting, the action button,
 * the signature, the unsubscribe links and the footer. What goes in is already filled; the HTML
 * parts already escaped (render.ts).
 */

/** The shared words of every mail (locales/sr-Latn/mail.json, `layout`). */
export type LayoutCopy = Record<
  'brand' | 'tagline' | 'greeting' | 'signature' | 'team' | 'linkFallback' | 'footer',
  string
>;

/** A text as the plain-text part shows it and as the HTML part does. */
export interface Both {
  text: string;
  html: string;
}

/** One mail's parts in the frame's order. */
export interface MailParts {
  subject: string;
  heading: Both;
  /** Left out where the mail greets nobody (the operator's copy of a contact message). */
  greeting?: Both;
  body: Both[];
  /** Lines listed after the body, each a link. */
  items: { text: string; link: string }[];
  action?: { label: string; link: string };
  hint?: Both;
  unsubscribes: { text: string; link: string }[];
  footer: Both;
}

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

const paragraphHtml = (html: string) =>
  `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2937">${html.replace(/\r?\n/g, '<br>')}</p>`;

/** The plain-text part. */
export function mailText(layout: LayoutCopy, parts: MailParts): string {
  const { greeting, body, items, action, hint, unsubscribes } = parts;
  return [
    parts.heading.text,
    '',
    ...(greeting ? [greeting.text, ''] : []),
    ...body.flatMap((p) => [p.text, '']),
    ...(items.length > 0 ? [...items.map((i) => `- ${i.text}: ${i.link}`), ''] : []),
    ...(action ? [`${action.label}: ${action.link}`, ''] : []),
    ...(hint ? [hint.text, ''] : []),
    layout.signature,
    layout.team,
    '',
    ...unsubscribes.flatMap((u) => [`${u.text}: ${u.link}`]),
    ...(unsubscribes.length > 0 ? [''] : []),
    '-- ',
    parts.footer.text,
  ].join('\n');
}

/** The HTML part: one page, its styles inline (mail clients drop style sheets). */
export function mailHtml(layout: LayoutCopy, parts: MailParts): string {
  const { greeting, body, items, action, hint, unsubscribes } = parts;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.link)}" style="display:inline-block;padding:12px 24px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;font-size:16px">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#6b7280">${escapeHtml(layout.linkFallback)}<br><a href="${escapeHtml(action.link)}" style="color:#1d4ed8;word-break:break-all">${escapeHtml(action.link)}</a></p>`
    : '';

  return `<!doctype html>
<html lang="sr-Latn">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(parts.subject)}</title>
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
<h1 style="margin:0 0 24px;font-size:22px;line-height:28px;color:#111827">${parts.heading.html}</h1>
${greeting ? paragraphHtml(greeting.html) : ''}
${body.map((p) => paragraphHtml(p.html)).join('\n')}
${items.length > 0 ? `<ul style="margin:0 0 16px;padding-left:20px;font-size:16px;line-height:24px">${items.map((i) => `<li><a href="${escapeHtml(i.link)}" style="color:#1d4ed8">${escapeHtml(i.text)}</a></li>`).join('')}</ul>` : ''}
${button}
${hint ? `<p style="margin:0 0 16px;font-size:14px;line-height:20px;color:#4b5563">${hint.html}</p>` : ''}
${paragraphHtml(`${escapeHtml(layout.signature)}<br>${escapeHtml(layout.team)}`)}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e5e7eb;font-size:12px;line-height:18px;color:#9ca3af">${unsubscribes.map((u) => `<a href="${escapeHtml(u.link)}" style="color:#6b7280">${escapeHtml(u.text)}</a><br>`).join('')}${parts.footer.html}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
