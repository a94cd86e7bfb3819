import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MulticastMessage, PushTransport } from '../../src/plugins/app/push.ts';
import { approvedUser, auth, buildTestApp, type TestApp } from '../helpers.ts';
import { createCar, refs } from '../routes/car/car-helpers.ts';

const MIN = 60_000;
const sent: MulticastMessage[] = [];
const transport: PushTransport = {
  async sendEachForMulticast(message) {
    sent.push(message);
    return { responses: message.tokens.map(() => ({ success: true })) };
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ push: { transport } });
});
afterAll(() => t.close());

describe('saved-search alerts by push', () => {
  it('push an immediate match to users with isNotification, never a daily one', async () => {
    const seller = await approvedUser(t.app);
    const r = await refs(t.app, seller.token);
    const buyer = await approvedUser(t.app);
    const daily = await approvedUser(t.app);
    const muted = await approvedUser(t.app);
    for (const [user, alert, device] of [
      [buyer, 'immediate', 'buyer-device'],
      [daily, 'daily', 'daily-device'],
      [muted, 'immediate', 'muted-device'],
    ] as const) {
      await t.app.inject({
        method: 'POST',
        url: '/api/fcm/save-token',
        headers: auth(user.token),
        payload: { token: device },
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/saved-search',
        headers: auth(user.token),
        payload: { name: `Push ${alert}`, filters: { brand: r.brand, priceMin: 4321 }, alert },
      });
      expect(res.statusCode).toBe(201);
    }
    await t.app.inject({
      method: 'PATCH',
      url: '/api/user/preferences',
      headers: auth(muted.token),
      payload: { isNotification: false },
    });

    const car = await createCar(t.app, seller.token, r, { overrides: { price: '4321' } });
    t.clock.advance(20 * MIN);
    await t.app.jobs.run('newListingPush');
    await t.app.outbox.drain();
    const alerts = sent.filter((m) => m.notification.title?.startsWith('Novi oglas za pretragu'));
    expect(alerts.map((m) => m.tokens)).toEqual([['buyer-device']]);
    expect(alerts[0]!.notification.title).toBe('Novi oglas za pretragu „Push immediate“');
    expect(alerts[0]!.data.link).toBe(`/car/${car._id}`);
  });
});
