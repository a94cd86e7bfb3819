import {
  FieldError as RACFieldError,
  Group,
  Input as RACInput,
  Label as RACLabel,
  Text,
  composeRenderProps,
  type FieldErrorProps,
  type GroupProps,
  type InputProps,
  type LabelProps,
  type TextProps,
  type ValidationResult,
} from 'react-aria-components';
import { tv } from 'tailwind-variants';
import { composeTailwindRenderProps, focusRing, twMerge } from '../utils';

/** The classes of a field's visible label. */
export const labelStyles = 'w-fit cursor-default text-sm font-medium text-ink';

/** A field's visible label. */
export function Label(props: LabelProps) {
  return <RACLabel {...props} className={twMerge(labelStyles, props.className)} />;
}

/** Help text under a field, announced with it. */
export function Description(props: TextProps) {
  return (
    <Text
      {...props}
      slot="description"
      className={twMerge('text-sm text-muted', props.className)}
    />
  );
}

/** The field's validation message, shown only when the field is invalid. */
export function FieldError(props: FieldErrorProps) {
  return (
    <RACFieldError
      {...props}
      className={composeTailwindRenderProps(
        props.className,
        'text-sm font-medium text-danger-700 forced-colors:text-[Mark]',
      )}
    />
  );
}

/**
 * The text a field shows when invalid: messages from the Form's `validationErrors` (server
 * errors, marked as custom errors) win; otherwise the field's own `errorMessage`.
 */
export function errorText(
  errorMessage: string | ((validation: ValidationResult) => string) | undefined,
): (validation: ValidationResult) => string {
  return (validation) => {
    if (typeof errorMessage === 'function') return errorMessage(validation);
    if (validation.validationDetails?.customError && validation.validationErrors.length > 0) {
      return validation.validationErrors.join(' ');
    }
    return errorMessage ?? validation.validationErrors.join(' ');
  };
}

/** Border colours shared by every field frame, keyed on RAC states. */
export const fieldBorderStyles = tv({
  variants: {
    isFocusWithin: {
      false: 'border-line-strong forced-colors:border-[ButtonBorder]',
      true: 'border-primary-600 forced-colors:border-[Highlight]',
    },
    isInvalid: {
      true: 'border-danger-600 forced-colors:border-[Mark]',
    },
    isDisabled: {
      true: 'border-line bg-canvas forced-colors:border-[GrayText]',
    },
  },
});

/** The frame (border, radius, focus ring) around inputs that carry extra buttons. */
export const fieldGroupStyles = tv({
  extend: focusRing,
  base: 'group flex min-h-11 items-center overflow-hidden rounded-field border-2 bg-surface forced-colors:bg-[Field]',
  variants: fieldBorderStyles.variants,
});

/** A frame for an input plus its buttons (password toggle, steppers). */
export function FieldGroup(props: GroupProps) {
  return (
    <Group
      {...props}
      className={composeRenderProps(props.className, (className, renderProps) =>
        fieldGroupStyles({ ...renderProps, className }),
      )}
    />
  );
}

/** The classes of the bare text input inside a FieldGroup. */
export const inputStyles =
  'min-h-10 min-w-0 flex-1 bg-transparent px-3 py-2 text-base text-ink outline-0 placeholder:text-muted disabled:text-muted';

/** The bare text input inside a FieldGroup. */
export function Input(props: InputProps) {
  return (
    <RACInput {...props} className={composeTailwindRenderProps(props.className, inputStyles)} />
  );
}
