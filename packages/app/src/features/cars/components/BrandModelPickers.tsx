import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetBrandsQuery, useGetModelsQuery } from '@autoberza/api-client';
import { ComboBox, ComboBoxItem, containsLoosely } from '@autoberza/ui/ComboBox';
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
  /**
   * The text in the field as it is typed. Text that names no option stays in the field with no
   * option chosen (`value` undefined): a search refuses it rather than dropping it.
   */
  onTextChange?: (text: string) => void;
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
  placeholder,
  noMatch,
  onTextChange,
}: PickerProps & {
  options: Option[];
  isDisabled?: boolean;
  placeholder?: string;
  /** Said under the field when the typed text is in no option's name. */
  noMatch: (text: string) => string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const typed = text.trim();
  const matchesNothing =
    typed !== '' &&
    options.length > 0 &&
    !options.some((option) => containsLoosely(option.name, typed));
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
      onInputChange={(next) => {
        setText(next);
        onTextChange?.(next);
      }}
      onBlur={onBlur}
      isDisabled={isDisabled}
      placeholder={placeholder}
      description={matchesNothing ? noMatch(typed) : undefined}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      errorMessage={errorMessage}
      validationBehavior="aria"
    >
      {(item) => <ComboBoxItem id={item.id}>{item.name}</ComboBoxItem>}
    </ComboBox>
  );
}

/**
 * The brand picker of the search form and the advert form: type to narrow; the best match is
 * highlighted, Enter or Tab takes it, a name typed in full is taken on leaving the field.
 */
export function BrandPicker(props: PickerProps) {
  const { t } = useTranslation();
  const { data, error } = useGetBrandsQuery(undefined, { selectFromResult: dataAndError });
  useErrorToast(error);
  const options = useMemo(() => named(data?.data), [data]);
  return (
    <Picker
      {...props}
      options={options}
      noMatch={(text) => t('cars:common.noBrandMatch', { text })}
    />
  );
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
      noMatch={(text) => t('cars:common.noModelMatch', { text })}
      isDisabled={!brand}
      // In the field, not under it: a line that went away when a brand is taken (on leaving the
      // brand field, as "Pretraži" is pressed) would move the button from under the pointer.
      placeholder={brand ? undefined : t('cars:form.chooseBrandFirst')}
    />
  );
}
