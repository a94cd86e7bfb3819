import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCommonPassword } from '../../src/accounts/index.ts';
import {
  USER_PASSWORD,
  approvedUser,
  auth,
  buildTestApp,
  cityId,
  tokenFromMail,
  type TestApp,
} from '../helpers.ts';

// A security probe found (decision 007): "Password12" and "Qwerty123A" passed every rule.
const COMMON = 'Ova lozinka je među najčešće korišćenim i lako se pogađa. Izaberite drugu.';
const WEAK = ['Password12', 'Qwerty123A', 'Password123', 'Iloveyou12'];

describe('the common-password list', () => {
  it('catches listed passwords in any case, and top ones with a character added', () => {
    for (const password of WEAK) expect(isCommonPassword(password), password).toBe(true);
    for (const password of [
      USER_PASSWORD,
      'Oporavak56C',
      'Ponovo78D',
      'AdminPass12',
      'Zeleni77Konj',
    ]) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});

describe('refused wherever a password is set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  const post = (url: string, payload: object, headers = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  it('at registration', async () => {
    for (const password of WEAK) {
      const res = await post('/api/user/register', {
        firstName: 'Marko',
        lastName: 'Marković',
        phone: '+381 64 123 4567',
        email: `slaba-${password.toLowerCase()}@example.rs`,
        password,
        address: 'Bulevar 1',
        city: await cityId(t.app),
      });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().message).toBe(COMMON);
    }
  });

  it('at a change and at a reset', async () => {
    const user = await approvedUser(t.app);
    const change = await post(
      '/api/user/change-password',
      { oldPassword: user.password, newPassword: 'Qwerty123A', confirmPassword: 'Qwerty123A' },
      auth(user.token),
    );
    expect(change.statusCode).toBe(400);
    expect(change.json().message).toBe(COMMON);

    await post('/api/user/recovery', { email: user.email });
    const token = await tokenFromMail(t.app, user.email, 'recovery');
    const reset = await post('/api/user/recovery-account', {
      token,
      password: 'Password12',
      confirmPassword: 'Password12',
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).toBe(COMMON);
  });
});
