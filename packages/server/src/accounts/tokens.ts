import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { oneTimeTokens } from '../db/schema/index.ts';

const HOUR = 3_600_000;
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
