import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedUser, auth, buildTestApp, login, type TestApp } from '../helpers.ts';

// A security probe found (decision 007): POST /api/user/logout was 404 and a 7-day token had no idle timeout.
const HOUR = 3_600_000;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { JWT_EXPIRES_IN: '12h', SESSION_MAX_AGE: '2d' } });
});
afterAll(() => t.close());

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/me', headers: auth(token) });

describe('sessions', () => {
  it('logout ends this token and every other one of the account, at once', async () => {
    const user = await approvedUser(t.app);
    const other = await login(t.app, user.email, user.password);
    expect((await me(user.token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: auth(user.token),
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Odjavljeni ste.' });
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    // Signing in again works.
    expect((await me(await login(t.app, user.email, user.password))).statusCode).toBe(200);
  });

  it('an unused session expires after the idle timeout', async () => {
    const user = await approvedUser(t.app);
    t.clock.advance(12 * HOUR + 1000);
    const res = await me(user.token);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/istekla|Prijavite se ponovo|sesija/i);
  });

  it('a session in use is renewed, up to its maximum age', async () => {
    const user = await approvedUser(t.app);
    let token = user.token;
    // Early on, no renewal.
    t.clock.advance(HOUR);
    expect((await me(token)).headers['x-session-token']).toBeUndefined();
    // Past half its lifetime, the answer carries a successor, and is not to be stored.
    t.clock.advance(6 * HOUR);
    let res = await me(token);
    const renewed = res.headers['x-session-token'] as string;
    expect(renewed).toMatch(/^ey/);
    expect(res.headers['cache-control']).toBe('no-store');
    token = renewed;
    // The old token would have expired here; the new one lives on.
    t.clock.advance(8 * HOUR);
    res = await me(token);
    expect(res.statusCode).toBe(200);
    // Used every few hours, it keeps going until the maximum age (2 days from sign-in).
    for (let i = 0; i < 6; i++) {
      t.clock.advance(7 * HOUR);
      res = await me(token);
      if (res.statusCode !== 200) break;
      token = (res.headers['x-session-token'] as string | undefined) ?? token;
    }
    expect(res.statusCode).toBe(401);
    // It ended between 2 days and 2 days + one step after sign-in; sign in again works.
    expect((await me(await login(t.app, user.email, user.password))).statusCode).toBe(200);
  });

  it('a renewed token is refused after logout too', async () => {
    const user = await approvedUser(t.app);
    t.clock.advance(7 * HOUR);
    const renewed = (await me(user.token)).headers['x-session-token'] as string;
    expect(renewed).toBeDefined();
    await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: auth(renewed) });
    expect((await me(renewed)).statusCode).toBe(401);
  });
});
