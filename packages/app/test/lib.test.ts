import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { firebaseConfig, parseEnv } from '../src/env';
import { PUBLIC_BROWSING_META, readPublicBrowsing } from '../src/app/runtimeConfig';
import { useLoginForm, validateLogin } from '../src/features/auth/loginForm';
import type { LoginValues } from '../src/features/auth/loginForm';
import {
  dialablePhone,
  formatDate,
  formatMileage,
  formatPhone,
  formatPower,
  formatPrice,
} from '../src/i18n/format';

describe('environment schema', () => {
  it('defaults the API to /api and rejects an empty one', () => {
    const env = parseEnv({});
    expect(env.VITE_API_URL).toBe('/api');
    expect(firebaseConfig(env)).toBeNull();
    expect(() => parseEnv({ VITE_API_URL: '' })).toThrow();
  });

  it('learns public browsing from the page the server sent, off without it (decision 010)', () => {
    const page = (content?: string) => {
      const doc = document.implementation.createHTMLDocument('t');
      if (content !== undefined) {
        const meta = doc.createElement('meta');
        meta.name = PUBLIC_BROWSING_META;
        meta.content = content;
        doc.head.append(meta);
      }
      return doc;
    };
    expect(readPublicBrowsing(page('true'))).toBe(true);
    expect(readPublicBrowsing(page('false'))).toBe(false);
    expect(readPublicBrowsing(page())).toBe(false);
    expect(readPublicBrowsing(undefined)).toBe(false);
  });

  it('turns push on only with the whole Firebase web config', () => {
    const partial = { VITE_FIREBASE_API_KEY: 'k', VITE_FIREBASE_PROJECT_ID: 'p' };
    expect(firebaseConfig(parseEnv(partial))).toBeNull();
    const full = parseEnv({
      ...partial,
      VITE_FIREBASE_MESSAGING_SENDER_ID: '1',
      VITE_FIREBASE_APP_ID: 'a',
      VITE_FIREBASE_VAPID_KEY: 'v',
    });
    expect(firebaseConfig(full)).toMatchObject({ apiKey: 'k', projectId: 'p', vapidKey: 'v' });
  });
});

describe('sr-Latn formats', () => {
  it('dates with the month in the genitive', () => {
    expect(formatDate('2026-03-05T12:00:00Z')).toBe('5. marta 2026.');
    // The calendar day in Belgrade: 23:30 UTC on the last day of the year is already January.
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('1. januara 2027.');
    expect(
      Array.from({ length: 12 }, (_, m) => formatDate(new Date(Date.UTC(2026, m, 26, 12)))),
    ).toEqual([
      '26. januara 2026.',
      '26. februara 2026.',
      '26. marta 2026.',
      '26. aprila 2026.',
      '26. maja 2026.',
      '26. juna 2026.',
      '26. jula 2026.',
      '26. avgusta 2026.',
      '26. septembra 2026.',
      '26. oktobra 2026.',
      '26. novembra 2026.',
      '26. decembra 2026.',
    ]);
    expect(formatDate(null)).toBe('');
  });
  it('EUR, km and kW', () => {
    expect(formatPrice(12500)).toBe('12.500\u00a0€');
    expect(formatMileage(185000).replace(/\s/g, ' ')).toBe('185.000 km');
    expect(formatPower(85)).toBe('85 kW');
  });
});

const fakeSubmit = () => ({ preventDefault: () => {} }) as FormEvent<HTMLFormElement>;

describe('login form rules (no schema or form library on the first screen)', () => {
  it('requires an email, then a well-formed one, and a password of 8 or more (as registration)', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'validation:login.emailRequired',
      password: 'validation:login.passwordMin',
    });
    expect(validateLogin({ email: 'marko@', password: '12345' })).toEqual({
      email: 'validation:login.emailInvalid',
      password: 'validation:login.passwordMin',
    });
    expect(validateLogin({ email: 'a..b@x.rs', password: 'tajna12' }).password).toBe(
      'validation:login.passwordMin',
    );
    expect(validateLogin({ email: 'a..b@x.rs', password: 'tajna123' }).email).toBe(
      'validation:login.emailInvalid',
    );
    expect(validateLogin({ email: 'marko.p+1@auto-berza.rs', password: 'tajna123' })).toEqual({});
  });

  it('checks nothing before the first submit, then each field again as it changes', async () => {
    const sent: LoginValues[] = [];
    const { result } = renderHook(() =>
      useLoginForm(async (values) => {
        sent.push(values);
      }),
    );
    act(() => result.current.setValue('email', 'x'));
    expect(result.current.errors).toEqual({});

    const submit = () => result.current.handleSubmit(fakeSubmit());
    await act(submit);
    expect(result.current.errors).toEqual({
      email: 'validation:login.emailInvalid',
      password: 'validation:login.passwordMin',
    });
    expect(sent).toEqual([]);

    act(() => result.current.setValue('email', 'marko@example.com'));
    expect(result.current.errors.email).toBeUndefined();
    expect(result.current.errors.password).toBe('validation:login.passwordMin');
    act(() => result.current.setValue('password', 'tajna123'));
    expect(result.current.errors).toEqual({ email: undefined, password: undefined });

    await act(submit);
    expect(sent).toEqual([{ email: 'marko@example.com', password: 'tajna123' }]);
    expect(result.current.isSubmitting).toBe(false);
  });
});

describe('phone numbers', () => {
  it('are grouped as people read them, +381 as the national 0', () => {
    expect(formatPhone('0695811223')).toBe('069 581 1223');
    expect(formatPhone('069/581-12-23')).toBe('069 581 1223');
    expect(formatPhone('+381 64 123 4567')).toBe('064 123 4567');
    expect(formatPhone('00381641234567')).toBe('064 123 4567');
    expect(formatPhone('011 3234 567')).toBe('011 323 4567');
    expect(formatPhone('064123456')).toBe('064 123 456');
    // A foreign number stays as typed.
    expect(formatPhone(' +49 30 1234567 ')).toBe('+49 30 1234567');
    expect(dialablePhone('+381 64 123 4567')).toBe('+381641234567');
  });
});
