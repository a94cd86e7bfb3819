import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const oneTimeTokenKind = pgEnum('one_time_token_kind', ['verify_email', 'password_reset']);

/** Links sent by e-mail. Only the SHA-256 of the secret is stored; each is used once and expires. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: oneTimeTokenKind().notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('one_time_tokens_user_kind_idx').on(table.userId, table.kind)],
);
