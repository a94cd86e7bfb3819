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
        acceptTerms: true,
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

// The probe's second round: these passed the list above. zxcvbn-ts with the site's words
// and the person's own names and e-mail as known inputs guesses each within thousands.
const GUESSABLE =
  'Ova lozinka se lako pogađa (npr. ime sajta, reč „lozinka“ ili poznata lozinka sa zamenjenim slovima). Izaberite dužu ili neobičniju.';
const PERSONAL =
  'Lozinka ne sme biti sastavljena od vašeg imena ili adrese e-pošte. Izaberite drugu.';

describe('passwords built from the site’s name or the person’s own', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  const post = (url: string, payload: object, headers = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const register = async (password: string, email: string) =>
    post('/api/user/register', {
      firstName: 'Jovana',
      lastName: 'Petrović',
      phone: '+381 64 123 4567',
      email,
      password,
      address: 'Bulevar 1',
      city: await cityId(t.app),
      acceptTerms: true,
    });

  it('refuses the site’s words and a known password with letters swapped', async () => {
    for (const [i, password] of ['Lozinka123', 'Autoberza123', 'P@ssw0rd12'].entries()) {
      const res = await register(password, `nova-${i}@example.rs`);
      expect(res.statusCode, password).toBe(400);
      expect(res.json().message, password).toBe(GUESSABLE);
    }
  });

  it('refuses the person’s e-mail name and own name, at registration, change and reset', async () => {
    for (const password of ['Jovana.petrovic12', 'Petrovic2024J']) {
      const res = await register(password, 'jovana.petrovic@example.rs');
      expect(res.statusCode, password).toBe(400);
      expect(res.json().message, password).toBe(PERSONAL);
    }
    // The same password is fine for someone else.
    expect((await register('Jovana.petrovic12', 'drugi.covek@example.rs')).statusCode).toBe(201);

    const user = await approvedUser(t.app, { email: 'milan.ilic@example.rs' });
    const change = await post(
      '/api/user/change-password',
      { oldPassword: user.password, newPassword: 'Milan.ilic123' },
      auth(user.token),
    );
    expect(change.statusCode).toBe(400);
    expect(change.json().message).toBe(PERSONAL);

    await post('/api/user/recovery', { email: user.email });
    const token = await tokenFromMail(t.app, user.email, 'recovery');
    const reset = await post('/api/user/recovery-account', { token, password: 'Milanilic2024' });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).toBe(PERSONAL);
    // The refused attempt did not use the link up.
    const retry = await post('/api/user/recovery-account', { token, password: 'Zeleni77Konj' });
    expect(retry.statusCode).toBe(200);
  });
});
