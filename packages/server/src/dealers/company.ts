import { COMPANY_LIMITS, isValidPib, isValidRegistrationNumber } from '@autoberza/contract/company';
import { z } from 'zod';
import type { users } from '../db/schema/index.ts';
import { t } from '../lib/i18n.ts';

/**
 * A dealer's company as the API gives it (docs/decisions/042-dealer-profile.md): null for a
 * person trading in their own name.
 */
export const companySchema = z
  .object({
    name: z.string(),
    pib: z.string().describe('PIB: nine digits, the last its ISO 7064 MOD 11,10 check digit'),
    registrationNumber: z.string().describe('Matični broj: eight digits'),
    address: z.string().nullable(),
    phones: z.array(z.string()).describe('Phones besides the account phone'),
    hours: z.string().nullable().describe('Working hours, a short weekly text'),
  })
  .meta({ id: 'Company' });

/** Blank is "not given". */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, { error: () => t(tooLong) })
    .nullish()
    .transform((v) => (v ? v : null));

const companyPhone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()/-]{6,30}$/, { error: () => t('validation.phoneInvalid') });

/** What the Firma section sends (PUT /api/user/company): every rule with its Serbian message. */
export const companyInput = z.strictObject({
  name: z
    .string({ error: () => t('validation.companyNameRequired') })
    .trim()
    .min(2, { error: () => t('validation.companyNameRequired') })
    .max(COMPANY_LIMITS.name, { error: () => t('validation.companyNameTooLong') }),
  pib: z
    .string({ error: () => t('validation.pibRequired') })
    .trim()
    .min(1, { error: () => t('validation.pibRequired') })
    .regex(/^\d{9}$/, { error: () => t('validation.pibFormat') })
    .refine(isValidPib, { error: () => t('validation.pibCheckDigit') }),
  registrationNumber: z
    .string({ error: () => t('validation.registrationNumberRequired') })
    .trim()
    .min(1, { error: () => t('validation.registrationNumberRequired') })
    .refine(isValidRegistrationNumber, { error: () => t('validation.registrationNumberFormat') }),
  address: optionalText(COMPANY_LIMITS.address, 'validation.companyAddressTooLong'),
  phones: z
    .array(companyPhone)
    .max(COMPANY_LIMITS.phones, { error: () => t('validation.companyPhonesTooMany') })
    .default([]),
  hours: optionalText(COMPANY_LIMITS.hours, 'validation.companyHoursTooLong'),
});

export type CompanyInput = z.output<typeof companyInput>;

type UserRow = typeof users.$inferSelect;

/** The company of an account's row, or null when it trades in its own name. */
export function toCompany(user: UserRow): z.infer<typeof companySchema> | null {
  if (!user.companyName || !user.companyPib || !user.companyRegistrationNumber) return null;
  return {
    name: user.companyName,
    pib: user.companyPib,
    registrationNumber: user.companyRegistrationNumber,
    address: user.companyAddress,
    phones: user.companyPhones,
    hours: user.companyHours,
  };
}
