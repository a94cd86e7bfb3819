import { CONTACT_LIMITS } from '@autoberza/contract/catalogue';
import { z } from 'zod';

// The server checks the same limits (docs/product.md, “Limits and constants”).
const { nameMin, nameMax, messageMin, messageMax } = CONTACT_LIMITS;

export const contactSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, 'validation:contact.nameRequired')
    .min(nameMin, 'validation:contact.nameMin')
    .max(nameMax, 'validation:contact.nameMax'),
  email: z
    .string()
    .trim()
    .min(1, 'validation:contact.emailRequired')
    .regex(/^\S+@\S+\.\S+$/, 'validation:contact.emailInvalid')
    .pipe(z.email('validation:contact.emailInvalid')),
  message: z
    .string()
    .trim()
    .min(messageMin, 'validation:contact.messageMin')
    .max(messageMax, 'validation:contact.messageMax'),
});
export type ContactValues = z.infer<typeof contactSchema>;
