import { FormNumberField } from '../../../components/FormNumberField';
import {
  CHOICE_FIELDS,
  DAMAGE_KEYS,
  DAMAGE_STATES,
  EQUIPMENT,
  VEHICLE_ORIGIN_KEYS,
  VEHICLE_ORIGINS,
  type ChoiceField,
  type EquipmentGroup,
  type FlagField,
} from '@autoberza/contract/car-details';
import type { ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@autoberza/ui/Checkbox';
import { Disclosure } from '@autoberza/ui/Disclosure';
import { Select, SelectItem } from '@autoberza/ui/Select';
import { FormTextField } from '../../../components/form';
import { useErrorText } from '../../../components/useErrorText';
import type { AdvertValues } from '../advertSchema';
import {
  choiceLabels,
  DAMAGE_LABELS,
  EQUIPMENT_GROUP_LABELS,
  EQUIPMENT_LABELS,
  FIELD_LABELS,
  FLAG_LABELS,
  ORIGIN_LABELS,
} from './labels';

/** The form's collapsed sections, in order (docs/product.md, “Advert form”). */
export const DETAIL_SECTIONS = ['vehicle', 'papers', 'price', 'equipment'] as const;
export type DetailSection = (typeof DETAIL_SECTIONS)[number];

/** The fields of each section: a failed submit opens the sections whose fields are wrong. */
export const SECTION_FIELDS: Record<DetailSection, readonly (keyof AdvertValues)[]> = {
  vehicle: [
    'condition',
    'colour',
    'isMetallic',
    'drive',
    'seats',
    'steeringSide',
    'airConditioning',
    'interiorMaterial',
    'interiorColour',
    'engineEmissionClass',
  ],
  papers: [
    'registration',
    'registeredMonth',
    'registeredYear',
    'vehicleOrigin',
    'importCountry',
    'previousOwners',
    'damage',
    'chassisNumber',
    'hasServiceBook',
    'hasSpareKey',
    'isFirstOwner',
    'isBoughtNewInSerbia',
    'isGaraged',
  ],
  price: ['priceType', 'vat', 'acceptsExchange'],
  equipment: ['equipment'],
};

const SECTION_TITLES = {
  vehicle: 'cars:details.sections.vehicle',
  papers: 'cars:details.sections.papers',
  price: 'cars:details.sections.price',
  equipment: 'cars:details.sections.equipment',
} as const satisfies Record<DetailSection, string>;

/** The id of a field's input (the error summary links to it). */
export const detailFieldId = (name: string) => `advert-${name}`;

type Control_ = Control<AdvertValues>;

/** The option that clears a choice (no catalogue value is a dash). */
const NOT_STATED = '-';

function ListSelect({
  control,
  name,
  label,
  options,
}: {
  control: Control_;
  name: keyof AdvertValues;
  label: string;
  options: { id: string; name: string }[];
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          id={detailFieldId(name)}
          label={label}
          placeholder={t('cars:form.choose')}
          items={[{ id: NOT_STATED, name: t('cars:details.notStated') }, ...options]}
          selectedKey={(field.value as string) || null}
          onSelectionChange={(key) =>
            field.onChange(key === null || key === NOT_STATED ? '' : String(key))
          }
          onBlur={field.onBlur}
          isInvalid={Boolean(fieldState.error)}
          errorMessage={errorText(fieldState.error?.message)}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
      )}
    />
  );
}

function ChoiceSelect({ control, name }: { control: Control_; name: ChoiceField }) {
  const { t } = useTranslation();
  const labels = choiceLabels(name);
  return (
    <ListSelect
      control={control}
      name={name}
      label={t(FIELD_LABELS[name])}
      options={CHOICE_FIELDS[name].map((id) => ({ id, name: t(labels[id]!) }))}
    />
  );
}

function Flag({ control, name }: { control: Control_; name: FlagField }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox id={detailFieldId(name)} isSelected={field.value} onChange={field.onChange}>
          {t(FLAG_LABELS[name])}
        </Checkbox>
      )}
    />
  );
}

function Count({
  control,
  name,
  min,
  max,
}: {
  control: Control_;
  name: 'seats' | 'previousOwners';
  min: number;
  max: number;
}) {
  const { t } = useTranslation();
  return (
    <FormNumberField
      control={control}
      name={name}
      id={detailFieldId(name)}
      label={t(FIELD_LABELS[name])}
      minValue={min}
      maxValue={max}
      formatOptions={{ maximumFractionDigits: 0 }}
    />
  );
}

/**
 * Origin or damage: the catalogue's words, and an advert's own older text (kept through an edit
 * unless the seller chooses another).
 */
function WordSelect({
  control,
  name,
  saved,
}: {
  control: Control_;
  name: 'vehicleOrigin' | 'damage';
  saved: string | null | undefined;
}) {
  const { t } = useTranslation();
  const options =
    name === 'vehicleOrigin'
      ? VEHICLE_ORIGINS.map((id) => ({ id, name: t(ORIGIN_LABELS[VEHICLE_ORIGIN_KEYS[id]]) }))
      : DAMAGE_STATES.map((id) => ({ id, name: t(DAMAGE_LABELS[DAMAGE_KEYS[id]]) }));
  const legacy =
    saved && !options.some((o) => o.id === saved)
      ? [{ id: saved, name: t('cars:details.asWritten', { text: saved }) }]
      : [];
  return (
    <ListSelect
      control={control}
      name={name}
      label={t(FIELD_LABELS[name])}
      options={[...options, ...legacy]}
    />
  );
}

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));

function Registration({ control, year }: { control: Control_; year: number }) {
  const { t, i18n } = useTranslation();
  const registration = useWatch({ control, name: 'registration' });
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' });
  return (
    <>
      <ListSelect
        control={control}
        name="registration"
        label={t(FIELD_LABELS.registration)}
        options={[
          { id: 'registered', name: t('cars:details.registration.registered') },
          { id: 'unregistered', name: t('cars:details.registration.unregistered') },
        ]}
      />
      {registration === 'registered' && (
        <div className="grid grid-cols-2 gap-4">
          <ListSelect
            control={control}
            name="registeredMonth"
            label={t(FIELD_LABELS.registeredMonth)}
            options={MONTHS.map((id) => ({
              id,
              name: monthName.format(new Date(Date.UTC(2000, Number(id) - 1, 1))),
            }))}
          />
          <ListSelect
            control={control}
            name="registeredYear"
            label={t(FIELD_LABELS.registeredYear)}
            options={[year - 1, year, year + 1, year + 2].map((y) => ({
              id: String(y),
              name: String(y),
            }))}
          />
        </div>
      )}
    </>
  );
}

function EquipmentChecklist({ control }: { control: Control_ }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name="equipment"
      render={({ field }) => {
        const chosen = new Set(field.value);
        const toggle = (item: string, on: boolean) =>
          field.onChange(on ? [...field.value, item] : field.value.filter((x) => x !== item));
        return (
          <div className="flex flex-col gap-4">
            {(Object.keys(EQUIPMENT) as EquipmentGroup[]).map((group) => (
              <fieldset key={group}>
                <legend className="mb-1 font-semibold">{t(EQUIPMENT_GROUP_LABELS[group])}</legend>
                <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
                  {EQUIPMENT[group].map((item) => (
                    <Checkbox
                      key={item}
                      isSelected={chosen.has(item)}
                      onChange={(on) => toggle(item, on)}
                    >
                      {t(EQUIPMENT_LABELS[item])}
                    </Checkbox>
                  ))}
                </div>
              </fieldset>
            ))}
          </div>
        );
      }}
    />
  );
}

/**
 * The advert form's details and equipment, each section collapsed under its heading until opened
 * (docs/product.md, “Advert form”). `expanded`: the open sections (a failed submit opens those
 * with errors); `saved`: the edited advert's origin and damage as stored.
 */
export function DetailsSections({
  control,
  expanded,
  onExpandedChange,
  saved,
  year,
}: {
  control: Control_;
  expanded: ReadonlySet<DetailSection>;
  onExpandedChange: (section: DetailSection, isExpanded: boolean) => void;
  saved: { vehicleOrigin?: string | null; damage?: string | null };
  /** This year (registration's years around it). */
  year: number;
}) {
  const { t } = useTranslation();
  const grid = 'grid grid-cols-1 gap-4 sm:grid-cols-2';
  const body: Record<DetailSection, ReactNode> = {
    vehicle: (
      <div className={grid}>
        <ChoiceSelect control={control} name="condition" />
        <ChoiceSelect control={control} name="colour" />
        <ChoiceSelect control={control} name="drive" />
        <Count control={control} name="seats" min={1} max={9} />
        <ChoiceSelect control={control} name="steeringSide" />
        <ChoiceSelect control={control} name="airConditioning" />
        <ChoiceSelect control={control} name="interiorMaterial" />
        <ChoiceSelect control={control} name="interiorColour" />
        <FormTextField
          control={control}
          name="engineEmissionClass"
          id={detailFieldId('engineEmissionClass')}
          label={t('cars:form.emissionClass')}
        />
        <div className="self-end">
          <Flag control={control} name="isMetallic" />
        </div>
      </div>
    ),
    papers: (
      <div className="flex flex-col gap-4">
        <div className={grid}>
          <Registration control={control} year={year} />
          <WordSelect control={control} name="vehicleOrigin" saved={saved.vehicleOrigin} />
          <ChoiceSelect control={control} name="importCountry" />
          <Count control={control} name="previousOwners" min={0} max={20} />
          <WordSelect control={control} name="damage" saved={saved.damage} />
          <FormTextField
            control={control}
            name="chassisNumber"
            id={detailFieldId('chassisNumber')}
            label={t('cars:form.chassisNumber')}
          />
        </div>
        <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
          {(
            [
              'hasServiceBook',
              'hasSpareKey',
              'isFirstOwner',
              'isBoughtNewInSerbia',
              'isGaraged',
            ] as const
          ).map((name) => (
            <Flag key={name} control={control} name={name} />
          ))}
        </div>
      </div>
    ),
    price: (
      <div className={grid}>
        <ChoiceSelect control={control} name="priceType" />
        <ChoiceSelect control={control} name="vat" />
        <Flag control={control} name="acceptsExchange" />
      </div>
    ),
    equipment: <EquipmentChecklist control={control} />,
  };
  return (
    <section aria-labelledby="advert-details-heading" className="flex flex-col gap-2">
      <h2 id="advert-details-heading" className="text-lg font-semibold">
        {t('cars:details.sections.details')}
      </h2>
      <p className="text-sm text-muted">{t('cars:details.sections.hint')}</p>
      {DETAIL_SECTIONS.map((section) => (
        <Disclosure
          key={section}
          id={`advert-section-${section}`}
          title={t(SECTION_TITLES[section])}
          isExpanded={expanded.has(section)}
          onExpandedChange={(open) => onExpandedChange(section, open)}
          className="rounded-xl border border-line p-2"
        >
          <div className="p-2">{body[section]}</div>
        </Disclosure>
      ))}
    </section>
  );
}
