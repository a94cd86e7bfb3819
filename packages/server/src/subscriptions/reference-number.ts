import { randomInt } from 'node:crypto';

/**
 * Payment reference ("poziv na broj") in model 97, as Serbian banks check it: two control
 * digits computed by ISO 7064 MOD 97-10 over the reference, written in front of it.
 * Letters count as two digits (A = 10 ... Z = 35), as the standard says.
 */

/** The digit string the check is computed over: letters become 10..35, dashes and spaces go. */
function digitsOf(reference: string): string {
  return reference
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .split('')
    .map((c) => {
      if (/[0-9]/.test(c)) return c;
      if (/[A-Z]/.test(c)) return String(c.charCodeAt(0) - 55);
      throw new Error(`invalid character in a reference: ${JSON.stringify(c)}`);
    })
    .join('');
}

/** The remainder of a long digit string divided by 97, a few digits at a time. */
function mod97(digits: string): number {
  let rest = 0;
  for (let i = 0; i < digits.length; i += 7) {
    rest = Number(`${rest}${digits.slice(i, i + 7)}`) % 97;
  }
  return rest;
}

/** The two control digits of model 97 for `reference` (e.g. "12345" → "75"). */
export function model97ControlDigits(reference: string): string {
  const digits = digitsOf(reference);
  if (digits.length === 0) throw new Error('empty reference');
  return String(98 - mod97(`${digits}00`)).padStart(2, '0');
}

/** A full "poziv na broj": control digits, then the reference. */
export function withModel97(reference: string): string {
  const clean = reference.toUpperCase().replace(/\s/g, '');
  return `${model97ControlDigits(clean)}${clean}`;
}

/** True when the first two digits are the right control digits for the rest. */
export function isValidModel97(full: string): boolean {
  const clean = full.toUpperCase().replace(/\s/g, '');
  if (!/^[0-9]{2}[0-9A-Z-]{1,20}$/.test(clean)) return false;
  try {
    // Equivalent to the standard's check: the whole number, rest first, is 1 modulo 97.
    return mod97(`${digitsOf(clean.slice(2))}${clean.slice(0, 2)}`) === 1;
  } catch {
    return false;
  }
}

/** A new reference for a subscription: 10 random digits behind the control digits (12 in all). */
export function newSubscriptionReference(): string {
  const base = String(randomInt(0, 10_000_000_000)).padStart(10, '0');
  return withModel97(base);
}
