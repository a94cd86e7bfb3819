import { DAY } from '@autoberza/contract/time';
import { and, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { visibility } from '../cars/index.ts';
import type { Executor } from '../db/client.ts';
import { cars, cities, users } from '../db/schema/index.ts';
import { refSchema } from '../lib/schemas.ts';
import { companySchema, toCompany, type CompanyInput } from './company.ts';

/** docs/product.md, “The dealer's page”: sales counted over this many days. */
const SOLD_WINDOW_DAYS = 90;

/** The dealer's page (GET /api/user/dealer/:id): who they are and how much they trade. */
export const dealerSchema = z
  .object({
    _id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    city: refSchema.nullable(),
    image: z.string().nullable(),
    company: companySchema.nullable(),
    memberSince: z.iso.datetime().describe('When the account was created'),
    activeAdverts: z.number().int().describe('Adverts on the lists now, sold ones not counted'),
    soldLast90Days: z.number().int().describe('Adverts marked sold in the last 90 days'),
  })
  .meta({ id: 'Dealer' });

/** Saves the company of an account (every field replaced). */
export async function saveCompany(db: Executor, userId: string, company: CompanyInput, now: Date) {
  await db
    .update(users)
    .set({
      companyName: company.name,
      companyPib: company.pib,
      companyRegistrationNumber: company.registrationNumber,
      companyAddress: company.address,
      companyPhones: company.phones,
      companyHours: company.hours,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

/** The account trades in its own name again: its company is forgotten. */
export async function clearCompany(db: Executor, userId: string, now: Date) {
  await db
    .update(users)
    .set({
      companyName: null,
      companyPib: null,
      companyRegistrationNumber: null,
      companyAddress: null,
      companyPhones: [],
      companyHours: null,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

/**
 * An approved dealer's page, or undefined (unknown, or not approved and the reader is no
 * administrator). Active: the adverts a visitor finds on the lists now, sold ones left out; sold:
 * marked sold in the last 90 days and not hidden by an administrator.
 */
export async function dealerPage(
  app: FastifyInstance,
  id: string,
  { isAdmin }: { isAdmin: boolean },
): Promise<z.infer<typeof dealerSchema> | undefined> {
  const [row] = await app.db
    .select({ user: users, city: { id: cities.id, name: cities.name } })
    .from(users)
    .leftJoin(cities, eq(users.cityId, cities.id))
    .where(eq(users.id, id));
  if (!row || (row.user.status !== 'approved' && !isAdmin)) return undefined;
  const now = app.clock.now();
  const [counts] = await app.db
    .select({
      active: count(
        sql`case when ${inArray(cars.status, ['active', 'reserved'])} and ${visibility('public', now)} then 1 end`,
      ),
      sold: count(
        sql`case when ${and(
          eq(cars.status, 'sold'),
          gt(cars.soldAt, new Date(now.getTime() - SOLD_WINDOW_DAYS * DAY)),
          isNull(cars.hiddenAt),
        )} then 1 end`,
      ),
    })
    .from(cars)
    .where(eq(cars.userId, id));
  const { user, city } = row;
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    city: city?.id ? { _id: city.id, name: city.name } : null,
    image: user.image ? app.storage.url(user.image) : null,
    company: toCompany(user),
    memberSince: user.createdAt.toISOString(),
    activeAdverts: counts?.active ?? 0,
    soldLast90Days: counts?.sold ?? 0,
  };
}
