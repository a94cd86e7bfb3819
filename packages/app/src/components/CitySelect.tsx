import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useGetCitiesQuery } from '@autoberza/api-client';
import { Select, SelectItem } from '@autoberza/ui/Select';
import { useReferenceName } from '../i18n/referenceName';
import { useErrorText } from './useErrorText';

interface CitySelectProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  isRequired?: boolean;
}

/**
 * City dropdown filled from GET /city; a failed load is only logged (docs/product.md, “Messages”).
 */
export function CitySelect<T extends FieldValues>({
  control,
  name,
  isRequired,
}: CitySelectProps<T>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const referenceName = useReferenceName();
  const { data, error } = useGetCitiesQuery();
  const cities = data?.data ?? [];
  useEffect(() => {
    if (error) console.error('Greška pri učitavanju gradova', error);
  }, [error]);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={t('common:fields.city')}
          placeholder={t('common:fields.cityPlaceholder')}
          items={cities}
          selectedKey={(field.value as string | undefined) || null}
          onSelectionChange={(key) => field.onChange(key === null ? '' : String(key))}
          onBlur={field.onBlur}
          isRequired={isRequired}
          isInvalid={Boolean(fieldState.error)}
          errorMessage={errorText(fieldState.error?.message)}
          validationBehavior="aria"
        >
          {(city) => <SelectItem id={city._id}>{referenceName(city.name)}</SelectItem>}
        </Select>
      )}
    />
  );
}
