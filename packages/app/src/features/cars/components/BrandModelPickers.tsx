import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetBrandsQuery, useGetModelsQuery } from '@autoberza/api-client';
import { ComboBox, ComboBoxItem } from '@autoberza/ui/ComboBox';
import { useErrorToast } from '../../../components/useNotify';

interface Option {
  id: string;
  name: string;
}

interface PickerProps {
  label: string;
  /** The chosen id, or undefined / '' for none. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  onBlur?: () => void;
  isRequired?: boolean;
  /** Shown under the field; marks it invalid. */
  errorMessage?: string;
  /** The id of the input, for an error summary's link. */
  id?: string;
}

/**
 * The form uses a lookup's data and error only: it does not re-render when a request starts.
 */
const dataAndError = <D, E>({ data, error }: { data?: D; error?: E }) => ({ data, error });

const named = (list: { _id: string; name: string }[] | undefined): Option[] =>
  (list ?? []).map((x) => ({ id: x._id, name: x.name }));

function Picker({
  label,
  value,
  onChange,
  onBlur,
  isRequired,
  errorMessage,
  id,
  options,
  isDisabled,
  description,
}: PickerProps & { options: Option[]; isDisabled?: boolean; description?: string }) {
  const { t } = useTranslation();
  return (
    <ComboBox
      id={id}
      label={label}
      buttonLabel={t('cars:common.showOptions')}
      // `defaultItems`: the list narrows to what is typed (any part of the name, no diacritics).
      defaultItems={options}
      selectedKey={value || null}
      onSelectionChange={(key) => {
        const next = key === null ? undefined : String(key);
        if (next !== (value || undefined)) onChange(next);
      }}
      onBlur={onBlur}
      isDisabled={isDisabled}
      description={description}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      errorMessage={errorMessage}
      validationBehavior="aria"
    >
      {(item) => <ComboBoxItem id={item.id}>{item.name}</ComboBoxItem>}
    </ComboBox>
  );
}

/** The brand picker of the search form and the advert form: type to narrow, ↓ and Enter to take. */
export function BrandPicker(props: PickerProps) {
  const { data, error } = useGetBrandsQuery(undefined, { selectFromResult: dataAndError });
  useErrorToast(error);
  const options = useMemo(() => named(data?.data), [data]);
  return <Picker {...props} options={options} />;
}

/** The model picker: the chosen brand's models; disabled until a brand is chosen. */
export function ModelPicker({ brand, ...props }: PickerProps & { brand: string | undefined }) {
  const { t } = useTranslation();
  const { data, error } = useGetModelsQuery(
    { brand: brand ?? '' },
    { skip: !brand, selectFromResult: dataAndError },
  );
  useErrorToast(error);
  const options = useMemo(() => (brand ? named(data?.data) : []), [brand, data]);
  return (
    <Picker
      {...props}
      options={options}
      isDisabled={!brand}
      description={brand ? undefined : t('cars:form.chooseBrandFirst')}
    />
  );
}
