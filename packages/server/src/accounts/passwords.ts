import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { z } from 'zod';
import { t } from '../lib/i18n.ts';
import { SERBIAN_WORDS } from './serbian-words.ts';

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
const SITE_WORDS = ['autoberza', 'auto', 'berza', 'lozinka', 'sifra', 'oglas', 'prodavac'];
/** zxcvbn's 0-4 score; 3 is "safely unguessable" (about 10^8 guesses and more). */
const MIN_SCORE = 3;
/** A personal word this long or longer must not appear in the password at all. */
const PERSONAL_MIN_LENGTH = 4;

/**
 * Without diacritics ("Marković" → "Markovic", "Đorđe" → "Djordje"), the case kept (zxcvbn
 * counts the capitals): an attacker tries both spellings, and a person types a name either way.
 */
function fold(text: string): string {
  return text.replace(/đ/g, 'dj').replace(/Đ/g, 'Dj').normalize('NFD').replace(/\p{M}/gu, '');
}

let estimator: ZxcvbnFactory | undefined;
/** zxcvbn-ts with the common lists, the site's words and the Serbian ones (serbian-words.ts). */
function strength() {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...dictionary, site: SITE_WORDS, serbian: SERBIAN_WORDS },
    graphs: adjacencyGraphs,
  });
  return estimator;
}

let personalMatcher: ZxcvbnFactory | undefined;
/**
 * zxcvbn-ts with no list but the person's words (its user inputs): the parts of a password it
 * explains by them, also reversed or in l33t ("M1lan"). The strength estimate alone does not
 * refuse "Milan.Markovic12" for Milan Marković: zxcvbn charges much for a password of four
 * parts, whatever the parts.
 */
function personalParts(password: string, personal: string[]) {
  personalMatcher ??= new ZxcvbnFactory({ dictionary: {} });
  return personalMatcher
    .check(password, personal)
    .sequence.filter((match) => match.pattern === 'dictionary');
}

/** Why a password is easy to guess (the message the person reads says it). */
export type PasswordWeakness = 'personal' | 'commonWord' | 'guessable';

/** Whose password it is, as far as guessing goes. */
interface Person {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/**
 * decision 007: how an attacker who knows the person would guess the password, if soon. It is
 * `personal` when it holds the person's first or last name (four letters or more, diacritics
 * or not, in any case, reversed or in l33t: "Milan.Markovic12" for Milan Marković), or when their
 * names and e-mail make it guessable ("Marko.markovic1A" for marko.markovic@…); `commonWord`
 * when a Serbian word with a year or a few characters makes it guessable ("Septembar2025",
 * "Srbija2024!"); `guessable` otherwise below zxcvbn's score 3 ("Lozinka123", "Autoberza123",
 * "P@ssw0rd12"). Undefined: not easily guessed.
 */
export function passwordWeakness(
  password: string,
  person: Person = {},
): PasswordWeakness | undefined {
  // The first 40 characters are scored: the estimate's cost grows fast with the length (a
  // 64-character repeat takes ~90 ms), and 40 well-chosen characters are plenty.
  const folded = fold(password.slice(0, 40));
  const names = foldedWords(nameWords(person)).filter((w) => w.length >= PERSONAL_MIN_LENGTH);
  if (
    names.length > 0 &&
    personalParts(folded, names).some((m) => m.token.length >= PERSONAL_MIN_LENGTH)
  )
    return 'personal';
  const result = strength().check(folded, foldedWords(personalWords(person)));
  if (result.score >= MIN_SCORE) return undefined;
  const from = (name: string) =>
    result.sequence.some((m) => m.pattern === 'dictionary' && m.dictionaryName === name);
  if (from('userInputs')) return 'personal';
  if (from('serbian')) return 'commonWord';
  return 'guessable';
}

/** The message (locales/sr-Latn/server.json) that tells the person why. */
const weaknessMessage = {
  personal: 'validation.passwordPersonal',
  commonWord: 'validation.passwordCommonWord',
  guessable: 'validation.passwordGuessable',
} as const satisfies Record<PasswordWeakness, string>;

/**
 * The message key when `password` is easy to guess for someone who knows `person`, as
 * registration, reset and change check it; undefined when it is not.
 */
export function weakPasswordFor(
  password: string,
  person: Person,
): (typeof weaknessMessage)[PasswordWeakness] | undefined {
  const weakness = passwordWeakness(password, person);
  return weakness && weaknessMessage[weakness];
}

/** Lower case, folded, "dj" also as "d" (Đorđe is typed Djordje and Dorde), each once. */
function foldedWords(words: string[]): string[] {
  const folded = words.map((word) => fold(word).toLowerCase());
  return [...new Set(folded.flatMap((word) => [word, word.replace(/dj/g, 'd')]))];
}

/** The first and last name, and each word of a name of several ("Ana Marija"). */
function nameWords(person: Person): string[] {
  return [person.firstName, person.lastName]
    .flatMap((name) => [name ?? '', ...(name ?? '').split(/[\s-]+/)])
    .map((word) => word.trim())
    .filter((word) => word.length >= 3);
}

/** The words of a person a password must not be built from: names, the e-mail and its parts. */
function personalWords(person: Person): string[] {
  const local = (person.email ?? '').toLowerCase().split('@')[0] ?? '';
  const parts = local.split(/[._+-]+/);
  return [...nameWords(person), person.email, local, parts.join(''), ...parts]
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

/**
 * Registration, password setup and change (docs/product.md, “Passwords”): min 8, at least 2
 * digits and 1 capital letter, not on the common list. Whether it is easy to guess for someone
 * who knows the person is asked next, with the person's words (weakPasswordFor): that answer
 * names the person's own words first when they are the reason.
 */
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

/** Login asks for the same minimum length as the rule above: no account has a shorter password. */
export const loginPassword = z
  .string({ error: () => t('validation.passwordRequired') })
  .min(8, { error: () => t('validation.passwordMin8') })
  .max(200, { error: () => t('validation.passwordMax') });
