import {
  Button as RACButton,
  NumberField as RACNumberField,
  type NumberFieldProps as RACNumberFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { useId } from 'react';
import { composeTailwindRenderProps, focusRing, cx } from '../utils';
import {
  Description,
  FieldError,
  errorText,
  FieldGroup,
  fieldGroupStyles,
  Input,
  inputStyles,
  Label,
  labelStyles,
} from './Field';
import { MinusIcon, PlusIcon } from './icons';

/** Ready-made `formatOptions` for the marketplace's units; the locale comes from RAC's I18nProvider. */
export const numberFormats = {
  /** Price in euro without cents: "12.500 €" in sr-Latn-RS. */
  eur: { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 },
  /** Mileage: "185.000 km". */
  km: { style: 'unit', unit: 'kilometer', maximumFractionDigits: 0 },
  /** Engine power: "110 kW" (Intl has no kilowatt unit, so the unit is a suffix). */
  kw: { maximumFractionDigits: 0 },
  /** A plain integer (years, doors, cm³). */
  integer: { maximumFractionDigits: 0, useGrouping: false },
} satisfies Record<string, Intl.NumberFormatOptions>;

export interface NumberFieldProps extends RACNumberFieldProps {
  label?: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /** Text shown after the number inside the frame (e.g. "kW"); not announced twice. */
  unit?: string;
  /** Accessible names of the stepper buttons; without them the steppers are hidden. */
  incrementLabel?: string;
  decrementLabel?: string;
}

const stepper = (rp: { isFocusVisible: boolean }) =>
  cx(
    focusRing(rp),
    'flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted hover:bg-primary-50 hover:text-primary-700 disabled:cursor-default disabled:opacity-50',
  );

/** A localized number input: formats EUR, km and kW per the I18nProvider locale. */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  unit,
  incrementLabel,
  decrementLabel,
  ...props
}: NumberFieldProps) {
  const steppers = incrementLabel && decrementLabel;
  return (
    <RACNumberField
      {...props}
      className={composeTailwindRenderProps(props.className, 'flex flex-col gap-1')}
    >
      {label && <Label>{label}</Label>}
      <FieldGroup>
        {steppers && (
          <RACButton slot="decrement" aria-label={decrementLabel} className={stepper}>
            <MinusIcon />
          </RACButton>
        )}
        <Input placeholder={placeholder} />
        {unit && (
          <span aria-hidden="true" className="pr-3 text-base text-muted">
            {unit}
          </span>
        )}
        {steppers && (
          <RACButton slot="increment" aria-label={incrementLabel} className={stepper}>
            <PlusIcon />
          </RACButton>
        )}
      </FieldGroup>
      {description && <Description>{description}</Description>}
      <FieldError>{errorText(errorMessage)}</FieldError>
    </RACNumberField>
  );
}

export interface LockedNumberFieldProps {
  label: string;
  /** The text the field shows (usually none). */
  value?: string;
  className?: string;
}

/**
 * A NumberField nobody may edit (e.g. a filter only subscribers may use): the disabled field,
 * pixel for pixel, as a plain disabled input named by its label. It skips react-aria's number
 * parsing and formatting (Intl objects per field), which cost a phone several milliseconds per
 * control; use it where a screen shows many fields that nobody can edit.
 */
export function LockedNumberField({ label, value = '', className }: LockedNumberFieldProps) {
  const id = useId();
  return (
    <div data-disabled="true" className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className={labelStyles}>
        {label}
      </label>
      <div
        role="group"
        aria-disabled="true"
        data-disabled="true"
        className={fieldGroupStyles({
          isDisabled: true,
          isFocusVisible: false,
          isFocusWithin: false,
          isInvalid: false,
        })}
      >
        <input
          id={id}
          type="text"
          inputMode="numeric"
          disabled
          value={value}
          readOnly
          className={inputStyles}
        />
      </div>
    </div>
  );
}
