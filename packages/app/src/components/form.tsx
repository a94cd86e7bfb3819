import { Controller } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@autoberza/ui/PasswordField';
import { TextArea } from '@autoberza/ui/TextArea';
import { TextField } from '@autoberza/ui/TextField';
import { useErrorText } from './useErrorText';

interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** The input's id (an error summary links to it). */
  id?: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  isRequired?: boolean;
  isReadOnly?: boolean;
  description?: string;
}

/** A UI TextField bound to react-hook-form; shows the translated validation message. */
export function FormTextField<T extends FieldValues>({ control, name, ...props }: FieldProps<T>) {
  const errorText = useErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
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

export function FormTextArea<T extends FieldValues>({ control, name, ...props }: FieldProps<T>) {
  const errorText = useErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextArea
          {...props}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
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

export function FormPasswordField<T extends FieldValues>({
  control,
  name,
  ...props
}: Omit<FieldProps<T>, 'type'>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PasswordField
          {...props}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          isInvalid={Boolean(fieldState.error)}
          errorMessage={errorText(fieldState.error?.message)}
          validationBehavior="aria"
          showLabel={t('common:password.show')}
          hideLabel={t('common:password.hide')}
        />
      )}
    />
  );
}
