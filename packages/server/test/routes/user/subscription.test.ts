import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/index.ts';
import {
  adminToken,
  approvedUser,
  auth,
  buildTestApp,
  login,
  paymentOf,
  type TestApp,
} from '../../helpers.ts';
import { decodeQrSvg, svgOfDataUri } from '../../subscriptions/decode-qr.ts';

const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { PAYMENT_CODE: '289', SUBSCRIPTION_PRICE_RSD: '1500' } });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

describe('GET /api/user/subscription: the payment slip (docs/product.md, “Subscriptions”)', () => {
  it('gives a pending subscription the whole slip and its IPS QR code', async () => {
    const user = await approvedUser(t.app, { firstName: 'Milica', lastName: 'Jović' });
    expect((await call('GET', '/api/user/subscription', user.token)).json().payment).toBeNull();

    const created = await call('POST', '/api/user/subscription', user.token);
    expect(created.statusCode).toBe(201);
    const res = await call('GET', '/api/user/subscription', user.token);
    expect(res.statusCode).toBe(200);
    const { subscription, payment } = res.json();
    const reference = subscription.referenceNumber as string;
    expect(payment).toEqual({
      payer: 'Milica Jović',
      purpose: 'Pretplata AutoBerza',
      recipient: 'AutoBerza d.o.o., Beograd',
      paymentCode: '289',
      amount: '1.500,00 RSD',
      amountPlain: '1500,00',
      account: '160-0000000012345-95',
      model: '97',
      referenceNumber: reference,
      ipsQr: {
        payload: `K:PR|V:01|C:1|R:160000000001234595|N:AutoBerza d.o.o., Beograd|I:RSD1500,00|SF:289|S:Pretplata AutoBerza|RO:97${reference}`,
        image: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      },
    });
    expect(created.json().payment).toEqual(payment);
    // The picture is the payload, read back as a banking app would.
    expect((await decodeQrSvg(svgOfDataUri(payment.ipsQr.image))).text).toBe(payment.ipsQr.payload);
  });

  it("names the user's company as the payer when they trade as one", async () => {
    const user = await approvedUser(t.app);
    await t.app.db
      .update(users)
      .set({ companyName: 'Auto Plac Đurić d.o.o.' })
      .where(eq(users.id, user.id));
    const { payment } = (await call('POST', '/api/user/subscription', user.token)).json();
    expect(payment.payer).toBe('Auto Plac Đurić d.o.o.');
  });

  it('shows when a cancelled subscription ended, with no slip; asking again opens a new one', async () => {
    const user = await approvedUser(t.app);
    const first = (await call('POST', '/api/user/subscription', user.token)).json().subscription;
    t.clock.advance(60_000);
    const cancelledAt = t.clock.now().toISOString();
    const admin = await adminToken(t.app);
    expect(
      (await call('POST', `/api/admin/subscriptions/${first._id}/cancel`, admin)).statusCode,
    ).toBe(200);

    const state = (await call('GET', '/api/user/subscription', user.token)).json();
    expect(state).toMatchObject({
      subscription: { status: 'cancelled', endedAt: cancelledAt, endDate: null },
      isActive: false,
      payment: null,
    });

    const renewed = await call('POST', '/api/user/subscription', user.token);
    expect(renewed.statusCode).toBe(201);
    expect(renewed.json().subscription).toMatchObject({ status: 'pending', endedAt: null });
    expect(renewed.json().subscription._id).not.toBe(first._id);
    expect(renewed.json().payment.referenceNumber).not.toBe(first.referenceNumber);
  });

  it('reads a lapsed subscription as expired at its end date, before the job runs, and renews it', async () => {
    const user = await approvedUser(t.app);
    const { subscription } = (await call('POST', '/api/user/subscription', user.token)).json();
    const admin = await adminToken(t.app);
    const active = (
      await call(
        'POST',
        `/api/admin/subscriptions/${subscription._id}/activate`,
        admin,
        paymentOf(t.app),
      )
    ).json().subscription;
    expect((await call('GET', '/api/user/subscription', user.token)).json()).toMatchObject({
      subscription: { status: 'active', endedAt: null },
      isActive: true,
    });

    t.clock.advance(31 * DAY);
    const token = await login(t.app, user.email, user.password);
    expect((await call('GET', '/api/user/subscription', token)).json()).toMatchObject({
      subscription: { status: 'expired', endDate: active.endDate, endedAt: active.endDate },
      isActive: false,
      payment: null,
    });
    // After the job, the same.
    await t.app.jobs.run('expireSubscriptions');
    expect((await call('GET', '/api/user/subscription', token)).json().subscription).toMatchObject({
      status: 'expired',
      endedAt: active.endDate,
    });

    const renewed = await call('POST', '/api/user/subscription', token);
    expect(renewed.statusCode).toBe(201);
    expect(renewed.json().subscription.status).toBe('pending');
    expect(renewed.json().payment.ipsQr.payload).toContain(
      `|RO:97${renewed.json().subscription.referenceNumber}`,
    );
  });
});
