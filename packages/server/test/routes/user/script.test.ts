import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t as message } from '../../../src/lib/i18n.ts';
import { approvedUser, auth, buildTestApp, type TestApp } from '../../helpers.ts';

/**
 * The API's messages in the reader's script (docs/decisions/049-*): the signed-in user's setting,
 * else what Accept-Language asks for, else Latin; the setting itself in the profile.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const messageOf = (body: string) => (JSON.parse(body) as { message: string }).message;
const signInRequired = (language?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/user/me',
    headers: language ? { 'accept-language': language } : {},
  });
const badPhone = (token: string, language?: string) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/user/profile',
    headers: { ...auth(token), ...(language ? { 'accept-language': language } : {}) },
    payload: { phone: 'x' },
  });

describe('messages in the reader script', () => {
  it('answers in Cyrillic when Accept-Language asks for Serbian other than Latin', async () => {
    const cyrillic = message('auth.required', undefined, 'sr-Cyrl');
    expect(cyrillic).toBe('Потребна је пријава.');
    for (const language of ['sr-Cyrl', 'sr', 'sr-RS', 'en;q=0.5, sr-RS;q=0.9', 'sr-cyrl-rs']) {
      expect(messageOf((await signInRequired(language)).body), language).toBe(cyrillic);
    }
    for (const language of [
      undefined,
      'sr-Latn',
      'sr-ME',
      'en-US',
      'sr-Latn, sr;q=0.8',
      'sr;q=0',
    ]) {
      expect(messageOf((await signInRequired(language)).body), language).toBe(
        'Potrebna je prijava.',
      );
    }
  });

  it("writes validation messages (zod's) in the script asked for", async () => {
    const user = await approvedUser(t.app);
    expect(messageOf((await badPhone(user.token, 'sr-RS')).body)).toBe(
      'Унесите исправан број телефона',
    );
    expect(messageOf((await badPhone(user.token)).body)).toBe('Unesite ispravan broj telefona');
  });

  it("keeps the user's script in the profile, and answers them in it over Accept-Language", async () => {
    const user = await approvedUser(t.app);
    const me = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/user/me', headers: auth(user.token) })).json<{
        script: string | null;
      }>();
    expect((await me()).script).toBeNull();

    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: auth(user.token),
      payload: { script: 'sr-Cyrl' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ script: string }>().script).toBe('sr-Cyrl');
    expect((await me()).script).toBe('sr-Cyrl');
    // Their browser asks for Latin; the user's own choice wins.
    expect(messageOf((await badPhone(user.token, 'sr-Latn')).body)).toBe(
      'Унесите исправан број телефона',
    );

    const back = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: auth(user.token),
      payload: { script: 'sr-Latn' },
    });
    expect(back.json<{ script: string }>().script).toBe('sr-Latn');
    expect(messageOf((await badPhone(user.token, 'sr-RS')).body)).toBe(
      'Unesite ispravan broj telefona',
    );

    const unknown = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: auth(user.token),
      payload: { script: 'en' },
    });
    expect(unknown.statusCode).toBe(400);
    expect((await me()).script).toBe('sr-Latn');
  });
});
