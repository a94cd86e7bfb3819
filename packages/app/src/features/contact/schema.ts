import { z } from 'zod';

export const contactSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, 'validation:contact.nameRequired')
    .min(2, 'validation:contact.nameMin')
    .max(50, 'validation:contact.nameMax'),
  email: z
    .string()
    .trim()
    .min(1, 'validation:contact.emailRequired')
    .regex(/^\S+@\S+\.\S+$/, 'validation:contact.emailInvalid')
    .pipe(z.email('validation:contact.emailInvalid')),
  message: z
    .string()
    .trim()
    .min(10, 'validation:contact.messageMin')
    .max(2000, 'validation:contact.messageMax'),
});
export type ContactValues = z.infer<typeof contactSchema>;
