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
import { composeTailwindRenderProps, focusRing, cx, tv } from '../utils';
import type { Ref } from 'react';

/** The classes of a field's visible label (a required field's "*": theme.css). */
export const labelStyles = 'w-fit cursor-default text-sm font-medium text-ink';

/** A field's visible label. */
export function Label(props: LabelProps) {
  return <RACLabel data-label="" {...props} className={cx(labelStyles, props.className)} />;
}

/** Help text under a field, announced with it. */
export function Description(props: TextProps) {
  return (
    <Text {...props} slot="description" className={cx('text-sm text-muted', props.className)} />
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

/**
 * Border colours and fill shared by every field frame, keyed on RAC states: disabled beats
 * invalid, invalid beats focus (one rule per state, as the lite class joiner resolves nothing).
 */
export const fieldBorderStyles = tv({
  variants: {
    isFocusWithin: { true: '' },
    isInvalid: { true: '' },
    isDisabled: {
      true: 'border-line bg-canvas forced-colors:border-[GrayText]',
      false: 'bg-surface',
    },
  },
  compoundVariants: [
    {
      isDisabled: false,
      isInvalid: true,
      className: 'border-danger-600 forced-colors:border-[Mark]',
    },
    {
      isDisabled: false,
      isInvalid: false,
      isFocusWithin: true,
      className: 'border-primary-600 forced-colors:border-[Highlight]',
    },
    {
      isDisabled: false,
      isInvalid: false,
      isFocusWithin: false,
      className: 'border-line-strong forced-colors:border-[ButtonBorder]',
    },
  ],
});

/** The frame (border, radius, focus ring) around inputs that carry extra buttons. */
export const fieldGroupStyles = tv({
  extend: focusRing,
  base: 'group flex min-h-11 overflow-hidden rounded-field border-2 forced-colors:bg-[Field]',
  variants: {
    ...fieldBorderStyles.variants,
    /** `stretch` lets a multi-line input fill the frame's height. */
    align: { center: 'items-center', stretch: 'items-stretch' },
  },
  compoundVariants: fieldBorderStyles.compoundVariants,
  defaultVariants: { align: 'center' },
});

/** A frame for an input plus its buttons (password toggle, steppers). */
export function FieldGroup({
  align,
  ...props
}: GroupProps & {
  /** `stretch` for a multi-line input that fills the frame's height. */
  align?: 'center' | 'stretch';
}) {
  return (
    <Group
      {...props}
      className={composeRenderProps(props.className, (className, renderProps) =>
        fieldGroupStyles({ ...renderProps, align, className }),
      )}
    />
  );
}

/** The classes of the bare text input inside a FieldGroup. */
export const inputStyles =
  'min-h-10 min-w-0 flex-1 bg-transparent px-3 py-2 text-base text-ink outline-0 placeholder:text-muted disabled:text-muted';

/** The bare text input inside a FieldGroup. */
export function Input(props: InputProps & { ref?: Ref<HTMLInputElement> }) {
  return (
    <RACInput {...props} className={composeTailwindRenderProps(props.className, inputStyles)} />
  );
}
