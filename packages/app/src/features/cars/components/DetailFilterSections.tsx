import {
  COLOURS,
  CONDITIONS,
  COUNT_LIMITS,
  DAMAGE_FILTERS,
  DRIVES,
  EQUIPMENT,
  ORIGIN_FILTERS,
  VAT_TYPES,
  type EquipmentGroup,
  type EquipmentItem,
} from '@autoberza/contract/car-details';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@autoberza/ui/Checkbox';
import { NumberField } from '@autoberza/ui/NumberField';
import {
  CHOICE_LABELS,
  DAMAGE_LABELS,
  EQUIPMENT_GROUP_LABELS,
  EQUIPMENT_LABELS,
  FIELD_LABELS,
  ORIGIN_LABELS,
} from '../details/labels';
import { canonicalEquipment, countFilters } from '../searchParams';
import type { Filters } from '../searchParams';
import { FilterSection, FilterSelect } from './FilterControls';

/** Each value with its label (a list's options). */
const labelled = <V extends string>(
  values: readonly V[],
  labels: Record<V, string>,
  t: (key: string) => string,
) => values.map((id) => ({ id, name: t(labels[id]) }));

/**
 * The subscribers' filters on the car's details (docs/product.md, “Search and lists”), in
 * their sections: „Stanje i papiri“, „Pogon i boja“, „Cena i PDV“, „Oprema“. The search form
 * loads this file lazily: only these need the details' value lists and labels.
 */
export default function DetailFilterSections({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (patch: Partial<Filters>) => void;
}) {
  const { t } = useTranslation();
  // i18next's typed `t` takes the label maps' keys; a plain signature for the helper above.
  const label = (key: string) => t(key as never);
  const chosen = new Set<EquipmentItem>(filters.equipment ?? []);
  const toggle = (item: EquipmentItem, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(item);
    else next.delete(item);
    const equipment = canonicalEquipment(next);
    onChange({ equipment: equipment.length > 0 ? equipment : undefined });
  };
  const { min, max } = COUNT_LIMITS.previousOwners;
  return (
    <>
      <FilterSection
        name={t('cars:search.sections.papers')}
        count={countFilters(filters, ['condition', 'origin', 'registered', 'damage', 'ownersMax'])}
      >
        <FilterSelect
          label={t(FIELD_LABELS.condition)}
          value={filters.condition}
          options={labelled(CONDITIONS, CHOICE_LABELS.condition, label)}
          onChange={(v) => onChange({ condition: v as Filters['condition'] })}
        />
        <FilterSelect
          label={t(FIELD_LABELS.vehicleOrigin)}
          value={filters.origin}
          options={labelled(ORIGIN_FILTERS, ORIGIN_LABELS, label)}
          onChange={(v) => onChange({ origin: v as Filters['origin'] })}
        />
        <Checkbox
          isSelected={filters.registered === true}
          onChange={(on) => onChange({ registered: on || undefined })}
        >
          {t('cars:search.registered')}
        </Checkbox>
        <FilterSelect
          label={t(FIELD_LABELS.damage)}
          value={filters.damage}
          options={labelled(DAMAGE_FILTERS, DAMAGE_LABELS, label)}
          onChange={(v) => onChange({ damage: v as Filters['damage'] })}
        />
        <NumberField
          label={t('cars:search.ownersMax')}
          minValue={min}
          maxValue={max}
          value={filters.ownersMax ?? NaN}
          onChange={(v) => onChange({ ownersMax: Number.isNaN(v) ? undefined : v })}
          formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
        />
      </FilterSection>
      <FilterSection
        name={t('cars:search.sections.driveColour')}
        count={countFilters(filters, ['drive', 'colour'])}
      >
        <FilterSelect
          label={t(FIELD_LABELS.drive)}
          value={filters.drive}
          options={labelled(DRIVES, CHOICE_LABELS.drive, label)}
          onChange={(v) => onChange({ drive: v as Filters['drive'] })}
          description={t('cars:search.driveHint')}
        />
        <FilterSelect
          label={t(FIELD_LABELS.colour)}
          value={filters.colour}
          options={labelled(COLOURS, CHOICE_LABELS.colour, label)}
          onChange={(v) => onChange({ colour: v as Filters['colour'] })}
        />
      </FilterSection>
      <FilterSection
        name={t('cars:search.sections.priceVat')}
        count={countFilters(filters, ['vat', 'goodPrice'])}
      >
        <FilterSelect
          label={t(FIELD_LABELS.vat)}
          value={filters.vat}
          options={labelled(VAT_TYPES, CHOICE_LABELS.vat, label)}
          onChange={(v) => onChange({ vat: v as Filters['vat'] })}
        />
        <Checkbox
          isSelected={filters.goodPrice === true}
          onChange={(on) => onChange({ goodPrice: on || undefined })}
        >
          {t('cars:search.goodPrice')}
        </Checkbox>
        <p className="text-sm text-muted">{t('cars:search.goodPriceHint')}</p>
      </FilterSection>
      <FilterSection
        name={t('cars:search.sections.equipment')}
        count={countFilters(filters, ['equipment'])}
      >
        <p className="text-sm text-muted">{t('cars:search.equipmentHint')}</p>
        {(Object.keys(EQUIPMENT) as EquipmentGroup[]).map((group) => (
          <fieldset key={group}>
            <legend className="mb-1 font-semibold">{t(EQUIPMENT_GROUP_LABELS[group])}</legend>
            {EQUIPMENT[group].map((item) => (
              <Checkbox
                key={item}
                isSelected={chosen.has(item)}
                onChange={(on) => toggle(item, on)}
              >
                {t(EQUIPMENT_LABELS[item])}
              </Checkbox>
            ))}
          </fieldset>
        ))}
      </FilterSection>
    </>
  );
}
