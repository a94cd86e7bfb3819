import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Transporter } from 'nodemailer';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { loadConfig, type Config } from '../../src/config.ts';
import clockPlugin from '../../src/plugins/app/clock.ts';
import configPlugin from '../../src/plugins/app/config.ts';
import dbPlugin from '../../src/plugins/app/db.ts';
import mailerPlugin from '../../src/plugins/app/mailer.ts';
import outboxPlugin, { type OutboxOptions } from '../../src/plugins/app/outbox.ts';
import pushPlugin, { type PushTransport } from '../../src/plugins/app/push.ts';
import type { Database } from '../../src/db/client.ts';
import { createMigratedTestDatabase, TestClock } from '../helpers.ts';

export interface NotifyApp {
  app: FastifyInstance;
  clock: TestClock;
  config: Config;
  /** Every log line the app wrote (level info and up). */
  logs: Record<string, unknown>[];
  close(): Promise<void>;
}

/** config, clock, db and the outbox, mailer and push plugins; no routes, no worker. */
export async function buildNotifyApp(
  options: {
    env?: Record<string, string>;
    outbox?: OutboxOptions;
    mailTransport?: Transporter;
    pushTransport?: PushTransport;
    /** A database shared by a test file (see {@link sharedDatabase}); else a fresh one. */
    database?: Database;
  } = {},
): Promise<NotifyApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'autoberza-notify-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    APP_URL: 'https://autoberza.test',
    MAIL_FROM: 'AutoBerza <no-reply@autoberza.test>',
    OPERATOR_EMAIL: 'operator@autoberza.test',
    ...options.env,
  });
  const logs: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logs.push(JSON.parse(line));
      done();
    },
  });
  const clock = new TestClock(new Date('2026-11-22T10:00:00.000Z'));
  const database = options.database ?? (await createMigratedTestDatabase());
  const release = async () => {
    if (!options.database)
      await (database as Awaited<ReturnType<typeof createMigratedTestDatabase>>).drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const app = Fastify({ logger: { level: 'info', stream } });
  try {
    await app.register(configPlugin, { config });
    await app.register(clockPlugin, { clock });
    await app.register(dbPlugin, { database });
    await app.register(outboxPlugin, { worker: false, ...options.outbox });
    await app.register(
      mailerPlugin,
      options.mailTransport ? { transport: options.mailTransport } : {},
    );
    await app.register(
      pushPlugin,
      options.pushTransport ? { transport: options.pushTransport } : {},
    );
    await app.ready();
  } catch (error) {
    await app.close();
    await release();
    throw error;
  }
  return {
    app,
    clock,
    config,
    logs,
    async close() {
      await app.close();
      await release();
    },
  };
}

/**
 * One database for a whole test file (opening and migrating one per test is slow on two
 * cores); `reset()` empties the tables these tests write.
 */
export async function sharedDatabase() {
  const database = await createMigratedTestDatabase();
  return {
    database,
    async reset() {
      await database.db.execute(sql`TRUNCATE outbox, push_tokens, users CASCADE`);
    },
    drop: () => database.drop(),
  };
}

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  messageId: string;
  subject: string;
  /** The raw message with quoted-printable soft breaks and escapes undone. */
  decoded: string;
}

function decodeQuotedPrintable(raw: string): string {
  const bytes = Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
  return bytes.toString('utf8');
}

/**
 * A real SMTP server on loopback. `reply` decides the answer to each message: undefined
 * accepts it, a number rejects it with that SMTP code.
 */
export async function startSmtpServer(reply: (n: number) => number | undefined = () => undefined) {
  const received: ReceivedMail[] = [];
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        attempts += 1;
        const code = reply(attempts);
        if (code !== undefined) {
          const error = Object.assign(new Error(`rejected with ${code}`), { responseCode: code });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const header = (name: string) =>
          new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          messageId: header('Message-ID'),
          subject: header('Subject'),
          decoded: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts: () => attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
