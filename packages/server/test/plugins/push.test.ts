import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema/outbox.ts';
import { pushTokens } from '../../src/db/schema/push.ts';
import { users } from '../../src/db/schema/users.ts';
import type {
  MulticastMessage,
  MulticastResult,
  PushTransport,
} from '../../src/plugins/app/push.ts';
import { buildNotifyApp, sharedDatabase, type NotifyApp } from './notify-harness.ts';

/** Records every multicast and answers per token as told (default: delivered). */
class RecordingTransport implements PushTransport {
  sent: MulticastMessage[] = [];
  answer: (token: string) => MulticastResult['responses'][number] = () => ({ success: true });
  async sendEachForMulticast(message: MulticastMessage): Promise<MulticastResult> {
    this.sent.push(message);
    return { responses: message.tokens.map((token) => this.answer(token)) };
  }
}

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

async function setup(transport?: PushTransport, env?: Record<string, string>) {
  const t = await buildNotifyApp({
    database: shared.database,
    ...(transport ? { pushTransport: transport } : {}),
    ...(env ? { env } : {}),
  });
  cleanups.push(t.close);
  return t;
}

async function userWithTokens(t: NotifyApp, tokens: string[]) {
  const [user] = await t.app.db
    .insert(users)
    .values({
      email: `prodavac${Math.random()}@example.com`,
      passwordHash: 'x',
      firstName: 'Marko',
      lastName: 'Marković',
    })
    .returning({ id: users.id });
  if (tokens.length) {
    await t.app.db.insert(pushTokens).values(tokens.map((token) => ({ userId: user!.id, token })));
  }
  return user!.id;
}

const notice = (userId: string) => ({
  userId,
  title: 'Novi oglas',
  body: 'Škoda Octavia, 2019. godište, 12.500 €',
  link: '/car/c-1',
});

describe('push through the outbox', () => {
  it('sends to every device of the user and removes tokens FCM calls dead', async () => {
    const transport = new RecordingTransport();
    transport.answer = (token) =>
      token === 'stari'
        ? {
            success: false,
            error: { code: 'messaging/registration-token-not-registered', message: 'gone' },
          }
        : token === 'pokvaren'
          ? {
              success: false,
              error: { code: 'messaging/invalid-registration-token', message: 'bad' },
            }
          : { success: true };
    const t = await setup(transport);
    const userId = await userWithTokens(t, ['telefon', 'stari', 'laptop', 'pokvaren']);
    const other = await userWithTokens(t, ['tudji']);
    expect(t.app.push.enabled).toBe(true);

    await t.app.db.transaction(async (tx) => t.app.push.enqueue(notice(userId), tx));
    expect(transport.sent).toHaveLength(0);
    expect(await t.app.outbox.drain()).toEqual({ sent: 1, retried: 0, dead: 0 });

    expect(transport.sent).toHaveLength(1);
    const [message] = transport.sent;
    expect([...message!.tokens].sort()).toEqual(['laptop', 'pokvaren', 'stari', 'telefon']);
    expect(message!.notification).toEqual({
      title: 'Novi oglas',
      body: 'Škoda Octavia, 2019. godište, 12.500 €',
    });
    expect(message!.data).toEqual({ link: '/car/c-1' });
    expect(message!.webpush?.fcmOptions?.link).toBe('https://autoberza.test/car/c-1');

    const left = await t.app.db.select({ token: pushTokens.token }).from(pushTokens);
    expect(left.map((r) => r.token).sort()).toEqual(['laptop', 'telefon', 'tudji']);
    expect(other).toBeTruthy();
  });

  it('is done at once for a user with no devices', async () => {
    const transport = new RecordingTransport();
    const t = await setup(transport);
    const userId = await userWithTokens(t, []);
    await t.app.push.enqueue(notice(userId));
    expect(await t.app.outbox.drain()).toEqual({ sent: 1, retried: 0, dead: 0 });
    expect(transport.sent).toHaveLength(0);
  });

  it('retries when no device could be reached, and not again once one was', async () => {
    const transport = new RecordingTransport();
    transport.answer = () => ({
      success: false,
      error: { code: 'messaging/internal-error', message: 'FCM unavailable' },
    });
    const t = await setup(transport);
    const userId = await userWithTokens(t, ['telefon']);
    await t.app.push.enqueue(notice(userId));

    expect(await t.app.outbox.drain()).toEqual({ sent: 0, retried: 1, dead: 0 });
    const [failed] = await t.app.db.select().from(outbox);
    expect(failed).toMatchObject({ status: 'failed', lastError: 'Error: FCM unavailable' });

    transport.answer = () => ({ success: true });
    t.clock.advance(30_000);
    expect(await t.app.outbox.drain()).toEqual({ sent: 1, retried: 0, dead: 0 });
    expect(transport.sent).toHaveLength(2);
    // The notice's text is not kept once delivered.
    const [done] = await t.app.db.select().from(outbox).where(eq(outbox.id, failed!.id));
    expect(done!.payload).toEqual({ userId, title: 'Novi oglas' });
  });

  it('queues the same notice once per dedupe key', async () => {
    const transport = new RecordingTransport();
    const t = await setup(transport);
    const userId = await userWithTokens(t, ['telefon']);
    await t.app.push.enqueue({ ...notice(userId), dedupeKey: `new-listing:c-1:${userId}` });
    await t.app.push.enqueue({ ...notice(userId), dedupeKey: `new-listing:c-1:${userId}` });
    expect(await t.app.outbox.drain()).toEqual({ sent: 1, retried: 0, dead: 0 });
    expect(transport.sent).toHaveLength(1);
  });
});

describe('push without Firebase', () => {
  it('is off: enqueue does nothing and nothing fails', async () => {
    const t = await setup();
    expect(t.app.push.enabled).toBe(false);
    const userId = await userWithTokens(t, ['telefon']);
    await t.app.db.transaction(async (tx) => t.app.push.enqueue(notice(userId), tx));
    expect(await t.app.db.select().from(outbox)).toHaveLength(0);
    expect(await t.app.outbox.drain()).toEqual({ sent: 0, retried: 0, dead: 0 });
  });
});

describe('FIREBASE_SERVICE_ACCOUNT', () => {
  it('turns push on from the service account JSON', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const account = {
      type: 'service_account',
      project_id: 'autoberza-test',
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
      client_email: 'push@autoberza-test.iam.gserviceaccount.com',
    };
    const t = await setup(undefined, { FIREBASE_SERVICE_ACCOUNT: JSON.stringify(account) });
    expect(t.app.push.enabled).toBe(true);
  });

  it('stops the start with a clear message when it is neither JSON nor a readable file', async () => {
    await expect(setup(undefined, { FIREBASE_SERVICE_ACCOUNT: '{not json' })).rejects.toThrow(
      /FIREBASE_SERVICE_ACCOUNT/,
    );
    await expect(
      setup(undefined, { FIREBASE_SERVICE_ACCOUNT: '/nonexistent/service-account.json' }),
    ).rejects.toThrow(/FIREBASE_SERVICE_ACCOUNT/);
  });
});
