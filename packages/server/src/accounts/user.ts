import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SCRIPTS, type Script } from '@autoberza/contract/script';
import type { Executor } from '../db/client.ts';
import { cities, users } from '../db/schema/index.ts';
import { companySchema, toCompany } from './company.ts';
import { t } from '../lib/i18n.ts';
import { refSchema } from '../lib/schemas.ts';

/** Serbian's two scripts, as language tags (docs/decisions/049-*). */
export const scriptSchema = z.enum(SCRIPTS).meta({ id: 'Script' });

export const publicUserSchema = z
  .object({
    _id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    city: refSchema.nullable(),
    image: z.string().nullable().describe('Url of the profile photo'),
  })
  .meta({ id: 'PublicUser' });

export const userSchema = publicUserSchema
  .extend({
    email: z.string(),
    address: z.string().nullable(),
    role: z.enum(['user', 'admin']),
    status: z.enum(['pending', 'approved', 'rejected', 'blocked']),
    emailVerified: z.boolean(),
    isEmail: z.boolean(),
    isNotification: z.boolean(),
    company: companySchema.nullable().describe('The Firma section; null: trades in own name'),
    script: scriptSchema
      .nullable()
      .describe('The script the user reads Serbian in; null: not chosen (the browser decides)'),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'User' });

export type UserRow = typeof users.$inferSelect;
type UserWithCity = { user: UserRow; city: { id: string; name: string } | null };

/** Url of a stored profile photo. */
export function imageUrl(app: FastifyInstance, key: string | null): string | null {
  if (!key) return null;
  return app.hasDecorator('storage') ? app.storage.url(key) : `/uploads/${key}`;
}

export async function loadUser(db: Executor, id: string): Promise<UserWithCity | undefined> {
  const [row] = await db
    .select({ user: users, city: { id: cities.id, name: cities.name } })
    .from(users)
    .leftJoin(cities, eq(users.cityId, cities.id))
    .where(eq(users.id, id));
  return row;
}

export function toPublicUser(
  app: FastifyInstance,
  { user, city }: UserWithCity,
): z.infer<typeof publicUserSchema> {
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    city: city ? { _id: city.id, name: city.name } : null,
    image: imageUrl(app, user.image),
  };
}

export function toUser(app: FastifyInstance, row: UserWithCity): z.infer<typeof userSchema> {
  const { user } = row;
  return {
    ...toPublicUser(app, row),
    email: user.email,
    address: user.address,
    role: user.role,
    status: user.status,
    emailVerified: user.emailVerifiedAt !== null,
    isEmail: user.isEmail,
    isNotification: user.isNotification,
    company: toCompany(user),
    script: user.script,
    createdAt: user.createdAt.toISOString(),
  };
}

/**
 * The script to write to a user in (their mails, notices): their own choice, else Latin, the
 * script every text is written in first.
 */
export function userScript(user: { script: Script | null }): Script {
  return user.script ?? 'sr-Latn';
}

export const nameField = (requiredKey: string) =>
  z
    .string()
    .trim()
    .min(1, { error: () => t(requiredKey) })
    .max(80);

export const phoneField = z
  .string()
  .trim()
  .min(1, { error: () => t('validation.phoneRequired') })
  .regex(/^\+?[0-9 ()/-]{6,30}$/, { error: () => t('validation.phoneInvalid') });

export const emailField = z
  .string({ error: () => t('validation.emailRequired') })
  .trim()
  .min(1, { error: () => t('validation.emailRequired') })
  .max(254)
  .pipe(z.email({ error: () => t('validation.email') }));

export const addressField = z
  .string()
  .trim()
  .max(200)
  .nullish()
  .transform((v) => (v ? v : null));

/** An optional confirmation that, when sent, repeats the password. */
export const confirmMatches = (password: string, confirm: string | undefined) =>
  confirm === undefined || confirm === password;
