import { COMPANY_LIMITS, isValidPib, isValidRegistrationNumber } from '@autoberza/contract/company';
import { z } from 'zod';

export const profileSchema = z.object({
  firstName: z.string().trim().min(1, 'validation:profile.firstNameRequired'),
  lastName: z.string().trim().min(1, 'validation:profile.lastNameRequired'),
  email: z.email('validation:profile.emailInvalid'),
  phone: z.string().trim(),
  address: z.string().trim(),
  city: z.string(),
});
export type ProfileValues = z.infer<typeof profileSchema>;

export const changePasswordSchema = z
  .object({
    oldPassword: z.string().min(8, 'validation:changePassword.oldMin'),
    newPassword: z
      .string()
      .min(8, 'validation:changePassword.newMin')
      .refine((v) => (v.match(/\d/g) ?? []).length >= 2, 'validation:changePassword.newDigits')
      .refine((v) => /\p{Lu}/u.test(v), 'validation:changePassword.newCapital'),
    confirmPassword: z.string().min(1, 'validation:changePassword.confirmRequired'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation:passwordsMismatch',
  });
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

/** The phones of the Firma section: one field, separated by commas. */
export const splitPhones = (value: string) =>
  value
    .split(',')
    .map((phone) => phone.trim())
    .filter(Boolean);

const PHONE = /^\+?[0-9 ()/-]{6,30}$/;

/** The Firma section (docs/product.md, “The dealer's page”): the server checks the same rules. */
export const companySchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'validation:company.nameRequired')
    .max(COMPANY_LIMITS.name, 'validation:company.nameTooLong'),
  pib: z
    .string()
    .trim()
    .min(1, 'validation:company.pibRequired')
    .regex(/^\d{9}$/, 'validation:company.pibFormat')
    .refine(isValidPib, 'validation:company.pibCheckDigit'),
  registrationNumber: z
    .string()
    .trim()
    .min(1, 'validation:company.registrationNumberRequired')
    .refine(isValidRegistrationNumber, 'validation:company.registrationNumberFormat'),
  address: z.string().trim().max(COMPANY_LIMITS.address, 'validation:company.addressTooLong'),
  phones: z
    .string()
    .refine(
      (v) => splitPhones(v).every((phone) => PHONE.test(phone)),
      'validation:company.phoneInvalid',
    )
    .refine(
      (v) => splitPhones(v).length <= COMPANY_LIMITS.phones,
      'validation:company.phonesTooMany',
    ),
  hours: z.string().trim().max(COMPANY_LIMITS.hours, 'validation:company.hoursTooLong'),
});
export type CompanyValues = z.infer<typeof companySchema>;
