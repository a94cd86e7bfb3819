import { useTranslation } from 'react-i18next';
import type { ChoiceValue } from '@autoberza/contract/car-details';

/*
 * What stands beside the price on the card and the advert (docs/product.md, “Car details”): fixed
 * or negotiable, and how VAT is charged. Apart from labels.ts: the lists load only this.
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
