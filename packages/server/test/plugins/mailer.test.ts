import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ROWS_PER_INSERT } from '../../src/db/client.ts';
import { outbox } from '../../src/db/schema/outbox.ts';
import type { MailRequest } from '../../src/plugins/app/mailer.ts';
import {
  buildNotifyApp,
  sharedDatabase,
  startSmtpServer,
  type NotifyApp,
} from './notify-harness.ts';

const recoveryLink = 'https://autoberza.test/new-password/tajni-token-123';
const recovery = (to = 'milica@example.com'): MailRequest => ({
  to,
  template: 'recovery',
  vars: { firstName: 'Milica', link: recoveryLink },
});

let shared: Awaited<ReturnType<typeof sharedDatabase>>;
beforeAll(async () => {
  shared = await sharedDatabase();
});
afterAll(() => shared.drop());

let cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
  await shared.reset();
});

async function withSmtp(reply?: (n: number) => number | undefined, outboxOptions = {}) {
  const smtp = await startSmtpServer(reply);
  cleanups.push(smtp.close);
  const t = await buildNotifyApp({
    env: { SMTP_URL: smtp.url },
    outbox: outboxOptions,
    database: shared.database,
  });
  cleanups.push(t.close);
  return { smtp, ...t };
}

async function rows(t: NotifyApp) {
  return t.app.db.select().from(outbox);
}

describe('mail through the outbox', () => {
  it('delivers a queued mail to a real SMTP server with a Message-ID tied to the outbox row', async () => {
    const { smtp, app, ...t } = await withSmtp();
    expect(app.mailer.transport).toBe('smtp');
    await app.db.transaction(async (tx) => app.mailer.enqueue(recovery(), tx));
    expect(smtp.received).toHaveLength(0); // nothing leaves during the request

    expect(await app.outbox.drain()).toEqual({ sent: 1, retried: 0, dead: 0 });

    const [row] = await rows({ app, ...t });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['milica@example.com']);
    expect(mail.from).toBe('no-reply@autoberza.test');
    expect(mail.messageId).toBe(`<outbox.${row!.id}@autoberza.test>`);
    expect(mail.subject).toBe('Postavljanje nove lozinke');
    expect(mail.decoded).toContain(recoveryLink);
    expect(mail.decoded).toContain('Dobar dan,');
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lockedUntil: null });
    // The token does not stay in the database once the mail is out.
    expect(row!.payload).toEqual({ to: 'milica@example.com', template: 'recovery' });

    expect(await app.outbox.drain()).toEqual({ sent: 0, retried: 0, dead: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('queues nothing when the caller’s transaction rolls back', async () => {
    const { smtp, app } = await withSmtp();
    await expect(
      app.db.transaction(async (tx) => {
        await app.mailer.enqueue(recovery(), tx);
        throw new Error('request failed after the enqueue');
      }),
    ).rejects.toThrow('request failed');
    expect(await app.outbox.drain()).toEqual({ sent: 0, retried: 0, dead: 0 });
    expect(smtp.received).toHaveLength(0);
  });

  it('retries after a transport failure with backoff and sends once', async () => {
    const { smtp, app, clock, ...t } = await withSmtp((n) => (n === 1 ? 451 : undefined));
    await app.mailer.enqueue(recovery());

    expect(await app.outbox.drain()).toEqual({ sent: 0, retried: 1, dead: 0 });
    let [row] = await rows({ app, clock, ...t });
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row!.lastError).toMatch(/451/);
    expect(row!.nextAttemptAt.getTime() - clock.now().getTime()).toBe(30_000);

    // Not due yet: nothing happens.
    expect(await app.outbox.drain()).toEqual({ sent: 0, retried: 0, dead: 0 });
    clock.advance(30_000);
    expect(await app.outbox.drain()).toEqual({ sent: 1, retried: 0, dead: 0 });
    [row] = await rows({ app, clock, ...t });
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(smtp.attempts()).toBe(2);
    expect(smtp.received.map((m) => m.messageId)).toEqual([`<outbox.${row!.id}@autoberza.test>`]);
  });

  it('doubles the wait after each failure and gives up after the last attempt', async () => {
    const { smtp, app, clock, ...t } = await withSmtp(() => 421, { maxAttempts: 3 });
    await app.mailer.enqueue(recovery());
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      const result = await app.outbox.drain();
      const [row] = await rows({ app, clock, ...t });
      if (attempt < 3) {
        expect(result).toEqual({ sent: 0, retried: 1, dead: 0 });
        waits.push(row!.nextAttemptAt.getTime() - clock.now().getTime());
        clock.set(row!.nextAttemptAt);
      } else {
        expect(result).toEqual({ sent: 0, retried: 0, dead: 1 });
        expect(row).toMatchObject({ status: 'dead', attempts: 3 });
        expect(row!.payload).toEqual({ to: 'milica@example.com', template: 'recovery' });
      }
    }
    expect(waits).toEqual([30_000, 60_000]);
    clock.advance(24 * 60 * 60 * 1000);
    expect(await app.outbox.drain()).toEqual({ sent: 0, retried: 0, dead: 0 });
    expect(smtp.received).toHaveLength(0);
  });

  it('does not retry a mail the server refuses for good (5xx)', async () => {
    const { app } = await withSmtp(() => 550);
    await app.mailer.enqueue(recovery());
    expect(await app.outbox.drain()).toEqual({ sent: 0, retried: 0, dead: 1 });
  });

  it('never sends a row twice when two drains run at the same time', async () => {
    const { smtp, app } = await withSmtp(undefined, { batchSize: 5 });
    for (let i = 0; i < 23; i++) await app.mailer.enqueue(recovery(`kupac${i}@example.com`));

    const results = await Promise.all([app.outbox.drain(), app.outbox.drain()]);

    expect(results[0].sent + results[1].sent).toBe(23);
    expect(results[0].sent).toBeGreaterThan(0);
    expect(results[1].sent).toBeGreaterThan(0);
    const ids = smtp.received.map((m) => m.messageId);
    expect(ids).toHaveLength(23);
    expect(new Set(ids).size).toBe(23);
    expect(new Set(smtp.received.map((m) => m.to[0])).size).toBe(23);
  });

  it('takes over a row whose worker died mid-send once its lease runs out, with the same Message-ID', async () => {
    const { smtp, app, clock, ...t } = await withSmtp(undefined, { leaseMs: 60_000 });
    await app.mailer.enqueue(recovery());
    const [queued] = await rows({ app, clock, ...t });
    // What a worker leaves behind when the process dies after claiming the row.
    await app.db
      .update(outbox)
      .set({
        status: 'processing',
        attempts: 1,
        lockedUntil: new Date(clock.now().getTime() + 60_000),
      })
      .where(eq(outbox.id, queued!.id));

    expect(await app.outbox.drain()).toEqual({ sent: 0, retried: 0, dead: 0 });
    clock.advance(60_001);
    expect(await app.outbox.drain()).toEqual({ sent: 1, retried: 0, dead: 0 });
    expect(smtp.received.map((m) => m.messageId)).toEqual([
      `<outbox.${queued!.id}@autoberza.test>`,
    ]);
  });

  it('queues a notice with the same dedupe key only once', async () => {
    const { smtp, app } = await withSmtp();
    const notice: MailRequest = {
      to: 'pretplatnik@example.com',
      template: 'newListingsDigest',
      vars: {
        firstName: 'Ana',
        items: [{ carId: 'c-1', title: 'Zastava 750', year: 1985, price: 1500 }],
        unsubscribe: 'notice=newListings&user=u-1&iat=1&token=t',
      },
      dedupeKey: 'new-listing:c-1:u-1',
    };
    await app.mailer.enqueue(notice);
    await app.mailer.enqueue(notice);
    expect(await app.outbox.drain()).toEqual({ sent: 1, retried: 0, dead: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.decoded).toContain('https://autoberza.test/car/c-1');
  });

  it('queues many mails at once, each dedupe key once, and refuses them all if one is unfit', async () => {
    const { smtp, app } = await withSmtp();
    const digest = (user: string): MailRequest => ({
      to: `${user}@example.com`,
      template: 'newListingsDigest',
      vars: {
        firstName: 'Ana',
        items: [{ carId: 'c-2', title: 'Zastava 101', year: 1987, price: 900 }],
        unsubscribe: `notice=newListings&user=${user}&iat=1&token=t`,
      },
      dedupeKey: `new-listing:c-2:${user}`,
    });
    await expect(
      app.mailer.enqueueAll([
        digest('u-0'),
        { to: 'a@example.com', template: 'listingRemoved', vars: {} } as never,
      ]),
    ).rejects.toThrow(/title/);
    expect(await app.db.select().from(outbox)).toHaveLength(0);
    await app.mailer.enqueue(digest('u-1'));
    await app.mailer.enqueueAll([digest('u-1'), digest('u-2'), digest('u-2'), digest('u-3')]);
    expect(await app.outbox.drain()).toEqual({ sent: 3, retried: 0, dead: 0 });
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([
      'u-1@example.com',
      'u-2@example.com',
      'u-3@example.com',
    ]);
  });

  it('queues a batch larger than one insert whole, a key repeated across inserts once', async () => {
    const { app, ...t } = await withSmtp();
    const keys = 2 * ROWS_PER_INSERT + 7;
    const digest = (i: number): MailRequest => ({
      to: `kupac-${i}@example.com`,
      template: 'newListingsDigest',
      vars: {
        firstName: 'Ana',
        items: [{ carId: 'c-3', title: 'Yugo 45', year: 1989, price: 700 }],
        unsubscribe: `notice=newListings&user=u-${i}&iat=1&token=t`,
      },
      dedupeKey: `new-listing:c-3:u-${i}`,
    });
    // Every key once, then a key of the first insert and one of the second again, in the third.
    const messages = [...Array.from({ length: keys }, (_, i) => digest(i)), digest(0), digest(260)];
    await app.mailer.enqueueAll(messages);
    const queued = await rows({ app, ...t });
    expect(queued).toHaveLength(keys);
    expect(new Set(queued.map((row) => row.dedupeKey)).size).toBe(keys);
  });

  it('answers the operator’s copy of a contact message to its sender', async () => {
    const { smtp, app } = await withSmtp();
    await app.mailer.enqueue({
      to: 'operator@autoberza.test',
      template: 'contactOperator',
      vars: { name: 'Jovan', email: 'jovan@example.com', message: 'Pozdrav!', sentAt: new Date() },
    });
    await app.outbox.drain();
    expect(smtp.received[0]!.raw).toMatch(/^Reply-To: jovan@example\.com/m);
  });

  it('sends a mail in its reader’s script, with a plain-text part beside the HTML', async () => {
    const { smtp, app } = await withSmtp();
    await app.mailer.enqueue({ ...recovery(), script: 'sr-Cyrl' });
    await app.mailer.enqueue(recovery('petar@example.com'));
    expect(await app.outbox.drain()).toEqual({ sent: 2, retried: 0, dead: 0 });
    const parsed = (to: string) => simpleParser(smtp.received.find((m) => m.to[0] === to)!.raw);
    const [cyrillic, latin] = await Promise.all([
      parsed('milica@example.com'),
      parsed('petar@example.com'),
    ]);
    expect(cyrillic!.subject).toBe('Постављање нове лозинке');
    expect(cyrillic!.text).toContain('Добар дан,');
    expect(cyrillic!.text).toContain(`Поставите нову лозинку: ${recoveryLink}`);
    expect(cyrillic!.html).toContain('lang="sr-Cyrl"');
    expect(cyrillic!.html).toContain(`href="${recoveryLink}"`);
    expect(latin!.subject).toBe('Postavljanje nove lozinke');
    expect(latin!.text).toContain(`Postavite novu lozinku: ${recoveryLink}`);
    expect(latin!.html).toContain('lang="sr-Latn"');
  });

  it('refuses at enqueue a mail whose template cannot be filled', async () => {
    const { app, ...t } = await withSmtp();
    await expect(
      app.mailer.enqueue({ to: 'a@example.com', template: 'listingRemoved', vars: {} } as never),
    ).rejects.toThrow(/title/);
    expect(await rows({ app, ...t })).toHaveLength(0);
  });
});

describe('the background worker', () => {
  it('sends queued mail on its own and stops when the app closes', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const t = await buildNotifyApp({
      env: { SMTP_URL: smtp.url },
      outbox: { worker: true, pollIntervalMs: 20 },
      database: shared.database,
    });
    await t.app.mailer.enqueue(recovery());
    const started = Date.now();
    while (smtp.received.length === 0 && Date.now() - started < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(smtp.received).toHaveLength(1);
    await t.close();
    // Closed: a mail queued now stays queued.
    await shared.database.db.insert(outbox).values({
      kind: 'mail',
      payload: { to: 'x@example.com', template: 'approved', vars: { firstName: 'X' } },
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.received).toHaveLength(1);
  });
});

describe('mail without SMTP', () => {
  it('writes .eml files under DATA_DIR/outbox and logs the link', async () => {
    const t = await buildNotifyApp({ database: shared.database });
    cleanups.push(t.close);
    expect(t.app.mailer.transport).toBe('eml');
    await t.app.mailer.enqueue(recovery());
    expect(await t.app.outbox.drain()).toEqual({ sent: 1, retried: 0, dead: 0 });

    const dir = path.join(t.config.DATA_DIR, 'outbox');
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^20261122-100000-recovery-[0-9a-f-]{36}\.eml$/);
    const eml = await readFile(path.join(dir, files[0]!), 'utf8');
    expect(eml).toMatch(/^Subject: Postavljanje nove lozinke$/m);
    expect(eml).toMatch(/^Message-ID: <outbox\.[0-9a-f-]{36}@autoberza\.test>$/m);
    expect(eml.replace(/=\n/g, '')).toContain(recoveryLink);
    const logged = t.logs.find((l) => l.msg === 'mail written as .eml');
    expect(logged).toMatchObject({
      to: 'milica@example.com',
      template: 'recovery',
      links: [recoveryLink],
    });
  });
});

describe('mail with an injected transport', () => {
  it('keeps going after one bad row: the others are still sent', async () => {
    const sent: string[] = [];
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const original = transport.sendMail.bind(transport);
    transport.sendMail = (async (mail: { to: string }) => {
      if (mail.to === 'los@example.com') throw new Error('connection reset');
      sent.push(mail.to);
      return original(mail);
    }) as typeof transport.sendMail;
    const t = await buildNotifyApp({ mailTransport: transport, database: shared.database });
    cleanups.push(t.close);
    await t.app.mailer.enqueue(recovery('dobar@example.com'));
    await t.app.mailer.enqueue(recovery('los@example.com'));
    expect(await t.app.outbox.drain()).toEqual({ sent: 1, retried: 1, dead: 0 });
    expect(sent).toEqual(['dobar@example.com']);
  });
});
