import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users, userScript } from './users.ts';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Set when the sender was logged in. */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    email: text().notNull(),
    message: text().notNull(),
    /** The script the sender wrote in (decision 049), for the answer's mail; null before 0031. */
    script: userScript(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set when an admin marked the message handled (answering marks it too). */
    handledAt: timestamp({ withTimezone: true }),
    handledBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The admin's answer, e-mailed to the sender; kept with who wrote it and when. */
    answer: text(),
    answeredAt: timestamp({ withTimezone: true }),
    answeredBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('contact_messages_created_idx').on(table.createdAt),
    index('contact_messages_unhandled_idx')
      .on(table.createdAt)
      .where(sql`${table.handledAt} is null`),
  ],
);
