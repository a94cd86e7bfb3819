import { HOUR } from '@autoberza/contract/time';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { oneTimeTokens, users } from '../db/schema/index.ts';

/** A password-recovery link works this long. */
export const RESET_TOKEN_TTL = HOUR;
/** An e-mail verification link works this long. */
export const VERIFY_TOKEN_TTL = 48 * HOUR;

/** A random one-time secret for a link; only its hash is stored. */
export function newOneTimeToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Marks a one-time token used, exactly once; returns its user, or undefined when it is invalid,
 * used or expired at `now`.
 */
export async function consumeOneTimeToken(
  tx: Executor,
  token: string,
  kind: 'verify_email' | 'password_reset',
  now: Date,
): Promise<string | undefined> {
  const [row] = await tx
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.kind, kind),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId;
}

/** Whether a verification token was already used and its account's address is verified. */
export async function verifiedByToken(tx: Executor, token: string): Promise<boolean> {
  const [row] = await tx
    .select({ verifiedAt: users.emailVerifiedAt })
    .from(oneTimeTokens)
    .innerJoin(users, eq(users.id, oneTimeTokens.userId))
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.kind, 'verify_email'),
        isNotNull(oneTimeTokens.usedAt),
      ),
    );
  return Boolean(row?.verifiedAt);
}

/** A new password-reset link for the account, replacing every earlier one: its token. */
export async function newResetLink(tx: Executor, userId: string, now: Date): Promise<string> {
  const { token, tokenHash } = newOneTimeToken();
  // A new link replaces every earlier one.
  await endResetLinks(tx, userId, now);
  await tx.insert(oneTimeTokens).values({
    userId,
    kind: 'password_reset',
    tokenHash,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL),
  });
  return token;
}

/**
 * Ends every open password-reset link of the account (docs/product.md, “Passwords”): a new link
 * replaces the earlier ones, and a new password (changed, reset or set by an operator) ends them
 * all, so a link mailed before the change cannot set another one.
 */
export async function endResetLinks(tx: Executor, userId: string, now: Date): Promise<void> {
  await tx
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.kind, 'password_reset'),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}
