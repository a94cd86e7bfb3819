import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import { cities, users } from '../db/schema/index.ts';
import { hashPassword } from './passwords.ts';
import { endResetLinks } from './tokens.ts';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Executor, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalizeEmail(email)));
  return user;
}

export async function findUserById(db: Executor, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/**
 * Stores a new password (hashed by the caller): every session ends (the token version moves on)
 * and so does every open reset link, in one transaction (a savepoint in the caller's). `extra`
 * sets more columns in the same update.
 */
export async function setPassword(
  db: Executor,
  userId: string,
  passwordHash: string,
  now: Date,
  extra: PgUpdateSetSource<typeof users> = {},
) {
  const write = async (tx: Executor) => {
    const [updated] = await tx
      .update(users)
      .set({
        ...extra,
        passwordHash,
        passwordChangedAt: now,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        updatedAt: now,
      })
      .where(eq(users.id, userId))
      .returning();
    if (updated) await endResetLinks(tx, userId, now);
    return updated;
  };
  return db.transaction(write);
}

/**
 * `setPassword` for a password set through the mailed recovery link: following the link proves
 * the address, so an unverified one is verified now.
 */
export function setPasswordByLink(tx: Executor, userId: string, passwordHash: string, now: Date) {
  return setPassword(tx, userId, passwordHash, now, {
    emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})`,
  });
}

/** Creates an approved, verified admin, or promotes and re-passwords the account with that e-mail. */
export async function upsertAdmin(
  db: Executor,
  clock: { now(): Date },
  email: string,
  password: string,
): Promise<'created' | 'updated'> {
  const passwordHash = await hashPassword(password);
  const now = clock.now();
  const existing = await findUserByEmail(db, email);
  if (existing) {
    await setPassword(db, existing.id, passwordHash, now, {
      role: 'admin',
      status: 'approved',
      emailVerifiedAt: existing.emailVerifiedAt ?? now,
    });
    return 'updated';
  }
  await db.insert(users).values({
    email: normalizeEmail(email),
    passwordHash,
    firstName: 'Administrator',
    lastName: 'AutoBerza',
    role: 'admin',
    status: 'approved',
    emailVerifiedAt: now,
    passwordChangedAt: now,
  });
  return 'created';
}

/** A password that satisfies the password rules (2 digits, a capital). */
export function randomPassword(): string {
  return `${randomBytes(12).toString('base64url')}A${randomBytes(1)[0]! % 10}${randomBytes(1)[0]! % 10}`;
}

export async function cityExists(db: Executor, id: string): Promise<boolean> {
  const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, id));
  return city !== undefined;
}

/** Whether the error (or one it wraps) is a unique-index violation: two writers raced. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
