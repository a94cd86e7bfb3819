import { z } from 'zod';

// Messages are locale keys (validation.json); the form fields translate them.
const digits2 = (value: string) => (value.match(/\d/g) ?? []).length >= 2;
const capital = (value: string) => /\p{Lu}/u.test(value);

export const recoverySchema = z.object({
  email: z.email('validation:recovery.emailInvalid'),
});
export type RecoveryValues = z.infer<typeof recoverySchema>;

/**
 * docs/product.md, “Passwords”: password setup uses the change-password rule (min 8, 2 digits, 1
 * capital).
 */
const strongPassword = z
  .string()
  .min(8, 'validation:newPassword.min')
  .refine(digits2, 'validation:newPassword.digits')
  .refine(capital, 'validation:newPassword.capital');

export const newPasswordSchema = z
  .object({
    password: strongPassword,
    confirmPassword: z.string().min(8, 'validation:newPassword.min'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation:passwordsMismatch',
  });
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;

export const registerSchema = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, 'validation:register.firstNameRequired')
    .max(50, 'validation:register.nameTooLong'),
  lastName: z
    .string()
    .trim()
    .min(1, 'validation:register.lastNameRequired')
    .max(50, 'validation:register.nameTooLong'),
  phone: z
    .string()
    .trim()
    .min(1, 'validation:register.phoneRequired')
    .regex(/^\+?[\d\s/-]{6,20}$/, 'validation:register.phoneInvalid'),
  email: z
    .string()
    .min(1, 'validation:register.emailRequired')
    .pipe(z.email('validation:register.emailInvalid')),
  password: z
    .string()
    .min(8, 'validation:register.passwordMin')
    .refine(digits2, 'validation:register.passwordDigits')
    .refine(capital, 'validation:register.passwordCapital'),
  address: z.string().trim().max(200, 'validation:register.addressTooLong'),
  city: z.string().min(1, 'validation:register.cityRequired'),
});
export type RegisterValues = z.infer<typeof registerSchema>;
