import {
  DAMAGE_KEYS,
  EQUIPMENT_ITEMS,
  VEHICLE_ORIGIN_KEYS,
  type ChoiceField,
  type FlagField,
} from '@autoberza/contract/car-details';
import { useTranslation } from 'react-i18next';
import type { Car } from '@autoberza/api-client';
import { formatMileage, formatPower } from '../../../i18n/format';
import { useReferenceName } from '../../../i18n/referenceName';
import { useTransmissionLabel } from '../options';
import {
  DAMAGE_LABELS,
  EQUIPMENT_LABELS,
  FIELD_LABELS,
  FLAG_LABELS,
  ORIGIN_LABELS,
  choiceLabels,
} from './labels';

/** A fact of a car as its page reads it: the row's name and the value (null: not stated). */
export interface CarFact {
  key: string;
  label: string;
  value: string | null;
}

/**
 * The words of a car's facts for the comparison (docs/product.md, “Comparing adverts”), with the
 * advert page's keys, formatters and label hooks (CarDetailPage's GeneralInfo, CarDetails), so
 * that a value reads the same in both. Kept apart from them: the comparison's code loads on demand
 * and a module both shared would be one more file for every car screen (decision 051).
 */
function useFactWords() {
  const { t } = useTranslation();
  const referenceName = useReferenceName();
  const transmissionLabel = useTransmissionLabel();
  return {
    choice: (car: Car, name: ChoiceField) => {
      const value = car[name];
      return value ? t(choiceLabels(name)[value]!) : null;
    },
    colour: (car: Car) =>
      car.colour
        ? [t(choiceLabels('colour')[car.colour]!), car.isMetallic ? t(FLAG_LABELS.isMetallic) : '']
            .filter(Boolean)
            .join(', ')
        : null,
    registration: (car: Car) =>
      car.isRegistered === null
        ? null
        : car.registeredUntil
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
    volume: (car: Car) => (car.volume ? t('cars:detail.volumeValue', { value: car.volume }) : null),
    power: (car: Car) => (car.enginePower ? formatPower(car.enginePower) : null),
    mileage: (car: Car) => (car.mileage !== null ? formatMileage(car.mileage) : null),
    fuel: (car: Car) => referenceName(car.fuel?.name) || t('cars:card.defaultFuel'),
    body: (car: Car) => referenceName(car.body?.name),
    transmission: (car: Car) =>
      transmissionLabel(car.transmission) || t('cars:card.defaultTransmission'),
    yesNo: (value: boolean | null) =>
      value === null ? null : value ? t('cars:detail.yes') : t('cars:detail.no'),
    // The catalogue's label, or an older advert's own words (CarDetails' useWordLabel).
    origin: (car: Car) => {
      const value = car.vehicleOrigin;
      const key = value ? VEHICLE_ORIGIN_KEYS[value as keyof typeof VEHICLE_ORIGIN_KEYS] : null;
      return key ? t(ORIGIN_LABELS[key]) : value;
    },
    damage: (car: Car) => {
      const value = car.damage;
      const key = value ? DAMAGE_KEYS[value as keyof typeof DAMAGE_KEYS] : null;
      return (key ? t(DAMAGE_LABELS[key]) : value) || t('cars:detail.no');
    },
  };
}

const CHOICE_ROWS = [
  'condition',
  'drive',
  'steeringSide',
  'interiorMaterial',
  'interiorColour',
  'importCountry',
  'priceType',
  'vat',
] as const satisfies readonly ChoiceField[];

const FLAG_ROWS = [
  'hasServiceBook',
  'hasSpareKey',
  'isFirstOwner',
  'isBoughtNewInSerbia',
  'isGaraged',
  'acceptsExchange',
] as const satisfies readonly FlagField[];

/**
 * Every structured fact of a car in a fixed order, for the comparison's rows: the general
 * information, then the details; a flag is "Da" when stated, else not stated.
 */
export function useCarFacts() {
  const { t } = useTranslation();
  const w = useFactWords();
  return (car: Car): CarFact[] => {
    const row = (key: string, label: string, value: string | number | null | undefined) => ({
      key,
      label,
      value: value === null || value === undefined || value === '' ? null : String(value),
    });
    return [
      row('year', t('cars:detail.year'), car.yearProduction),
      row('mileage', t('cars:detail.mileage'), w.mileage(car)),
      row('fuel', t('cars:detail.fuel'), w.fuel(car)),
      row('transmission', t('cars:detail.transmission'), w.transmission(car)),
      row('power', t('cars:detail.power'), w.power(car)),
      row('volume', t('cars:detail.volume'), w.volume(car)),
      row('body', t('cars:detail.body'), w.body(car)),
      row('doors', t('cars:detail.doors'), car.doors),
      row('origin', t('cars:detail.origin'), w.origin(car)),
      row('damage', t('cars:detail.damage'), w.damage(car)),
      row('emissionClass', t('cars:detail.emissionClass'), car.engineEmissionClass),
      // The kind when stated, else the original yes/no (decision 043): one row, not two.
      row(
        'airCondition',
        t('cars:detail.airCondition'),
        w.choice(car, 'airConditioning') ?? w.yesNo(car.isAirCondition),
      ),
      row('colour', t(FIELD_LABELS.colour), w.colour(car)),
      row('seats', t(FIELD_LABELS.seats), car.seats),
      row('registration', t(FIELD_LABELS.registration), w.registration(car)),
      row('previousOwners', t(FIELD_LABELS.previousOwners), car.previousOwners),
      ...CHOICE_ROWS.map((name) => row(name, t(FIELD_LABELS[name]), w.choice(car, name))),
      ...FLAG_ROWS.map((name) =>
        row(name, t(FLAG_LABELS[name]), car[name] === true ? t('cars:detail.yes') : null),
      ),
    ];
  };
}

/** The catalogue's equipment items with their words, in the catalogue's order. */
export function useEquipmentWords() {
  const { t } = useTranslation();
  return EQUIPMENT_ITEMS.map((item) => ({ item, label: t(EQUIPMENT_LABELS[item]) }));
}
