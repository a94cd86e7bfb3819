import {
  DAMAGE_KEYS,
  EQUIPMENT,
  VEHICLE_ORIGIN_KEYS,
  type ChoiceField,
  type EquipmentGroup,
  type FlagField,
} from '@autoberza/contract/car-details';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Car } from '@autoberza/api-client';
import {
  DAMAGE_LABELS,
  EQUIPMENT_GROUP_LABELS,
  EQUIPMENT_LABELS,
  FIELD_LABELS,
  FLAG_LABELS,
  ORIGIN_LABELS,
  choiceLabels,
} from './labels';

/**
 * The stored origin or damage as a reader sees it: the catalogue's label, or an older advert's
 * own words as written.
 */
export function useWordLabel() {
  const { t } = useTranslation();
  return {
    origin: (value: string | null) => {
      const key = value ? VEHICLE_ORIGIN_KEYS[value as keyof typeof VEHICLE_ORIGIN_KEYS] : null;
      return key ? t(ORIGIN_LABELS[key]) : value;
    },
    damage: (value: string | null) => {
      const key = value ? DAMAGE_KEYS[value as keyof typeof DAMAGE_KEYS] : null;
      return key ? t(DAMAGE_LABELS[key]) : value;
    },
  };
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 sm:grid-cols-2">
      {rows.map(([term, value]) => (
        <div key={term} className="flex justify-between gap-4 border-b border-line py-2">
          <dt className="text-muted">{term}</dt>
          <dd className="text-end font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The car's details and equipment on its page (docs/product.md, “Car details”): grouped, only
 * what the seller stated; the equipment as a two-column list.
 */
export function CarDetails({ car }: { car: Car }) {
  const { t } = useTranslation();
  const choice = (name: ChoiceField): [string, ReactNode][] => {
    const value = car[name];
    return value ? [[t(FIELD_LABELS[name]), t(choiceLabels(name)[value]!)]] : [];
  };
  const count = (name: 'seats' | 'previousOwners'): [string, ReactNode][] =>
    car[name] === null ? [] : [[t(FIELD_LABELS[name]), car[name]]];
  const flags = (names: FlagField[]) => names.filter((name) => car[name] === true);
  const colour = car.colour
    ? [
        [
          t(FIELD_LABELS.colour),
          [t(choiceLabels('colour')[car.colour]!), car.isMetallic ? t(FLAG_LABELS.isMetallic) : '']
            .filter(Boolean)
            .join(', '),
        ] as [string, ReactNode],
      ]
    : [];
  const vehicle: [string, ReactNode][] = [
    ...choice('condition'),
    ...colour,
    ...choice('drive'),
    ...count('seats'),
    ...choice('steeringSide'),
    // The kind of air conditioning is the general information's „Klima uređaj“ (GeneralInfo).
    ...choice('interiorMaterial'),
    ...choice('interiorColour'),
  ];
  const registration: [string, ReactNode][] =
    car.isRegistered === null
      ? []
      : [
          [
            t(FIELD_LABELS.registration),
            car.registeredUntil
              ? // "do maja 2027.": the month in the genitive, as every date of the product.
                t('cars:details.registration.until', {
                  month: t('common:date.monthsGenitive', { returnObjects: true })[
                    Number(car.registeredUntil.slice(5, 7)) - 1
                  ],
                  year: car.registeredUntil.slice(0, 4),
                })
              : car.isRegistered
                ? t('cars:details.registration.registered')
                : t('cars:details.registration.unregistered'),
          ],
        ];
  // Origin and damage are rows of the general information (decision 017), not repeated here.
  const papers: [string, ReactNode][] = [
    ...registration,
    ...choice('importCountry'),
    ...count('previousOwners'),
  ];
  const history = flags([
    'hasServiceBook',
    'hasSpareKey',
    'isFirstOwner',
    'isBoughtNewInSerbia',
    'isGaraged',
  ]);
  const equipment = new Set<string>(car.equipment);
  const groups = (Object.keys(EQUIPMENT) as EquipmentGroup[])
    .map((group) => ({ group, items: EQUIPMENT[group].filter((item) => equipment.has(item)) }))
    .filter(({ items }) => items.length > 0);
  if (vehicle.length === 0 && papers.length === 0 && history.length === 0 && groups.length === 0)
    return null;
  return (
    <div className="flex flex-col gap-6">
      {vehicle.length > 0 && (
        <section aria-labelledby="details-vehicle">
          <h2 id="details-vehicle" className="mb-2 text-xl font-bold">
            {t('cars:details.sections.vehicle')}
          </h2>
          <Facts rows={vehicle} />
        </section>
      )}
      {(papers.length > 0 || history.length > 0) && (
        <section aria-labelledby="details-papers">
          <h2 id="details-papers" className="mb-2 text-xl font-bold">
            {t('cars:details.sections.papers')}
          </h2>
          <Facts rows={papers} />
          {history.length > 0 && (
            <ul className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1">
              {history.map((name) => (
                <li key={name} className="flex items-center gap-2">
                  <span aria-hidden className="text-success-700">
                    ✓
                  </span>
                  {t(FLAG_LABELS[name])}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {groups.length > 0 && (
        <section aria-labelledby="details-equipment">
          <h2 id="details-equipment" className="mb-2 text-xl font-bold">
            {t('cars:details.sections.equipment')}
          </h2>
          {groups.map(({ group, items }) => (
            <div key={group} className="mb-3">
              <h3 className="mb-1 font-semibold">{t(EQUIPMENT_GROUP_LABELS[group])}</h3>
              <ul className="grid grid-cols-2 gap-x-6 gap-y-1">
                {items.map((item) => (
                  <li key={item} className="flex items-center gap-2">
                    <span aria-hidden className="text-success-700">
                      ✓
                    </span>
                    {t(EQUIPMENT_LABELS[item])}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      )}
    </div>
  );
}
