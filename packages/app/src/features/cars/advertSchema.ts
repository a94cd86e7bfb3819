import { z } from 'zod';

/** Spec 2.6 / 9: an advert has 1 to 5 images. */
export const MAX_IMAGES = 5;

const amount = (message: string) =>
  z.coerce.number({ error: message }).refine((v) => Number.isFinite(v) && v >= 0, message);

/** Advert form rules and messages of spec section 5 (plus the D9 fields). */
export const advertSchema = z.object({
  brand: z.string().min(1, 'validation:advert.brandRequired'),
  model: z.string().min(1, 'validation:advert.modelRequired'),
  label: z.string().trim().min(1, 'validation:advert.labelRequired'),
  price: amount('validation:advert.priceRequired'),
  yearProduction: amount('validation:advert.yearRequired'),
  enginePower: amount('validation:advert.powerRequired').default(0),
  mileage: amount('validation:advert.mileageInvalid').default(0),
  volume: z.coerce.number().default(0),
  body: z.string(),
  fuel: z.string(),
  doors: z.string(),
  transmission: z.string(),
  description: z.string(),
  isAirCondition: z.boolean().default(false),
  vehicleOrigin: z.string().default(''),
  damage: z.boolean().default(false),
  isActivated: z.boolean().default(true),
  engineEmissionClass: z.string().default(''),
  chassisNumber: z.string().default(''),
  images: z
    .array(z.object({ url: z.string() }))
    .min(1, 'validation:advert.imagesMin')
    .max(MAX_IMAGES, 'validation:advert.imagesMax'),
});
export type AdvertValues = z.infer<typeof advertSchema>;
