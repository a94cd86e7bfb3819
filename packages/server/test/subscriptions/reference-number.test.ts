import { describe, expect, it } from 'vitest';
import {
  isValidModel97,
  model97ControlDigits,
  newSubscriptionReference,
  withModel97,
} from '../../src/subscriptions/reference-number.ts';

/** The standard's definition, with BigInt: 98 − (reference × 100 mod 97). */
function reference97(digits: string): string {
  return String(98n - ((BigInt(digits) * 100n) % 97n)).padStart(2, '0');
}

describe('model 97 (ISO 7064 MOD 97-10)', () => {
  it('matches the definition for short and long references', () => {
    for (const ref of ['1', '12345', '2026112200', '00012345678901234567', '9999999999']) {
      expect(model97ControlDigits(ref), ref).toBe(reference97(ref));
    }
  });

  it('gives known control digits (IBAN-style check: RS35 260005601001611379)', () => {
    // An IBAN's check digits are MOD 97-10 over BBAN + "RS00" letters as digits (R=27, S=28).
    expect(model97ControlDigits('260005601001611379RS')).toBe('35');
  });

  it('validates and rejects', () => {
    const full = withModel97('1234567890');
    expect(full).toBe(`${reference97('1234567890')}1234567890`);
    expect(isValidModel97(full)).toBe(true);
    expect(isValidModel97(`${full.slice(0, -1)}${(Number(full.at(-1)) + 1) % 10}`)).toBe(false);
    expect(isValidModel97('1')).toBe(false);
    expect(isValidModel97('ab123')).toBe(false);
  });

  it('issues 12-digit references that pass the check and differ', () => {
    const refs = new Set(Array.from({ length: 50 }, () => newSubscriptionReference()));
    expect(refs.size).toBe(50);
    for (const ref of refs) {
      expect(ref).toMatch(/^\d{12}$/);
      expect(isValidModel97(ref)).toBe(true);
    }
  });
});
