import {
  Button as RACButton,
  Select as RACSelect,
  SelectValue,
  type ListBoxItemProps,
  type SelectProps as RACSelectProps,
  type ValidationResult,
} from 'react-aria-components';
import { useId, type ReactNode } from 'react';
import { composeTailwindRenderProps, focusRing, cx, tv } from '../utils';
import { Description, FieldError, errorText, fieldBorderStyles, Label, labelStyles } from './Field';
import { ChevronDownIcon } from './icons';
import { ListBox, ListBoxItem } from './ListBox';
import { Popover } from './Popover';

export interface SelectProps<T extends object> extends Omit<RACSelectProps<T>, 'children'> {
  label?: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Text shown before a choice is made. */
  placeholder?: string;
  /** Options: an `items` render function or static `<SelectItem>`s. */
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactNode);
}

const triggerStyles = tv({
  extend: focusRing,
  base: 'flex min-h-11 w-full items-center gap-2 rounded-field border-2 py-2 pr-2 pl-3 text-start text-base',
  variants: {
    ...fieldBorderStyles.variants,
    isDisabled: {
      true: 'cursor-default border-line bg-canvas text-muted forced-colors:border-[GrayText]',
      false: 'cursor-pointer bg-surface text-ink',
    },
  },
  compoundVariants: fieldBorderStyles.compoundVariants,
});

/** A dropdown of options (status, city, body, fuel...). */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  items,
  children,
  ...props
}: SelectProps<T>) {
  return (
    <RACSelect
      {...props}
      placeholder={placeholder}
      className={composeTailwindRenderProps(props.className, 'group flex flex-col gap-1')}
    >
      {label && <Label>{label}</Label>}
      <RACButton className={(rp) => triggerStyles({ ...rp, isInvalid: !!props.isInvalid })}>
        <SelectValue className="flex-1 truncate data-placeholder:text-muted" />
        <ChevronDownIcon className="shrink-0 text-muted" />
      </RACButton>
      {description && <Description>{description}</Description>}
      <FieldError>{errorText(errorMessage)}</FieldError>
      <Popover>
        <ListBox items={items}>{children}</ListBox>
      </Popover>
    </RACSelect>
  );
}

/** An option of a Select. */
export function SelectItem(props: ListBoxItemProps) {
  return <ListBoxItem {...props} />;
}

export interface LockedSelectProps {
  label: string;
  /** The text the closed control shows. */
  value: string;
  className?: string;
}

/**
 * A Select that cannot be opened (e.g. a filter only subscribers may use): the closed, disabled
 * control, pixel for pixel, as a plain disabled button named by its label and value. It skips
 * react-aria's collection, hidden native select and popover, which cost a phone several
 * milliseconds per control; use it where a screen shows many controls that nobody can open.
 */
export function LockedSelect({ label, value, className }: LockedSelectProps) {
  const id = useId();
  return (
    <div data-disabled="true" className={cx('group flex flex-col gap-1', className)}>
      <span id={`${id}-label`} className={labelStyles}>
        {label}
      </span>
      <button
        type="button"
        disabled
        aria-haspopup="listbox"
        aria-labelledby={`${id}-value ${id}-label`}
        className={triggerStyles({ isDisabled: true, isFocusVisible: false, isInvalid: false })}
      >
        <span id={`${id}-value`} className="flex-1 truncate">
          {value}
        </span>
        <ChevronDownIcon className="shrink-0 text-muted" />
      </button>
    </div>
  );
}
