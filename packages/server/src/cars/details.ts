import {
  CHOICE_FIELDS,
  COUNT_LIMITS,
  DAMAGE_STATES,
  EQUIPMENT_ITEMS,
  FLAG_FIELDS,
  REGISTERED_UNTIL_PATTERN,
  VEHICLE_ORIGINS,
  isVin,
  normalizeVin,
  type ChoiceField,
  type CountField,
  type EquipmentItem,
  type FlagField,
} from '@autoberza/contract/car-details';
import { z } from 'zod';
import type { cars } from '../db/schema/index.ts';
import { t } from '../lib/i18n.ts';
import { fieldLabel } from '../lib/zod-sr.ts';

/*
 * The car's details and equipment (docs/product.md, “Car details”; decision 043): their part of
 * the API's car, of the advert form's validation and of the row written.
 */

const CHOICE_NAMES = Object.keys(CHOICE_FIELDS) as ChoiceField[];
const COUNT_NAMES = Object.keys(COUNT_LIMITS) as CountField[];

const mapFields = <K extends string, V>(names: readonly K[], value: (name: K) => V) =>
  Object.fromEntries(names.map((name) => [name, value(name)])) as Record<K, V>;

/** The details in the API's car: null when the seller did not state them. */
export const carDetailsShape = {
  ...(mapFields(CHOICE_NAMES, (name) => z.enum(CHOICE_FIELDS[name]).nullable()) as {
    [F in ChoiceField]: z.ZodNullable<z.ZodEnum<{ [V in (typeof CHOICE_FIELDS)[F][number]]: V }>>;
  }),
  ...mapFields(FLAG_FIELDS, () => z.boolean().nullable()),
  ...mapFields(COUNT_NAMES, () => z.number().int().nullable()),
  registeredUntil: z
    .string()
    .nullable()
    .describe('the month the registration runs to, `YYYY-MM`; null: not stated or not registered'),
  isRegistered: z.boolean().nullable().describe('false: not registered; null: not stated'),
  equipment: z
    .array(z.enum(EQUIPMENT_ITEMS as [EquipmentItem, ...EquipmentItem[]]))
    .describe('equipment and safety items, in the catalogue’s order'),
};

type CarRow = typeof cars.$inferSelect;
type DetailsDto = { [K in keyof typeof carDetailsShape]: z.infer<(typeof carDetailsShape)[K]> };

/** The stored value when it is the catalogue's (else null). */
export const catalogued = <T extends string>(list: readonly T[], value: string | null) =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;

/** The details of a row as the API's car shows them. */
export function detailsDto(car: CarRow): DetailsDto {
  const choices = mapFields(CHOICE_NAMES, (name) => catalogued(CHOICE_FIELDS[name], car[name]));
  const equipment = new Set(car.equipment);
  return {
    ...(choices as Pick<DetailsDto, ChoiceField>),
    ...mapFields(FLAG_FIELDS, (name) => car[name]),
    ...mapFields(COUNT_NAMES, (name) => car[name]),
    registeredUntil: car.registeredUntil ? car.registeredUntil.slice(0, 7) : null,
    isRegistered: car.isRegistered,
    equipment: EQUIPMENT_ITEMS.filter((item) => equipment.has(item)),
  };
}

/** Multipart values are strings; an empty one means "not given". */
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const choice = (name: ChoiceField) =>
  z.preprocess(
    blank,
    z
      .enum(CHOICE_FIELDS[name] as readonly [string, ...string[]], {
        error: () => t('car.validation.choiceInvalid', { field: fieldLabel([name]) }),
      })
      .optional(),
  );

/** A yes: "true" (or "1", "on"); "false" reads as not stated, like an unticked box. */
const flag = (name: FlagField | 'isRegistered') =>
  z.preprocess(
    blank,
    z
      .enum(['true', 'false', '1', '0', 'on'], {
        error: () => t('car.validation.flagInvalid', { field: fieldLabel([name]) }),
      })
      .transform((v) => v === 'true' || v === '1' || v === 'on')
      .optional(),
  );

const count = (name: CountField) => {
  const { min, max } = COUNT_LIMITS[name];
  const error = () => t('car.validation.countInvalid', { field: fieldLabel([name]), min, max });
  return z.preprocess(
    blank,
    z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error }).optional(),
  );
};

/** One of `words`, or (when editing) the advert's own older free text, kept as it was. */
const wordOrKept = (words: readonly string[], kept: string | null, messageKey: string) =>
  z.preprocess(
    blank,
    z
      .string()
      .trim()
      .refine((v) => words.includes(v) || v === kept, { error: () => t(messageKey) })
      .optional(),
  );

/**
 * The details' fields of the advert form. `kept`: the advert's stored origin and damage when
 * editing, so that older free text that matched no catalogue word survives an edit unchanged.
 */
export function detailsFieldsShape(kept: { vehicleOrigin: string | null; damage: string | null }) {
  return {
    ...mapFields(CHOICE_NAMES, choice),
    ...mapFields(FLAG_FIELDS, flag),
    ...mapFields(COUNT_NAMES, count),
    isRegistered: flag('isRegistered'),
    registeredUntil: z.preprocess(
      blank,
      z
        .string()
        .trim()
        .regex(REGISTERED_UNTIL_PATTERN, {
          error: () => t('car.validation.registeredUntilInvalid'),
        })
        .optional(),
    ),
    equipment: z.preprocess(
      (v) =>
        typeof v === 'string'
          ? v
              .split(',')
              .map((item) => item.trim())
              .filter(Boolean)
          : v,
      z
        .array(z.string())
        .superRefine((items, ctx) => {
          const unknown = items.find(
            (item) => !(EQUIPMENT_ITEMS as readonly string[]).includes(item),
          );
          if (unknown !== undefined)
            ctx.addIssue({
              code: 'custom',
              message: t('car.validation.equipmentInvalid', { item: unknown }),
            });
        })
        .optional(),
    ),
    vehicleOrigin: wordOrKept(VEHICLE_ORIGINS, kept.vehicleOrigin, 'car.validation.originInvalid'),
    damage: wordOrKept(DAMAGE_STATES, kept.damage, 'car.validation.damageInvalid'),
    chassisNumber: z.preprocess(
      blank,
      z
        .string()
        .refine(isVin, { error: () => t('car.validation.vinInvalid') })
        .transform(normalizeVin)
        .optional(),
    ),
  };
}

type DetailsFields = z.infer<z.ZodObject<ReturnType<typeof detailsFieldsShape>>>;

/**
 * The rules between fields: a car not registered has no date; the yes/no `isAirCondition` agrees
 * with the kind of air conditioning (and follows it when not sent).
 */
export function checkDetails(
  fields: DetailsFields & { isAirCondition?: boolean | undefined },
): string | undefined {
  if (fields.isRegistered === false && fields.registeredUntil !== undefined)
    return t('car.validation.registeredContradiction');
  if (
    fields.airConditioning !== undefined &&
    fields.isAirCondition !== undefined &&
    fields.isAirCondition !== (fields.airConditioning !== 'none')
  )
    return t('car.validation.airConditionMismatch');
  return undefined;
}

/** Column values of the details from the validated fields (not stated: null). */
export function detailsColumns(fields: DetailsFields & { isAirCondition?: boolean | undefined }) {
  const equipment = new Set(fields.equipment ?? []);
  return {
    ...mapFields(CHOICE_NAMES, (name) => (fields[name] as string | undefined) ?? null),
    ...mapFields(FLAG_FIELDS, (name) => (fields[name] ? true : null)),
    ...mapFields(COUNT_NAMES, (name) => fields[name] ?? null),
    registeredUntil: fields.registeredUntil ? `${fields.registeredUntil}-01` : null,
    isRegistered: fields.registeredUntil ? true : (fields.isRegistered ?? null),
    equipment: EQUIPMENT_ITEMS.filter((item) => equipment.has(item)),
    isAirCondition:
      fields.isAirCondition ??
      (fields.airConditioning === undefined ? null : fields.airConditioning !== 'none'),
  };
}

/** OpenAPI description of the details in the multipart form. */
export const detailsFormShape = {
  ...mapFields(CHOICE_NAMES, (name) => z.enum(CHOICE_FIELDS[name]).optional()),
  ...mapFields(FLAG_FIELDS, (name) =>
    z.string().optional().describe(`\`true\` when stated; absent or empty: not stated (${name})`),
  ),
  ...mapFields(COUNT_NAMES, (name) => {
    const { min, max } = COUNT_LIMITS[name];
    return z.string().optional().describe(`a whole number from ${min} to ${max}`);
  }),
  isRegistered: z.string().optional().describe('`false`: not registered'),
  registeredUntil: z.string().optional().describe('`YYYY-MM`: registered until that month'),
  equipment: z
    .string()
    .optional()
    .describe('equipment keys, comma-separated (absent or empty: none)'),
};
