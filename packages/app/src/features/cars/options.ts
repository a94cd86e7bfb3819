import { useTranslation } from 'react-i18next';
import type { ChoiceValue } from '@autoberza/contract/car-details';
import { TRANSMISSION_KEYS, type PriceRating } from '@autoberza/contract/catalogue';
import { DOORS, TRANSMISSIONS } from './searchParams';

const TRANSMISSION_LABELS = {
  manual4: 'cars:transmission.manual4',
  manual5: 'cars:transmission.manual5',
  manual6: 'cars:transmission.manual6',
  automatic: 'cars:transmission.automatic',
} as const;

/**
 * A stored transmission as a reader sees it: "Manuelni 5 brzine" (the original client's words,
 * kept on the wire) reads "Manuelni, 5 brzina". A value not among the fixed ones shows as stored.
 */
export function useTransmissionLabel() {
  const { t } = useTranslation();
  return (value: string | null | undefined): string | null | undefined => {
    const key = value ? TRANSMISSION_KEYS[value as keyof typeof TRANSMISSION_KEYS] : undefined;
    return key ? t(TRANSMISSION_LABELS[key]) : value;
  };
}

/**
 * The doors and transmission options (docs/product.md, “Fields”): the server stores the Serbian
 * words.
 */
export function useCarOptions() {
  const { t } = useTranslation();
  const doorLabels: Record<(typeof DOORS)[number], string> = {
    '2/3 vrata': t('cars:doors.twoThree'),
    '4/5 vrata': t('cars:doors.fourFive'),
  };
  const transmissionLabel = useTransmissionLabel();
  return {
    doors: DOORS.map((id) => ({ id, name: doorLabels[id] })),
    transmissions: TRANSMISSIONS.map((id) => ({ id, name: transmissionLabel(id) ?? id })),
  };
}

/*
 * What stands beside the price on the card and the advert (docs/product.md, “Car details”): fixed
 * or negotiable, and how VAT is charged. Here, in the lists' chunk, rather than a chunk of their own:
 * every chunk is named in the first screen's bundle.
 */
export const PRICE_TYPE_LABELS = {
  fixed: 'cars:details.priceType.fixed',
  negotiable: 'cars:details.priceType.negotiable',
} as const satisfies Record<ChoiceValue<'priceType'>, string>;

export const VAT_LABELS = {
  deductible: 'cars:details.vat.deductible',
  margin: 'cars:details.vat.margin',
  notInSystem: 'cars:details.vat.notInSystem',
} as const satisfies Record<ChoiceValue<'vat'>, string>;

/** "Cena po dogovoru · PDV se odbija"; null when neither is stated. */
export function usePriceNote() {
  const { t } = useTranslation();
  return (car: {
    priceType?: ChoiceValue<'priceType'> | null;
    vat?: ChoiceValue<'vat'> | null;
  }): string | null => {
    const parts = [
      car.priceType ? t(PRICE_TYPE_LABELS[car.priceType]) : null,
      car.vat ? t(VAT_LABELS[car.vat]) : null,
    ].filter((part): part is string => part !== null);
    return parts.length > 0 ? parts.join(' · ') : null;
  };
}

/** The price rating's levels (decision 050), on the card and the advert page. */
export const PRICE_RATING_LABELS = {
  veryGood: 'cars:priceRating.veryGood',
  good: 'cars:priceRating.good',
  usual: 'cars:priceRating.usual',
  raised: 'cars:priceRating.raised',
  high: 'cars:priceRating.high',
} as const satisfies Record<PriceRating, string>;
