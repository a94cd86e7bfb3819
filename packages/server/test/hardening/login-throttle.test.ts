import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LIMIT } from '../../src/plugins/app/login-throttle.ts';
import {
  approvedUser,
  auth,
  buildTestApp,
  queuedMails,
  tokenFromMail,
  type TestApp,
} from '../helpers.ts';

// A security probe found (decision 007): 50 guesses at one account from 5 addresses were all evaluated, and
// change-password and verify-email had no limit at all.
let t: TestApp;
beforeAll(async () => {
  // The per-address limit stays out of the way: this is about the per-account one.
  t = await buildTestApp({ env: { AUTH_RATE_LIMIT: '1000', TRUST_PROXY: '1' } });
});
afterAll(() => t.close());

const login = (email: string, password: string, address: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress: address,
    headers: cookie ? { cookie } : {},
    payload: { email, password },
  });
const deviceCookie = (res: { cookies: { name: string; value: string }[] }) => {
  const c = res.cookies.find((x) => x.name === 'ab_device');
  return c ? `ab_device=${c.value}` : undefined;
};

describe('per-account login throttling', () => {
  it('stops guesses from many addresses, without locking the owner out of their device', async () => {
    const victim = await approvedUser(t.app);
    // The owner signed in from this browser before: it holds a device cookie.
    const ownDevice = deviceCookie(await login(victim.email, victim.password, '192.0.2.1'));
    expect(ownDevice).toBeDefined();

    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      const res = await login(victim.email, `Pogodak${i}xx`, `198.51.100.${i % 5}`);
      statuses.push(res.statusCode);
    }
    // Only the first ACCOUNT_LIMIT guesses were checked at all.
    expect(statuses.filter((s) => s === 401)).toHaveLength(ACCOUNT_LIMIT);
    expect(statuses.slice(ACCOUNT_LIMIT).every((s) => s === 429)).toBe(true);
    const refused = await login(victim.email, victim.password, '198.51.100.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Previše neuspelih prijava na ovaj nalog\./);

    // The owner, from their own browser, signs in as usual.
    expect((await login(victim.email, victim.password, '192.0.2.1', ownDevice)).statusCode).toBe(
      200,
    );
    // A forged or another account's cookie is worth nothing.
    expect(
      (await login(victim.email, 'Pogodak99xx', '198.51.100.1', 'ab_device=x.y')).statusCode,
    ).toBe(429);
  });

  it('the window passes, and a password reset ends the count at once', async () => {
    const user = await approvedUser(t.app);
    for (let i = 0; i < ACCOUNT_LIMIT; i++) await login(user.email, `Krivo${i}xxA`, '198.51.100.7');
    expect((await login(user.email, user.password, '203.0.113.5')).statusCode).toBe(429);
    t.clock.advance(15 * 60 * 1000 + 1000);
    expect((await login(user.email, user.password, '203.0.113.5')).statusCode).toBe(200);

    for (let i = 0; i < ACCOUNT_LIMIT; i++) await login(user.email, `Krivo${i}xxB`, '198.51.100.7');
    expect((await login(user.email, user.password, '203.0.113.6')).statusCode).toBe(429);
    await t.app.inject({
      method: 'POST',
      url: '/api/user/recovery',
      payload: { email: user.email },
    });
    expect((await queuedMails(t.app, user.email)).length).toBeGreaterThan(0);
    const token = await tokenFromMail(t.app, user.email, 'recovery');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/user/recovery-account',
      payload: { token, password: 'Novi2024Konj', confirmPassword: 'Novi2024Konj' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(user.email, 'Novi2024Konj', '203.0.113.6')).statusCode).toBe(200);
  });
});

describe('limits on change-password and verify-email', () => {
  it('change-password is limited per account', async () => {
    const limited = await buildTestApp({ env: { AUTH_RATE_LIMIT: '3' } });
    try {
      const user = await approvedUser(limited.app);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/user/change-password',
          headers: auth(user.token),
          remoteAddress: `198.51.100.${i}`,
          payload: { oldPassword: `Pogresna${i}xA`, newPassword: 'Drugacija77X' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 429, 429]);

      const verify: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/user/verify-email',
          payload: { token: `nepostojeci-${i}` },
        });
        verify.push(res.statusCode);
      }
      expect(verify).toEqual([400, 400, 400, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});
