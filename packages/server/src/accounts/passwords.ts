import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { z } from 'zod';
import { t } from '../lib/i18n.ts';

/**
 * The most used passwords, in order (zxcvbn-ts's common list, ~49,000 from public breach
 * corpora; shipped as a package, no network). Built on first use (~80 ms).
 */
let ranks: Map<string, number> | undefined;
function rankOf(candidate: string): number | undefined {
  ranks ??= new Map(dictionary['passwords-common'].map((word, index) => [word, index]));
  return ranks.get(candidate);
}
/** A variant of a common password (a digit or letter added) counts among the first thousand. */
const VARIANT_TOP = 1000;

/**
 * decision 007: a password found in the list (any case), or a top-1000 password with a character or
 * trailing digits added ("Qwerty123A", "Password12!"), is refused at registration, change and
 * reset.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (rankOf(lower) !== undefined) return true;
  const variants = [
    lower.slice(0, -1),
    lower.replace(/[^\p{L}]+$/u, ''),
    lower.slice(0, -1).replace(/[^\p{L}]+$/u, ''),
  ];
  return variants.some((v) => v.length >= 4 && (rankOf(v) ?? Infinity) < VARIANT_TOP);
}

// OWASP password storage cheat sheet: argon2id, m=19 MiB, t=2, p=1.
// algorithm 2 = Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax).
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of a random string: verifying against it costs as much as a real check (no timing oracle). */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('dummy-password-for-timing-11A');
  await verifyPassword(await dummyHash, password);
}

/** Registration, password setup and change (docs/product.md, “Passwords”): min 8, at least 2 digits and 1 capital letter. */
export const strongPasswordRule = (minKey = 'validation.passwordMin8') =>
  z
    .string({ error: () => t('validation.passwordRequired') })
    .min(8, { error: () => t(minKey) })
    .max(200, { error: () => t('validation.passwordMax') })
    .refine((v) => (v.match(/\d/g) ?? []).length >= 2, {
      error: () => t('validation.passwordTwoDigits'),
    })
    .refine((v) => /\p{Lu}/u.test(v), { error: () => t('validation.passwordCapital') })
    .refine((v) => !isCommonPassword(v), { error: () => t('validation.passwordCommon') });

export const strongPassword = strongPasswordRule();

/** Login keeps the spec's min 6. */
export const loginPassword = z
  .string({ error: () => t('validation.passwordRequired') })
  .min(6, { error: () => t('validation.passwordMin6') })
  .max(200, { error: () => t('validation.passwordMax') });
