import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../../src/db/schema/index.ts';
import { isValidModel97 } from '../../../src/subscriptions/reference-number.ts';
import {
  adminToken,
  approvedUser,
  auth,
  buildTestApp,
  login,
  paymentOf,
  queuedMails,
  type TestApp,
} from '../../helpers.ts';
import { createCar, refs, type CarJson } from './car-helpers.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

const DAY = 86_400_000;
const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? auth(token) : {}, ...(payload ? { payload } : {}) });

describe('subscription lifecycle (docs/product.md, “Subscriptions”)', () => {
  it('request → payment reference and mail → admin activates → immediate listings and advanced search → expiry', async () => {
    const user = await approvedUser(t.app, { firstName: 'Milica' });
    const seller = await approvedUser(t.app);
    const r = await refs(t.app, seller.token);

    let res = await call('GET', '/api/user/subscription', user.token);
    // The price and period are there before anything is asked (the Pretplata tab shows them).
    expect(res.json()).toEqual({
      subscription: null,
      isActive: false,
      payment: null,
      offer: { amount: '2.400,00 RSD', days: 30 },
    });

    res = await call('POST', '/api/user/subscription', user.token);
    expect(res.statusCode).toBe(201);
    const requested = res.json();
    expect(requested.subscription).toMatchObject({
      status: 'pending',
      startDate: null,
      endDate: null,
    });
    expect(isValidModel97(requested.subscription.referenceNumber)).toBe(true);
    expect(requested.payment).toMatchObject({
      model: '97',
      referenceNumber: requested.subscription.referenceNumber,
      amount: '2.400,00 RSD',
    });
    const mail = (await queuedMails(t.app, user.email)).find(
      (m) => m.template === 'subscriptionRequested',
    );
    expect(mail).toMatchObject({
      template: 'subscriptionRequested',
      vars: {
        firstName: 'Milica',
        referenceNumber: `97 ${requested.subscription.referenceNumber}`,
      },
    });

    // Asking again while one is open gives the same one back.
    res = await call('POST', '/api/user/subscription', user.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().subscription._id).toBe(requested.subscription._id);

    // Not yet a subscriber: new listings hidden, advanced search refused.
    const car = await createCar(t.app, seller.token, r);
    expect((await call('GET', `/api/car/${car._id}`, user.token)).statusCode).toBe(404);
    expect((await call('GET', '/api/car/search?mileageMax=50000', user.token)).statusCode).toBe(
      403,
    );

    // Only admins see the list and may activate.
    expect((await call('GET', '/api/admin/subscriptions', user.token)).statusCode).toBe(403);
    expect(
      (
        await call(
          'POST',
          `/api/admin/subscriptions/${requested.subscription._id}/activate`,
          user.token,
        )
      ).statusCode,
    ).toBe(403);
    const list = (await call('GET', '/api/admin/subscriptions?status=pending', admin)).json();
    expect(list).toMatchObject({ totalDocs: 1, page: 1 });
    expect(list.data[0]).toMatchObject({
      _id: requested.subscription._id,
      user: { email: user.email },
    });

    res = await call(
      'POST',
      `/api/admin/subscriptions/${requested.subscription._id}/activate`,
      admin,
      paymentOf(t.app),
    );
    expect(res.statusCode).toBe(200);
    const active = res.json().subscription;
    expect(active.status).toBe('active');
    expect(new Date(active.startDate).getTime()).toBe(t.clock.now().getTime());
    expect(new Date(active.endDate).getTime() - new Date(active.startDate).getTime()).toBe(
      30 * DAY,
    );
    expect((await queuedMails(t.app, user.email)).map((m) => m.template)).toContain(
      'subscriptionActivated',
    );
    expect((await call('GET', '/api/user/subscription', user.token)).json()).toMatchObject({
      isActive: true,
      payment: null,
    });

    // Now: the new listing at once, and the advanced search.
    const seen = await call('GET', `/api/car/${car._id}`, user.token);
    expect(seen.statusCode).toBe(200);
    expect((seen.json() as CarJson)._id).toBe(car._id);
    expect((await call('GET', '/api/car/search?mileageMax=50000', user.token)).statusCode).toBe(
      200,
    );

    // Paying again extends from the current end date.
    res = await call(
      'POST',
      `/api/admin/subscriptions/${requested.subscription._id}/activate`,
      admin,
      paymentOf(t.app, { months: 2 }),
    );
    expect(res.json().message).toBe('Pretplata je produžena.');
    expect(new Date(res.json().subscription.endDate).getTime()).toBe(
      new Date(active.endDate).getTime() + 60 * DAY,
    );

    // Past the end date the rights stop at once, and the job marks it expired.
    t.clock.advance(90 * DAY + 1000);
    // Sessions last 7 days: sign in again after the jump.
    const [sellerToken, userToken] = [
      await login(t.app, seller.email, seller.password),
      await login(t.app, user.email, user.password),
    ];
    admin = await adminToken(t.app);
    const late = await createCar(t.app, sellerToken, r);
    expect((await call('GET', `/api/car/${late._id}`, userToken)).statusCode).toBe(404);
    expect(await t.app.jobs.run('expireSubscriptions')).toBe(1);
    const [row] = await t.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, active._id));
    expect(row!.status).toBe('expired');
    res = await call(
      'POST',
      `/api/admin/subscriptions/${active._id}/activate`,
      admin,
      paymentOf(t.app),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Pretplata u statusu „istekla“ ne može biti aktivirana.');

    // A new request after expiry opens a new pending subscription with a new reference.
    res = await call('POST', '/api/user/subscription', userToken);
    expect(res.statusCode).toBe(201);
    expect(res.json().subscription.referenceNumber).not.toBe(
      requested.subscription.referenceNumber,
    );
  });

  it('an admin can cancel; a cancelled one cannot be cancelled again', async () => {
    const user = await approvedUser(t.app);
    const { subscription } = (await call('POST', '/api/user/subscription', user.token)).json();
    let res = await call('POST', `/api/admin/subscriptions/${subscription._id}/cancel`, admin);
    expect(res.json()).toMatchObject({
      message: 'Pretplata je otkazana.',
      subscription: { status: 'cancelled' },
    });
    res = await call('POST', `/api/admin/subscriptions/${subscription._id}/cancel`, admin);
    expect(res.statusCode).toBe(409);
    res = await call(
      'POST',
      `/api/admin/subscriptions/00000000-0000-4000-8000-000000000000/cancel`,
      admin,
    );
    expect(res.statusCode).toBe(404);
    expect((await call('GET', '/api/user/subscription')).statusCode).toBe(401);
  });
});

describe('DELETE /api/admin/cars/:id', () => {
  it('removes a listing and mails the reason to the seller; needs a reason and an admin', async () => {
    const seller = await approvedUser(t.app, { firstName: 'Zoran' });
    const r = await refs(t.app, seller.token);
    const car = await createCar(t.app, seller.token, r);
    const remove = (token: string, payload: object) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/admin/cars/${car._id}`,
        headers: auth(token),
        payload,
      });
    expect((await remove(seller.token, { reason: 'x' })).statusCode).toBe(403);
    const missing = await remove(admin, { reason: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Razlog je obavezan');
    const res = await remove(admin, { reason: 'Fotografije ne prikazuju vozilo iz oglasa.' });
    expect(res.json()).toEqual({ message: 'Oglas je uklonjen, a prodavac je obavešten.' });
    expect((await call('GET', `/api/car/${car._id}`, admin)).statusCode).toBe(404);
    const mails = await queuedMails(t.app, seller.email);
    expect(mails.at(-1)).toMatchObject({
      template: 'listingRemoved',
      vars: { firstName: 'Zoran', reason: 'Fotografije ne prikazuju vozilo iz oglasa.' },
    });
    expect((await remove(admin, { reason: 'opet' })).statusCode).toBe(404);
  });
});

describe('the price quoted before a subscription is asked for', () => {
  it('is the configured monthly price, for the period activation adds', async () => {
    const priced = await buildTestApp({ env: { SUBSCRIPTION_PRICE_RSD: '3150' } });
    try {
      const user = await approvedUser(priced.app);
      const res = await priced.app.inject({
        method: 'GET',
        url: '/api/user/subscription',
        headers: auth(user.token),
      });
      expect(res.json().offer).toEqual({ amount: '3.150,00 RSD', days: 30 });
    } finally {
      await priced.close();
    }
  });
});
