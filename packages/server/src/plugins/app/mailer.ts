import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { senderAddress } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import type { OutboxRow } from '../../db/schema/outbox.ts';
import type { MailContext } from '../../mail/render.ts';
import { checkMail, renderMail, replyToOf, type MailMessage } from './mail-templates.ts';
import { PermanentError } from './outbox.ts';

export type { MailMessage } from './mail-templates.ts';

/**
 * One e-mail to queue; `dedupeKey` makes a second enqueue with the same key a no-op. `script`:
 * the reader's script (their `userScript`, else the request's: decision 049), Latin when not given.
 */
export type MailRequest = MailMessage & { dedupeKey?: string };

export interface Mailer {
  /** 'smtp' with SMTP_URL, else 'eml': messages are written to DATA_DIR/outbox as .eml files. */
  readonly transport: 'smtp' | 'eml' | 'custom';
  /**
   * Queues a mail in the outbox, inside `tx` when given, so it is sent if and only if the
   * caller's change commits. Throws at once if the template's words cannot be filled.
   */
  enqueue(message: MailRequest, tx?: Executor): Promise<void>;
  /** Queues many mails as `enqueue` queues one, in a few statements. */
  enqueueAll(messages: MailRequest[], tx?: Executor): Promise<void>;
}

export interface MailerOptions {
  /** A nodemailer transport to use instead of SMTP_URL or .eml files (tests). */
  transport?: Transporter;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * Message-ID derived from the outbox row: a resend of the same row (after a crash between
 * "sent" and "marked sent") carries the same id, so servers and clients can recognise it.
 */
export function messageIdFor(outboxId: string, from: string): string {
  const domain = senderAddress(from).split('@')[1] || 'autoberza.local';
  return `<outbox.${outboxId}@${domain}>`;
}

/** SMTP answers in the 5xx range (unknown mailbox, refused sender...) will not change on retry. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function timestamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

export default fp<MailerOptions>(
  async (app, opts) => {
    const { config } = app;
    // Every mail's context; a message's own `script` (MailMessage) takes the place of the default.
    const context: MailContext = {
      appUrl: config.APP_URL,
      supportEmail: config.SUPPORT_EMAIL,
      script: 'sr-Latn',
    };
    const emlDir = path.join(config.DATA_DIR, 'outbox');
    const mode: Mailer['transport'] = opts.transport ? 'custom' : config.SMTP_URL ? 'smtp' : 'eml';
    const transporter: Transporter =
      opts.transport ??
      (config.SMTP_URL
        ? nodemailer.createTransport({
            url: config.SMTP_URL,
            // A few reused connections: a new-listing notice can fan out to many subscribers.
            pool: true,
            maxConnections: 3,
            // Well inside the outbox lease (5 min), so a hung server cannot lead another
            // worker to take over a row that is still being sent.
            connectionTimeout: 30_000,
            greetingTimeout: 30_000,
            socketTimeout: 60_000,
          })
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }));
    // Without SMTP, a local user verifies or resets through the link in the log; in production the
    // links (live credentials) and addresses stay out of the log, only the .eml files have them.
    const logLinks = config.NODE_ENV !== 'production';
    if (mode === 'eml') {
      app.log.info(
        logLinks
          ? `mail: no SMTP_URL, messages are written to ${emlDir} as .eml files; their links are logged (not in production)`
          : `mail: no SMTP_URL, messages are written to ${emlDir} as .eml files (links are not logged in production)`,
      );
    }

    async function writeEml(row: OutboxRow, raw: Buffer, message: MailMessage, links: string[]) {
      await mkdir(emlDir, { recursive: true });
      const name = `${timestamp(app.clock.now())}-${message.template}-${row.id}.eml`;
      const temp = path.join(emlDir, `.${name}.${randomBytes(4).toString('hex')}.tmp`);
      await writeFile(temp, raw);
      await rename(temp, path.join(emlDir, name));
      // Local use only (no SMTP): the link is how a local user verifies or resets a password.
      app.log.info(
        logLinks
          ? { to: message.to, template: message.template, file: path.join(emlDir, name), links }
          : { template: message.template, file: path.join(emlDir, name) },
        'mail written as .eml',
      );
    }

    app.outbox.handle('mail', {
      async send(row) {
        const message = row.payload as unknown as MailMessage;
        let rendered;
        try {
          rendered = await renderMail(message, context);
        } catch (error) {
          throw new PermanentError(`template ${message.template}: ${(error as Error).message}`);
        }
        const replyTo = replyToOf(message);
        const mail: SendMailOptions = {
          from: config.MAIL_FROM,
          to: message.to,
          ...(replyTo ? { replyTo } : {}),
          subject: rendered.subject,
          text: rendered.text,
          html: rendered.html,
          messageId: messageIdFor(row.id, config.MAIL_FROM),
          date: row.createdAt,
          headers: {
            'X-AutoBerza-Template': message.template,
            // RFC 8058: mail clients offer "unsubscribe" and POST to the link, without a login.
            ...(rendered.listUnsubscribe
              ? {
                  'List-Unsubscribe': `<${rendered.listUnsubscribe}>`,
                  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
                }
              : {}),
          },
        };
        try {
          const info = (await transporter.sendMail(mail)) as { message?: unknown };
          if (mode === 'eml' && Buffer.isBuffer(info.message)) {
            await writeEml(row, info.message, message, rendered.links);
          }
        } catch (error) {
          if (isPermanent(error)) throw new PermanentError((error as Error).message);
          throw error;
        }
      },
      // Links carry one-time tokens: once the mail is out, keep only who got which template.
      redact: ({ to, template }) => ({ to, template }),
    });

    app.decorate('mailer', {
      transport: mode,
      async enqueue({ dedupeKey, ...message }, tx) {
        // Only the words (a missing variable throws here, in the caller's request): the HTML is
        // rendered by the outbox's worker, off the request path.
        checkMail(message as MailMessage, context);
        await app.outbox.enqueue('mail', message as unknown as Record<string, unknown>, {
          tx,
          dedupeKey,
        });
      },
      async enqueueAll(messages, tx) {
        const rows = messages.map(({ dedupeKey, ...message }) => {
          checkMail(message as MailMessage, context);
          return { payload: message as unknown as Record<string, unknown>, dedupeKey };
        });
        await app.outbox.enqueueAll('mail', rows, tx);
      },
    } satisfies Mailer);

    app.addHook('onClose', async () => {
      transporter.close();
    });
  },
  { name: 'mailer', dependencies: ['config', 'clock', 'outbox'] },
);
