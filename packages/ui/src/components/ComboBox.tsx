import {
  Button as RACButton,
  ComboBox as RACComboBox,
  type ComboBoxProps as RACComboBoxProps,
  type ListBoxItemProps,
  type ValidationResult,
} from 'react-aria-components';
import type { ReactNode } from 'react';
import { composeTailwindRenderProps } from '../utils';
import { Description, FieldError, errorText, FieldGroup, Input, Label } from './Field';
import { ChevronDownIcon } from './icons';
import { ListBox, ListBoxItem } from './ListBox';
import { Popover } from './Popover';

export interface ComboBoxProps<T extends object> extends Omit<RACComboBoxProps<T>, 'children'> {
  label?: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /** Accessible name of the button that opens the full list ("Prikaži opcije"). */
  buttonLabel: string;
  children: ReactNode | ((item: T) => ReactNode);
}

/** Lower case without diacritics: "Škoda" and "Đurđevac" read as "skoda" and "djurdjevac". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'dj')
    .replace(/Đ/g, 'Dj')
    .toLowerCase();
}

/**
 * The default filter: the typed text anywhere in the option's name, ignoring case and
 * diacritics ("skoda" finds "Škoda", "golf" finds "Golf Plus"). A collator with base
 * sensitivity is not enough: in Serbian "š" is a letter of its own, not an accented "s".
 */
export function containsLoosely(text: string, input: string): boolean {
  return foldText(text).includes(foldText(input.trim()));
}

/**
 * A text input with a filtered option list (brand and model pickers, type-ahead). Give the
 * options as `defaultItems`: the list then narrows as the person types (`items` is for a caller
 * that filters by itself).
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  buttonLabel,
  children,
  defaultFilter = containsLoosely,
  ...props
}: ComboBoxProps<T>) {
  return (
    <RACComboBox
      {...props}
      defaultFilter={defaultFilter}
      className={composeTailwindRenderProps(props.className, 'group flex flex-col gap-1')}
    >
      {label && <Label>{label}</Label>}
      <FieldGroup>
        <Input placeholder={placeholder} />
        <RACButton
          aria-label={buttonLabel}
          className="mr-0.5 flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted outline-0 hover:bg-primary-50 disabled:cursor-default"
        >
          <ChevronDownIcon />
        </RACButton>
      </FieldGroup>
      {description && <Description>{description}</Description>}
      <FieldError>{errorText(errorMessage)}</FieldError>
      <Popover>
        <ListBox>{children}</ListBox>
      </Popover>
    </RACComboBox>
  );
}

/** An option of a ComboBox. */
export function ComboBoxItem(props: ListBoxItemProps) {
  return <ListBoxItem {...props} />;
}
