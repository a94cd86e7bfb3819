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
