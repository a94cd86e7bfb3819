import {
  CHOICE_FIELDS,
  FLAG_FIELDS,
  isVin,
  type ChoiceField,
  type FlagField,
} from '@autoberza/contract/car-details';
import { z } from 'zod';
import type { Car } from '@autoberza/api-client';

/*
 * The car's details in the advert form (docs/product.md, “Car details”; decision 043): their
 * values, rules, the values of a saved advert, and their fields in the multipart body.
 */

const CHOICES = Object.keys(CHOICE_FIELDS) as ChoiceField[];

/** An optional whole number in a range; empty (NaN) is not stated. */
const count = (min: number, max: number, message: string) =>
  z.custom<number>(
    (v) =>
      typeof v === 'number' && (Number.isNaN(v) || (Number.isInteger(v) && v >= min && v <= max)),
    message,
  );

export const detailsShape = {
  // Each list's value, '' when not chosen.
  ...(Object.fromEntries(CHOICES.map((name) => [name, z.string()])) as Record<
    ChoiceField,
    z.ZodString
  >),
  ...(Object.fromEntries(FLAG_FIELDS.map((name) => [name, z.boolean()])) as Record<
    FlagField,
    z.ZodBoolean
  >),
  seats: count(1, 9, 'cars:details.errors.seats'),
  previousOwners: count(0, 20, 'cars:details.errors.previousOwners'),
  registration: z.enum(['', 'registered', 'unregistered']),
  registeredMonth: z.string(),
  registeredYear: z.string(),
  equipment: z.array(z.string()),
  chassisNumber: z
    .string()
    .trim()
    .refine((v) => v === '' || isVin(v), 'cars:details.errors.vin'),
};

type DetailsValues = { [K in keyof typeof detailsShape]: z.infer<(typeof detailsShape)[K]> };

/** A registered car's month and year are both chosen, or neither (registered, date unsaid). */
export function registrationIssue(values: DetailsValues): string | undefined {
  if (values.registration !== 'registered') return undefined;
  return Boolean(values.registeredMonth) === Boolean(values.registeredYear)
    ? undefined
    : 'cars:details.errors.registeredUntil';
}

export const emptyDetails: DetailsValues = {
  ...(Object.fromEntries(CHOICES.map((name) => [name, ''])) as Record<ChoiceField, string>),
  ...(Object.fromEntries(FLAG_FIELDS.map((name) => [name, false])) as Record<FlagField, boolean>),
  seats: NaN,
  previousOwners: NaN,
  registration: '',
  registeredMonth: '',
  registeredYear: '',
  equipment: [],
  chassisNumber: '',
};

/** A saved advert's details as the form holds them. */
export function detailsOf(car: Car): DetailsValues {
  const [year = '', month = ''] = car.registeredUntil?.split('-') ?? [];
  return {
    ...(Object.fromEntries(CHOICES.map((name) => [name, car[name] ?? ''])) as Record<
      ChoiceField,
      string
    >),
    ...(Object.fromEntries(FLAG_FIELDS.map((name) => [name, car[name] === true])) as Record<
      FlagField,
      boolean
    >),
    seats: car.seats ?? NaN,
    previousOwners: car.previousOwners ?? NaN,
    registration:
      car.isRegistered === true ? 'registered' : car.isRegistered === false ? 'unregistered' : '',
    registeredMonth: month,
    registeredYear: year,
    equipment: [...car.equipment],
    chassisNumber: car.chassisNumber ?? '',
  };
}

/** Appends the details to the advert's multipart body (an empty value: not stated). */
export function appendDetails(body: FormData, values: DetailsValues): void {
  for (const name of CHOICES) body.append(name, values[name]);
  for (const name of FLAG_FIELDS) body.append(name, values[name] ? 'true' : '');
  for (const name of ['seats', 'previousOwners'] as const)
    body.append(name, Number.isNaN(values[name]) ? '' : String(values[name]));
  body.append(
    'isRegistered',
    values.registration === '' ? '' : String(values.registration === 'registered'),
  );
  body.append(
    'registeredUntil',
    values.registration === 'registered' && values.registeredMonth && values.registeredYear
      ? `${values.registeredYear}-${values.registeredMonth}`
      : '',
  );
  body.append('equipment', values.equipment.join(','));
  body.append('chassisNumber', values.chassisNumber.trim());
}
