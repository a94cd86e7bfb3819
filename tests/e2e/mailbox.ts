import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { MAILBOX_DIR } from './env';

/** Undoes quoted-printable (soft line breaks and =XX bytes) so links can be read. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes = joined.replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
  try {
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  } catch {
    return joined;
  }
}

/** The searchable text of a raw message: quoted-printable and base64 parts decoded. */
function readable(raw: string): string {
  // Headers are not quoted-printable (a List-Unsubscribe URL's "=d6" is no byte): keep them.
  const blank = raw.search(/\r?\n\r?\n/);
  const head = blank < 0 ? '' : raw.slice(0, blank);
  const body = blank < 0 ? raw : raw.slice(blank);
  const parts = body.split(/\r?\n\r?\n/);
  const decoded = parts
    .filter((part) => /^[A-Za-z0-9+/=\r\n]+$/.test(part.trim()) && part.trim().length > 40)
    .map((part) => Buffer.from(part.replace(/\s/g, ''), 'base64').toString('utf8'));
  return [head, decodeQuotedPrintable(body), ...decoded].join('\n');
}

/** Waits for a mail to `to` containing an app link under `pathPrefix` and returns its path. */
export async function waitForLink(
  to: string,
  pathPrefix: '/verify-email/' | '/new-password/',
  after = 0,
) {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const files = readdirSync(MAILBOX_DIR).sort();
        for (const file of files) {
          if (Number(file.split('-')[0]) < after) continue;
          const mail = JSON.parse(readFileSync(join(MAILBOX_DIR, file), 'utf8')) as {
            to: string;
            raw: string;
          };
          if (!mail.to.includes(to)) continue;
          const body = readable(mail.raw);
          const match = body.match(new RegExp(`https?://[^\\s"'<>]+${pathPrefix}[A-Za-z0-9_-]+`));
          if (match) link = new URL(match[0]).pathname;
        }
        return link;
      },
      { timeout: 30_000, message: `a mail to ${to} with a ${pathPrefix} link` },
    )
    .toBeTruthy();
  return link!;
}

/** Quoted-printable undone byte by byte (a mail with a literal "%" defeats decodeURIComponent). */
function decodeQuotedPrintableBytes(raw: string): string {
  const latin1 = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(latin1, 'latin1').toString('utf8');
}

/** Waits for a mail to `to` whose readable text contains `text`; returns its text and raw source. */
export async function waitForMail(to: string, text: string, after = 0) {
  let found: { body: string; raw: string } | undefined;
  await expect
    .poll(
      () => {
        for (const file of readdirSync(MAILBOX_DIR).sort()) {
          if (Number(file.split('-')[0]) < after) continue;
          const mail = JSON.parse(readFileSync(join(MAILBOX_DIR, file), 'utf8')) as {
            to: string;
            raw: string;
          };
          if (!mail.to.includes(to)) continue;
          const body = decodeQuotedPrintableBytes(mail.raw);
          if (body.includes(text)) found = { body, raw: mail.raw };
        }
        return found !== undefined;
      },
      { timeout: 30_000, message: `a mail to ${to} containing "${text}"` },
    )
    .toBe(true);
  return found!;
}

/** Every mail to `to` so far (decoded, searchable text), oldest first. */
export function mailsTo(to: string): string[] {
  return readdirSync(MAILBOX_DIR)
    .sort()
    .map(
      (file) =>
        JSON.parse(readFileSync(join(MAILBOX_DIR, file), 'utf8')) as { to: string; raw: string },
    )
    .filter((mail) => mail.to.includes(to.toLowerCase()))
    .map((mail) => readable(mail.raw));
}
