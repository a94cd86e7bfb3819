import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, pushTokens } from '../../src/db/schema/index.ts';
import type { MulticastMessage, PushTransport } from '../../src/plugins/app/push.ts';
import { startSmtpServer } from '../plugins/notify-harness.ts';
import {
  adminToken,
  approvedUser,
  auth,
  buildTestApp,
  paymentOf,
  type TestApp,
} from '../helpers.ts';
import { createCar, refs } from '../routes/car/car-helpers.ts';

const MIN = 60_000;

/** Records what would go to FCM; tokens starting with "dead" are answered as unregistered. */
function recordingPush() {
  const sent: MulticastMessage[] = [];
  const transport: PushTransport = {
    async sendEachForMulticast(message) {
      sent.push(message);
      return {
        responses: message.tokens.map((token) =>
          token.startsWith('dead')
            ? {
                success: false,
                error: { code: 'messaging/registration-token-not-registered', message: 'gone' },
              }
            : { success: true },
        ),
      };
    },
  };
  return { sent, transport };
}

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const push = recordingPush();

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url }, push: { transport: push.transport } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const saveToken = (token: string, device: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/fcm/save-token',
    headers: auth(token),
    payload: { token: device },
  });
const preferences = (token: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/user/preferences', headers: auth(token), payload });

async function subscribe(token: string) {
  const { subscription } = (
    await t.app.inject({ method: 'POST', url: '/api/user/subscription', headers: auth(token) })
  ).json();
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/subscriptions/${subscription._id}/activate`,
    headers: auth(await adminToken(t.app)),
    payload: paymentOf(t.app),
  });
  expect(res.statusCode).toBe(200);
}

describe('new-listing notices (docs/product.md, “Notices”)', () => {
  it('mails subscribers in the next digest, pushes to others after 20 minutes, each exactly once, and drops dead tokens', async () => {
    const seller = await approvedUser(t.app, { firstName: 'Prodavac' });
    const subscriber = await approvedUser(t.app, { firstName: 'Pretplatnik' });
    const quietSubscriber = await approvedUser(t.app);
    const reader = await approvedUser(t.app, { firstName: 'Čitalac' });
    const muted = await approvedUser(t.app);
    // One who reads Cyrillic (their profile's script) is told in Cyrillic.
    const cyrillicReader = await approvedUser(t.app);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: auth(cyrillicReader.token),
      payload: { script: 'sr-Cyrl' },
    });
    await subscribe(subscriber.token);
    await subscribe(quietSubscriber.token);
    await preferences(quietSubscriber.token, { isEmail: false });
    await preferences(muted.token, { isNotification: false });
    await saveToken(reader.token, 'reader-device-token-1');
    await saveToken(reader.token, 'dead-device-token-2');
    await saveToken(muted.token, 'muted-device-token-3');
    await saveToken(seller.token, 'seller-device-token-4');
    await saveToken(cyrillicReader.token, 'cyrillic-device-token-5');
    // Delivered so far: subscription mails etc. Only new-listing traffic counts from here.
    await t.app.outbox.drain();
    const mailsBefore = smtp.received.length;

    const r = await refs(t.app, seller.token);
    const car = await createCar(t.app, seller.token, r, {
      overrides: { price: '8900', yearProduction: '2016' },
    });

    await t.app.outbox.drain();
    expect(smtp.received.slice(mailsBefore)).toEqual([]);
    // The new-listings digest (within a minute, the job's period) carries it.
    expect(await t.app.jobs.run('newListingDigest')).toBe(1);
    await t.app.outbox.drain();
    const newMails = smtp.received.slice(mailsBefore);
    expect(newMails.map((m) => m.to)).toEqual([[subscriber.email.toLowerCase()]]);
    expect(newMails[0]!.decoded).toContain(`/car/${car._id}`);
    expect(newMails[0]!.decoded).toContain('Dobar dan,');
    expect(newMails[0]!.subject).toBe('Novi oglasi na AutoBerzi (1)');

    // Still hidden from everyone else: no push yet.
    expect(await t.app.jobs.run('newListingPush')).toBe(0);
    expect(push.sent).toHaveLength(0);

    t.clock.advance(20 * MIN);
    expect(await t.app.jobs.run('newListingPush')).toBeGreaterThan(0);
    await t.app.outbox.drain();
    const tokens = push.sent.flatMap((m) => m.tokens).sort();
    // The readers' devices only: not the muted user's, not the seller's own.
    expect(tokens).toEqual([
      'cyrillic-device-token-5',
      'dead-device-token-2',
      'reader-device-token-1',
    ]);
    expect(tokens).not.toContain('muted-device-token-3');
    expect(tokens).not.toContain('seller-device-token-4');
    const readerMessage = push.sent.find((m) => m.tokens.includes('reader-device-token-1'))!;
    expect(readerMessage.notification.title).toBe('Novi oglas na AutoBerzi');
    expect(readerMessage.notification.body).toContain('2016');
    expect(readerMessage.data.link).toBe(`/car/${car._id}`);
    const cyrillicMessage = push.sent.find((m) => m.tokens.includes('cyrillic-device-token-5'))!;
    expect(cyrillicMessage.notification.title).toBe('Нови оглас на AutoBerzi');
    const left = await t.app.db.select().from(pushTokens).where(eq(pushTokens.userId, reader.id));
    expect(left.map((row) => row.token)).toEqual(['reader-device-token-1']);

    // Once only: the job and the outbox do nothing more for this car.
    const pushes = push.sent.length;
    const mails = smtp.received.length;
    expect(await t.app.jobs.run('newListingPush')).toBe(0);
    await t.app.outbox.drain();
    expect(push.sent).toHaveLength(pushes);
    expect(smtp.received).toHaveLength(mails);
    const rows = await t.app.db.select().from(outbox).where(eq(outbox.kind, 'push'));
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
  });
});
