import { z } from 'zod';
import type { PickedImage } from '@autoberza/ui/ImagePicker';
import {
  appendDetails,
  detailsShape,
  emptyDetails,
  registrationIssue,
} from './details/detailsValues';

/** An advert has 1 to 5 images (docs/product.md, “Photos”). */
export const MAX_IMAGES = 5;

/** A required number, not negative (an empty NumberField gives NaN). */
const required = (message: string) =>
  z.number({ error: message }).refine((v) => Number.isFinite(v) && v >= 0, message);
/** An optional number, not negative; empty (NaN) is sent as 0. */
const optional = (message: string) =>
  z.custom<number>((v) => typeof v === 'number' && (Number.isNaN(v) || v >= 0), message);

/** Advert form rules and messages (docs/product.md, “Validation messages”, “Fields”). */
export const advertSchema = z
  .object({
    brand: z.string().min(1, 'validation:advert.brandRequired'),
    model: z.string().min(1, 'validation:advert.modelRequired'),
    label: z.string().trim().min(1, 'validation:advert.labelRequired'),
    price: required('validation:advert.priceRequired'),
    yearProduction: required('validation:advert.yearRequired'),
    enginePower: optional('validation:advert.powerRequired'),
    mileage: optional('validation:advert.mileageInvalid'),
    volume: optional('cars:form.errors.volumeInvalid'),
    body: z.string(),
    fuel: z.string(),
    doors: z.string(),
    transmission: z.string(),
    description: z.string().max(5000, 'cars:form.errors.descriptionTooLong'),
    isAirCondition: z.boolean(),
    vehicleOrigin: z.string().trim().max(100, 'cars:form.errors.textTooLong'),
    damage: z.string().trim().max(100, 'cars:form.errors.textTooLong'),
    isActivated: z.boolean(),
    engineEmissionClass: z.string().trim().max(40, 'cars:form.errors.emissionTooLong'),
    images: z
      .array(z.custom<PickedImage>())
      .min(1, 'validation:advert.imagesMin')
      .max(MAX_IMAGES, 'validation:advert.imagesMax'),
    ...detailsShape,
  })
  .superRefine((values, ctx) => {
    const issue = registrationIssue(values);
    if (issue) ctx.addIssue({ code: 'custom', path: ['registeredMonth'], message: issue });
  });
export type AdvertValues = z.infer<typeof advertSchema>;

export const emptyAdvert: AdvertValues = {
  brand: '',
  model: '',
  label: '',
  price: NaN,
  yearProduction: NaN,
  enginePower: NaN,
  mileage: NaN,
  volume: NaN,
  body: '',
  fuel: '',
  doors: '',
  transmission: '',
  description: '',
  isAirCondition: false,
  vehicleOrigin: '',
  damage: '',
  isActivated: true,
  engineEmissionClass: '',
  images: [],
  ...emptyDetails,
};

const number = (v: number) => (Number.isNaN(v) ? '0' : String(Math.round(v)));

/**
 * The multipart body of POST /car and PATCH /car/:id (docs/product.md, “Photos”; decision 017): the
 * fields, only the new files as "images", and on edit the kept images' urls in order as
 * "existingImages" and the final order of kept and new images as "imageOrder" (JSON:
 * `existing:<url>` / `new:<index>`).
 */
export function advertFormData(values: AdvertValues, isEdit: boolean): FormData {
  const body = new FormData();
  body.append('brand', values.brand);
  body.append('model', values.model);
  body.append('label', values.label.trim());
  body.append('price', number(values.price));
  body.append('yearProduction', number(values.yearProduction));
  body.append('enginePower', number(values.enginePower));
  body.append('mileage', number(values.mileage));
  body.append('volume', number(values.volume));
  for (const key of [
    'body',
    'fuel',
    'doors',
    'transmission',
    'description',
    'vehicleOrigin',
    'damage',
    'engineEmissionClass',
  ] as const) {
    body.append(key, values[key].trim());
  }
  // The yes/no keeps its meaning (decision 043): it follows the kind of air conditioning.
  body.append(
    'isAirCondition',
    values.airConditioning
      ? String(values.airConditioning !== 'none')
      : values.isAirCondition
        ? 'true'
        : '',
  );
  appendDetails(body, values);
  body.append('isActivated', String(values.isActivated));
  const existing = values.images.filter((i) => i.kind === 'existing');
  if (isEdit) {
    // An empty value tells the server that no old image is kept.
    if (existing.length === 0) body.append('existingImages', '');
    for (const image of existing) body.append('existingImages', image.url);
    // The final order, so a new photo can go before or between the kept ones.
    let added = 0;
    const order = values.images.map((image) =>
      image.kind === 'existing' ? `existing:${image.url}` : `new:${added++}`,
    );
    body.append('imageOrder', JSON.stringify(order));
  }
  for (const image of values.images)
    if (image.kind === 'new') body.append('images', image.file, image.file.name);
  return body;
}
