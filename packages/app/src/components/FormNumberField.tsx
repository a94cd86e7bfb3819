import { Controller } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { NumberField } from '@autoberza/ui/NumberField';
import { useErrorText } from './useErrorText';

/**
 * A UI NumberField bound to react-hook-form; shows the translated validation message. Apart from
 * form.tsx, which the sign-in screen loads: only the forms with numbers load the number field.
 */
export function FormNumberField<T extends FieldValues>({
  control,
  name,
  ...props
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** The input's id (an error summary links to it). */
  id: string;
  formatOptions?: Intl.NumberFormatOptions;
  minValue?: number;
  maxValue?: number;
  isRequired?: boolean;
}) {
  const errorText = useErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberField
          {...props}
          name={field.name}
          value={field.value as number}
          onChange={field.onChange}
          onBlur={field.onBlur}
          isInvalid={Boolean(fieldState.error)}
          errorMessage={errorText(fieldState.error?.message)}
          validationBehavior="aria"
        />
      )}
    />
  );
}
