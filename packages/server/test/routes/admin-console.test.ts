import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../src/db/schema/index.ts';
import {
  adminToken,
  approvedUser,
  auth,
  buildTestApp,
  paymentOf,
  queuedMails,
  type TestApp,
} from '../helpers.ts';
import { createCar, refs } from './car/car-helpers.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

type Entry = {
  action: string;
  actor: { email: string };
  target: { kind: string; _id: string; label: string };
  reason: string | null;
  details: Record<string, unknown> | null;
};
const audit = async (query = '') =>
  (await call('GET', `/api/admin/audit?limit=100${query}`)).json() as {
    data: Entry[];
    totalDocs: number;
  };

async function requestSubscription(token: string) {
  const res = await call('POST', '/api/user/subscription', undefined, token);
  return res.json().subscription as { _id: string; referenceNumber: string };
}

describe('recording a payment', () => {
  it('asks for the date and amount, records them, and shows them in the history', async () => {
    const user = await approvedUser(t.app);
    const sub = await requestSubscription(user.token);

    const missing = await call('POST', `/api/admin/subscriptions/${sub._id}/activate`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('Unesite datum uplate');
    const zero = await call('POST', `/api/admin/subscriptions/${sub._id}/activate`, {
      paidOn: '2026-02-27',
      amount: 0,
    });
    expect(zero.json().message).toBe(
      'Unesite iznos uplate u dinarima, veći od nule (najviše dve decimale).',
    );
    // The test clock stands at 1 March 2026.
    const future = await call('POST', `/api/admin/subscriptions/${sub._id}/activate`, {
      paidOn: '2026-03-02',
      amount: 2400,
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('Datum uplate ne može biti u budućnosti.');

    const paid = await call('POST', `/api/admin/subscriptions/${sub._id}/activate`, {
      paidOn: '2026-02-27',
      amount: 2400.5,
    });
    expect(paid.statusCode).toBe(200);
    await call(
      'POST',
      `/api/admin/subscriptions/${sub._id}/activate`,
      paymentOf(t.app, { months: 2, amount: 4800 }),
    );

    const history = await call('GET', `/api/admin/subscriptions/${sub._id}/payments`);
    expect(history.statusCode).toBe(200);
    expect(history.json().data).toMatchObject([
      { paidOn: '2026-02-27', amount: 2400.5, months: 1, recordedBy: 'admin@test.autoberza.rs' },
      { paidOn: '2026-03-01', amount: 4800, months: 2 },
    ]);
    const entries = (await audit(`&targetId=${sub._id}`)).data;
    expect(entries.map((e) => e.action)).toEqual(['subscription.extend', 'subscription.activate']);
    expect(entries[1]!.details).toMatchObject({ paidOn: '2026-02-27', amount: 2400.5 });
    expect(entries[1]!.target.label).toBe(`${sub.referenceNumber} (${user.email})`);

    const unknown = await call(
      'GET',
      '/api/admin/subscriptions/00000000-0000-4000-8000-000000000000/payments',
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('writes nothing when the activation fails', async () => {
    const user = await approvedUser(t.app);
    const sub = await requestSubscription(user.token);
    await call('POST', `/api/admin/subscriptions/${sub._id}/cancel`, { reason: 'Duplikat' });
    const refused = await call('POST', `/api/admin/subscriptions/${sub._id}/activate`, {
      paidOn: '2026-02-27',
      amount: 2400,
    });
    expect(refused.statusCode).toBe(409);
    expect((await call('GET', `/api/admin/subscriptions/${sub._id}/payments`)).json().data).toEqual(
      [],
    );
    const entries = (await audit(`&targetId=${sub._id}`)).data;
    expect(entries).toMatchObject([{ action: 'subscription.cancel', reason: 'Duplikat' }]);
  });
});

describe('finding a subscription', () => {
  it('by its reference number, typed with or without spaces and dashes, or by e-mail', async () => {
    const first = await approvedUser(t.app);
    const second = await approvedUser(t.app);
    const a = await requestSubscription(first.token);
    const b = await requestSubscription(second.token);
    const find = async (q: string) =>
      (
        (await call('GET', `/api/admin/subscriptions?q=${encodeURIComponent(q)}`)).json() as {
          data: { _id: string; price: number }[];
        }
      ).data.map((s) => s._id);

    const ref = a.referenceNumber;
    expect(await find(ref)).toEqual([a._id]);
    expect(await find(`${ref.slice(0, 2)} ${ref.slice(2, 6)}-${ref.slice(6)}`)).toEqual([a._id]);
    expect(await find(`${ref.slice(0, 4)}-${ref.slice(4, 8)}-${ref.slice(8)}`)).toEqual([a._id]);
    expect(await find(second.email.toUpperCase())).toEqual([b._id]);
    expect(await find('nema-takve@nigde.rs')).toEqual([]);
    const list = (await call('GET', '/api/admin/subscriptions?q=' + ref)).json();
    expect(list).toMatchObject({
      totalDocs: 1,
      data: [{ price: t.config.SUBSCRIPTION_PRICE_RSD }],
    });
  });
});

describe('contact messages', () => {
  async function send(message = 'Kako da platim pretplatu?') {
    const email = `pisac-${Math.random().toString(16).slice(2)}@test.autoberza.rs`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Petar Petrović', email, message },
    });
    expect(res.statusCode).toBeLessThan(300);
    const [row] = await t.app.db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(eq(contactMessages.email, email));
    return { id: row!.id, email };
  }
  const unhandled = async () =>
    (await call('GET', '/api/admin/contact-messages?state=unhandled')).json() as {
      data: { _id: string }[];
      unhandled: number;
      totalDocs: number;
    };

  it('are counted while unhandled, marked handled and opened again', async () => {
    const before = (await unhandled()).unhandled;
    const { id } = await send();
    expect((await unhandled()).unhandled).toBe(before + 1);
    expect((await unhandled()).data.map((m) => m._id)).toContain(id);

    const res = await call('POST', `/api/admin/contact-messages/${id}/handled`, { handled: true });
    expect(res.json()).toEqual({ message: 'Poruka je označena kao obrađena.' });
    const after = await unhandled();
    expect(after.unhandled).toBe(before);
    expect(after.data.map((m) => m._id)).not.toContain(id);
    const handled = (await call('GET', '/api/admin/contact-messages?state=handled')).json();
    expect(handled.data.find((m: { _id: string }) => m._id === id).handled).toMatchObject({
      by: 'admin@test.autoberza.rs',
    });

    await call('POST', `/api/admin/contact-messages/${id}/handled`, { handled: false });
    expect((await unhandled()).unhandled).toBe(before + 1);
    expect((await audit(`&targetId=${id}`)).data.map((e) => e.action)).toEqual([
      'contactMessage.reopen',
      'contactMessage.handle',
    ]);
  });

  it('are answered: mailed to the sender through the outbox and kept with the message', async () => {
    const { id, email } = await send('Zdravo,\nkako da platim?');
    const empty = await call('POST', `/api/admin/contact-messages/${id}/answer`, { answer: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Unesite tekst odgovora.');

    const res = await call('POST', `/api/admin/contact-messages/${id}/answer`, {
      answer: 'Uplatite na račun iz taba „Pretplata“.',
    });
    expect(res.json()).toEqual({ message: 'Odgovor je poslat pošiljaocu e-poštom.' });
    const mails = await queuedMails(t.app, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      template: 'contactAnswer',
      replyTo: 'operator@test.autoberza.rs',
      vars: {
        answer: 'Uplatite na račun iz taba „Pretplata“.',
        message: 'Zdravo,\nkako da platim?',
      },
    });

    const list = (await call('GET', '/api/admin/contact-messages?limit=100')).json();
    const message = list.data.find((m: { _id: string }) => m._id === id);
    expect(message.answer).toMatchObject({
      text: 'Uplatite na račun iz taba „Pretplata“.',
      at: t.clock.now().toISOString(),
      by: 'admin@test.autoberza.rs',
    });
    expect(message.handled).not.toBeNull();

    const again = await call('POST', `/api/admin/contact-messages/${id}/answer`, { answer: 'Još' });
    expect(again.statusCode).toBe(409);
    const reopen = await call('POST', `/api/admin/contact-messages/${id}/handled`, {
      handled: false,
    });
    expect(reopen.statusCode).toBe(409);
    expect(await queuedMails(t.app, email)).toHaveLength(1);
    expect((await audit(`&targetId=${id}`)).data.map((e) => e.action)).toEqual([
      'contactMessage.answer',
    ]);
  });
});

describe('the audit log', () => {
  it('records user actions with their reasons, and a removal with its reason', async () => {
    const user = await approvedUser(t.app);
    await call('POST', `/api/admin/users/${user.id}/block`, { reason: 'Lažni oglasi' });
    await call('POST', `/api/admin/users/${user.id}/unblock`);
    const mails = await queuedMails(t.app, user.email);
    expect(mails.find((m) => m.template === 'blocked')!.vars.reason).toBe('Lažni oglasi');

    const entries = (await audit(`&targetKind=user&targetId=${user.id}`)).data;
    expect(entries).toMatchObject([
      { action: 'user.unblock', reason: null },
      { action: 'user.block', reason: 'Lažni oglasi' },
      { action: 'user.approve', actor: { email: 'admin@test.autoberza.rs' } },
    ]);
    expect(entries[0]!.target.label).toBe(`Marko Marković <${user.email}>`);

    const seller = await approvedUser(t.app);
    const car = await createCar(t.app, seller.token, await refs(t.app, seller.token));
    const removed = await call('DELETE', `/api/admin/cars/${car._id}`, {
      reason: 'Oglas krši pravila.',
    });
    expect(removed.statusCode).toBe(200);
    expect((await audit(`&action=car.remove`)).data[0]).toMatchObject({
      target: { kind: 'car', _id: car._id },
      reason: 'Oglas krši pravila.',
    });
  });

  it('filters by admin, action and target, pages, and is closed to users', async () => {
    const all = await audit();
    expect(all.totalDocs).toBeGreaterThan(3);
    const actors = (await call('GET', '/api/admin/audit/actors')).json().data;
    expect(actors).toEqual([
      expect.objectContaining({
        email: 'admin@test.autoberza.rs',
        name: 'Administrator AutoBerza',
      }),
    ]);
    expect((await audit(`&actorId=${actors[0]._id}`)).totalDocs).toBe(all.totalDocs);
    expect((await audit('&actorId=00000000-0000-4000-8000-000000000000')).totalDocs).toBe(0);
    const approvals = await audit('&action=user.approve');
    expect(approvals.data.every((e) => e.action === 'user.approve')).toBe(true);
    expect(approvals.totalDocs).toBeGreaterThan(0);
    expect(approvals.totalDocs).toBeLessThan(all.totalDocs);

    const page2 = (await call('GET', '/api/admin/audit?limit=2&page=2')).json();
    expect(page2).toMatchObject({ page: 2, limit: 2, totalDocs: all.totalDocs });
    expect(page2.data).toEqual(all.data.slice(2, 4));

    expect((await call('GET', '/api/admin/audit?action=nesto')).statusCode).toBe(400);
    const user = await approvedUser(t.app);
    expect((await call('GET', '/api/admin/audit', undefined, user.token)).statusCode).toBe(403);
  });
});
