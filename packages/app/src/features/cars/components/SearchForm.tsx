import { lazy, memo, Suspense, useCallback, useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { SORT_KEYS, type SortKey } from '@autoberza/contract/catalogue';
import { useTranslation } from 'react-i18next';
import { useGetBodiesQuery, useGetCitiesQuery, useGetFuelsQuery } from '@autoberza/api-client';
import { Button } from '@autoberza/ui/Button';
import { Checkbox } from '@autoberza/ui/Checkbox';
import { Link } from '@autoberza/ui/Link';
import { LockedNumberField, NumberField } from '@autoberza/ui/NumberField';
import { Select, SelectItem } from '@autoberza/ui/Select';
import { useFocusFirstInvalid } from '../../../components/useFocusFirstInvalid';
import { useReferenceName } from '../../../i18n/referenceName';
import { to } from '../../../paths';
import { HydratesApart } from '../../../components/HydratesApart';
import { useCarOptions } from '../options';
import { BrandPicker, ModelPicker } from './BrandModelPickers';
import { FilterSection, FilterSelect, type Option } from './FilterControls';
import { countFilters, invalidRanges } from '../searchParams';
import { KeywordField, keywordIn, keywordTooLong, trimmedKeyword } from './KeywordField';
import type { Filters } from '../searchParams';

/*
 * The details' filters load with their own chunk, when a subscriber's form shows them: the value
 * lists and their labels are not needed by anyone else (docs/architecture.md, “Shared rules”).
 */
const DetailFilterSections = lazy(() => import('./DetailFilterSections'));

/** The filters of each section the form itself shows (their count is in its heading). */
const BASIC_SECTION = [
  'q',
  'brand',
  'model',
  'priceMin',
  'priceMax',
  'yearFrom',
  'yearTo',
  'showSold',
] as const satisfies readonly (keyof Filters)[];
const TECHNICAL_SECTION = [
  'fuel',
  'body',
  'transmission',
  'doors',
  'mileageMin',
  'mileageMax',
  'powerMin',
  'powerMax',
] as const satisfies readonly (keyof Filters)[];

const num = (value: number) => (Number.isNaN(value) ? undefined : value);

function Range({
  from,
  to: upTo,
  value,
  onChange,
  isDisabled,
  format,
  error,
}: {
  from: string;
  to: string;
  value: [number | undefined, number | undefined];
  onChange: (value: [number | undefined, number | undefined]) => void;
  isDisabled?: boolean;
  format?: Intl.NumberFormatOptions;
  /** Shown under "to" when the range is upside down. */
  error?: string;
}) {
  if (isDisabled) {
    return (
      <>
        <LockedNumberField label={from} />
        <LockedNumberField label={upTo} />
      </>
    );
  }
  return (
    <>
      <HydratesApart>
        <NumberField
          label={from}
          minValue={0}
          value={value[0] ?? NaN}
          onChange={(v) => onChange([num(v), value[1]])}
          formatOptions={format}
        />
      </HydratesApart>
      <HydratesApart>
        <NumberField
          label={upTo}
          minValue={0}
          value={value[1] ?? NaN}
          onChange={(v) => onChange([value[0], num(v)])}
          formatOptions={format}
          isInvalid={Boolean(error)}
          errorMessage={error}
          validationBehavior="aria"
        />
      </HydratesApart>
    </>
  );
}

const plain: Intl.NumberFormatOptions = { maximumFractionDigits: 0, useGrouping: false };
const grouped: Intl.NumberFormatOptions = { maximumFractionDigits: 0 };

interface SearchFormProps {
  initial: Filters;
  onSearch: (filters: Filters) => void;
  /**
   * The filters of the search page (a column beside the results, or the phone's sheet): one field
   * a row, "Sakrij prodate", and the subscribers' filters (one line about the subscription for
   * the others).
   */
  advanced?: boolean;
  isSubscriber?: boolean;
}

/**
 * The form uses a lookup's data and error only: it does not re-render when a request starts (on a
 * first visit that happens right after the form appears, and would redo the whole form at once).
 */
const dataAndError = <D, E>({ data, error }: { data?: D; error?: E }) => ({ data, error });

const named = (
  list: { _id: string; name: string }[] | undefined,
  name: (name: string) => string,
): Option[] => (list ?? []).map((x) => ({ id: x._id, name: name(x.name) }));

/**
 * The search's filter form (docs/product.md, “Search and lists”): brand, model (narrowed to the brand), price and year ranges. Memoized:
 * the results arriving re-render the page, not the form (give it a stable `onSearch`).
 */
export const SearchForm = memo(function SearchForm({
  initial,
  onSearch,
  advanced,
  isSubscriber,
}: SearchFormProps) {
  const { t } = useTranslation();
  const options = useCarOptions();
  const referenceName = useReferenceName();
  const [filters, setFilters] = useState<Filters>(initial);
  useEffect(() => setFilters(initial), [initial]);
  const set = (patch: Partial<Filters>) => setFilters((f) => ({ ...f, ...patch }));

  const locked = !isSubscriber;
  const lookups = advanced && isSubscriber;
  const fuels = useGetFuelsQuery(undefined, { skip: !lookups, selectFromResult: dataAndError });
  const bodies = useGetBodiesQuery(undefined, { skip: !lookups, selectFromResult: dataAndError });
  const cities = useGetCitiesQuery(undefined, { skip: !lookups, selectFromResult: dataAndError });
  const [upsideDown, setUpsideDown] = useState<(keyof Filters)[]>([]);
  // Text typed into a picker that names no brand (model) stays there: the search says so at the
  // field instead of dropping it and showing every advert (docs/product.md, “Search and lists”).
  const [typed, setTyped] = useState({ brand: '', model: '' });
  const [unpicked, setUnpicked] = useState<('brand' | 'model')[]>([]);
  const typedText = (field: 'brand' | 'model') => (next: string) => {
    setTyped((now) => ({ ...now, [field]: next }));
    setUnpicked((now) => now.filter((f) => f !== field));
  };
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [keywordInvalid, setKeywordInvalid] = useState(false);
  // Stable: the memoised field is not rendered again for nothing (KeywordField).
  const changeKeyword = useCallback((q: string) => {
    setFilters((f) => ({ ...f, q }));
    setKeywordInvalid((was) => was && keywordTooLong(q));
  }, []);
  const rangeError = (min: keyof Filters) =>
    upsideDown.includes(min) ? t('cars:search.rangeInvalid') : undefined;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = keywordIn(event.currentTarget, filters.q);
    const tooLong = keywordTooLong(q);
    setKeywordInvalid(tooLong);
    // "Od" above "do" would find nothing: say so at the field instead of searching.
    const wrong = invalidRanges(filters);
    setUpsideDown(wrong);
    const notTaken = (['brand', 'model'] as const).filter(
      (field) =>
        typed[field].trim() !== '' && !filters[field] && (field === 'brand' || filters.brand),
    );
    setUnpicked(notTaken);
    if (tooLong || wrong.length > 0 || notTaken.length > 0) {
      focusFirstInvalid();
      return;
    }
    onSearch({ ...filters, q: trimmedKeyword(q) });
  };
  const keyword = (
    <KeywordField value={filters.q} onChange={changeKeyword} isInvalid={keywordInvalid} />
  );
  const basics = (
    <>
      <HydratesApart>
        <BrandPicker
          label={t('cars:search.brand')}
          value={filters.brand}
          onChange={(brand) => set({ brand, model: undefined })}
          onTextChange={typedText('brand')}
          errorMessage={unpicked.includes('brand') ? t('cars:search.pickBrand') : undefined}
        />
      </HydratesApart>
      <HydratesApart>
        <ModelPicker
          label={t('cars:search.model')}
          brand={filters.brand}
          value={filters.model}
          onChange={(model) => set({ model })}
          onTextChange={typedText('model')}
          errorMessage={unpicked.includes('model') ? t('cars:search.pickModel') : undefined}
        />
      </HydratesApart>
      <div className="grid grid-cols-2 gap-4">
        <Range
          from={t('cars:search.priceFrom')}
          to={t('cars:search.priceTo')}
          value={[filters.priceMin, filters.priceMax]}
          onChange={([priceMin, priceMax]) => set({ priceMin, priceMax })}
          format={grouped}
          error={rangeError('priceMin')}
        />
      </div>
      <div className="grid grid-cols-2 gap-4">
        <Range
          from={t('cars:search.yearFrom')}
          to={t('cars:search.yearTo')}
          value={[filters.yearFrom, filters.yearTo]}
          onChange={([yearFrom, yearTo]) => set({ yearFrom, yearTo })}
          format={plain}
          error={rangeError('yearFrom')}
        />
      </div>
    </>
  );
  const submitButton = (
    <div>
      <Button type="submit">{t('cars:search.submit')}</Button>
    </div>
  );

  if (!advanced) {
    // The home page's quick search: the keyword and the basics in a grid, no sections.
    return (
      <form
        ref={formRef}
        onSubmit={submit}
        role="search"
        noValidate
        className="flex flex-col gap-4"
      >
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {keyword}
          {basics}
        </div>
        {submitButton}
      </form>
    );
  }
  return (
    <form ref={formRef} onSubmit={submit} role="search" noValidate className="flex flex-col gap-2">
      <FilterSection
        name={t('cars:search.sections.basic')}
        count={countFilters(filters, BASIC_SECTION)}
        defaultExpanded
      >
        {keyword}
        {basics}
        <Checkbox
          isSelected={!filters.showSold}
          onChange={(hide) => set({ showSold: hide ? undefined : true })}
        >
          {t('cars:search.hideSold')}
        </Checkbox>
      </FilterSection>

      {locked ? (
        // One line instead of the sections nobody can use.
        <p id="advanced-locked" className="border-t border-line pt-4 text-sm text-muted">
          {t('cars:search.lockedLine')}{' '}
          <Link href={to.profileTab('subscription')}>{t('cars:search.lockedLink')}</Link>
        </p>
      ) : (
        <>
          <FilterSection
            name={t('cars:search.sections.technical')}
            count={countFilters(filters, TECHNICAL_SECTION)}
          >
            <FilterSelect
              label={t('cars:search.fuel')}
              value={filters.fuel}
              options={named(fuels.data?.data, referenceName)}
              onChange={(fuel) => set({ fuel })}
            />
            <FilterSelect
              label={t('cars:search.body')}
              value={filters.body}
              options={named(bodies.data?.data, referenceName)}
              onChange={(body) => set({ body })}
            />
            <FilterSelect
              label={t('cars:search.transmission')}
              value={filters.transmission}
              options={options.transmissions}
              onChange={(v) => set({ transmission: v as Filters['transmission'] })}
            />
            <FilterSelect
              label={t('cars:search.doors')}
              value={filters.doors}
              options={options.doors}
              onChange={(v) => set({ doors: v as Filters['doors'] })}
            />
            <div className="grid grid-cols-2 gap-4">
              <Range
                from={t('cars:search.mileageFrom')}
                to={t('cars:search.mileageTo')}
                value={[filters.mileageMin, filters.mileageMax]}
                onChange={([mileageMin, mileageMax]) => set({ mileageMin, mileageMax })}
                error={rangeError('mileageMin')}
                format={grouped}
              />
            </div>
            <div className="grid grid-cols-2 gap-4">
              <Range
                from={t('cars:search.powerFrom')}
                to={t('cars:search.powerTo')}
                value={[filters.powerMin, filters.powerMax]}
                onChange={([powerMin, powerMax]) => set({ powerMin, powerMax })}
                error={rangeError('powerMin')}
                format={plain}
              />
            </div>
          </FilterSection>
          <FilterSection
            name={t('cars:search.sections.location')}
            count={countFilters(filters, ['city'])}
          >
            <FilterSelect
              label={t('cars:search.city')}
              value={filters.city}
              options={named(cities.data?.data, referenceName)}
              onChange={(city) => set({ city })}
            />
          </FilterSection>
          <Suspense
            fallback={
              <p className="border-t border-line pt-4 text-sm text-muted">
                {t('cars:search.loadingDetails')}
              </p>
            }
          >
            <DetailFilterSections filters={filters} onChange={set} />
          </Suspense>
        </>
      )}
      {/* The locked line ends the filters itself: no second rule above the button. */}
      <div className={locked ? 'pt-2' : 'border-t border-line pt-4'}>{submitButton}</div>
    </form>
  );
});

const SORT_LABELS = {
  newest: 'cars:search.sortOptions.newest',
  oldest: 'cars:search.sortOptions.oldest',
  priceAsc: 'cars:search.sortOptions.priceAsc',
  priceDesc: 'cars:search.sortOptions.priceDesc',
  yearAsc: 'cars:search.sortOptions.yearAsc',
  yearDesc: 'cars:search.sortOptions.yearDesc',
  mileageAsc: 'cars:search.sortOptions.mileageAsc',
  mileageDesc: 'cars:search.sortOptions.mileageDesc',
  priceRating: 'cars:search.sortOptions.priceRating',
} as const satisfies Record<SortKey, string>;

/**
 * "Sortiranje" beside the results, for everyone (docs/product.md, “Search and lists”); "newest" is
 * the default order.
 */
export function SortSelect({
  value,
  onChange,
}: {
  value: SortKey | undefined;
  onChange: (sort: SortKey | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <HydratesApart>
      <Select
        label={t('cars:search.sort')}
        className="w-full sm:w-64"
        items={SORT_KEYS.map((id) => ({ id, name: t(SORT_LABELS[id]) }))}
        selectedKey={value ?? 'newest'}
        onSelectionChange={(k) => onChange(k === 'newest' ? undefined : (k as SortKey))}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
    </HydratesApart>
  );
}
