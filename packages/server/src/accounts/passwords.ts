import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
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

/** The site's own words: a password built on them is among the first an attacker tries here. */
const SITE_WORDS = ['autoberza', 'auto', 'berza', 'lozinka', 'sifra', 'šifra', 'oglas', 'prodavac'];
/** zxcvbn's 0-4 score; 3 is "safely unguessable" (about 10^8 guesses and more). */
const MIN_SCORE = 3;
let estimator: ZxcvbnFactory | undefined;

/**
 * zxcvbn-ts's estimate with the site's words and the person's own (name, e-mail and its
 * parts) as known inputs: "Lozinka123", "Autoberza123", "P@ssw0rd12" and "Marko.markovic1A"
 * for marko.markovic@… are guessed within thousands of tries.
 */
export function isGuessablePassword(password: string, personal: readonly string[] = []): boolean {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...dictionary, site: SITE_WORDS },
    graphs: adjacencyGraphs,
  });
  // The first 40 characters are scored: the estimate's cost grows fast with the length (a
  // 64-character repeat takes ~90 ms), and 40 well-chosen characters are plenty.
  return estimator.check(password.slice(0, 40), [...personal]).score < MIN_SCORE;
}

/** The words of a person a password must not be built from: names, the e-mail and its parts. */
export function personalWords(person: {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}): string[] {
  const local = (person.email ?? '').toLowerCase().split('@')[0] ?? '';
  const parts = local.split(/[._+-]+/);
  return [person.firstName, person.lastName, person.email, local, parts.join(''), ...parts]
    .map((word) => (word ?? '').trim().toLowerCase())
    .filter((word) => word.length >= 3);
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
    .refine((v) => !isCommonPassword(v), { error: () => t('validation.passwordCommon') })
    .refine((v) => !isGuessablePassword(v), { error: () => t('validation.passwordGuessable') });

export const strongPassword = strongPasswordRule();

/** Login asks for the same minimum length as the rule above: no account has a shorter password. */
export const loginPassword = z
  .string({ error: () => t('validation.passwordRequired') })
  .min(8, { error: () => t('validation.passwordMin8') })
  .max(200, { error: () => t('validation.passwordMax') });
