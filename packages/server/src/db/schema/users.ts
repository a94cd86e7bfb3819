import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { SCRIPTS } from '@autoberza/contract/script';
import { cities } from './reference.ts';

export const userRole = pgEnum('user_role', ['user', 'admin']);
export const userStatus = pgEnum('user_status', ['pending', 'approved', 'rejected', 'blocked']);
/** How a subscriber hears of new listings: digests at most every 15 minutes, one a day, or none. */
export const noticePace = pgEnum('notice_pace', ['immediate', 'daily', 'off']);
/** The script a user reads Serbian in (docs/decisions/049-*). */
export const userScript = pgEnum('user_script', SCRIPTS);

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Stored lower-cased; unique. */
    email: text().notNull(),
    passwordHash: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    phone: text().notNull().default(''),
    address: text(),
    cityId: uuid().references(() => cities.id, { onDelete: 'set null' }),
    /** Storage key of the profile photo, served under /uploads/. */
    image: text(),
    role: userRole().notNull().default('user'),
    status: userStatus().notNull().default('pending'),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    isEmail: boolean().notNull().default(true),
    isNotification: boolean().notNull().default(true),
    newListingsPace: noticePace().notNull().default('immediate'),
    /**
     * The script the user chose (the app's switch): their messages, mails and pages are written
     * in it. Null: never chosen, the browser's languages decide.
     */
    script: userScript(),
    /** When the user last opened the followed adverts: later changes count as unseen. */
    favouritesSeenAt: timestamp({ withTimezone: true }),
    /** When the user accepted the terms of use and the privacy notice, and which version. */
    termsAcceptedAt: timestamp({ withTimezone: true }),
    termsVersion: text(),
    /** Bumped on password change and block: JWTs carrying an older version stop working. */
    tokenVersion: integer().notNull().default(0),
    passwordChangedAt: timestamp({ withTimezone: true }),
    /** The page the person registered from: the approval mail's sign-in link leads back there. */
    registeredFrom: text(),
    /**
     * The dealer's company (docs/decisions/042-dealer-profile.md): all null for a person trading
     * in their own name; a name, PIB and registration number together for a legal entity.
     */
    companyName: text(),
    /** PIB: nine digits, the last its ISO 7064 MOD 11,10 check digit. */
    companyPib: text(),
    /** Matični broj: eight digits. */
    companyRegistrationNumber: text(),
    /** The business address (public, unlike `address`); the city is `cityId`. */
    companyAddress: text(),
    /** Up to three phones besides `phone`, shown on the dealer's page. */
    companyPhones: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Working hours as a short weekly text ("Pon–Pet 9–17, Sub 9–14"). */
    companyHours: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    index('users_status_created_idx').on(table.status, table.createdAt),
    index('users_city_idx').on(table.cityId),
    // Every car read leaves out the adverts of sellers who are not approved (src/cars/
    // visibility.ts): PostgreSQL hashes those few accounts per query. Without this index it read
    // every account to find them (0.5 ms an advert page at 5,000 accounts; decision 054).
    index('users_not_approved_idx')
      .on(table.id)
      .where(sql`${table.status} <> 'approved'`),
  ],
);
