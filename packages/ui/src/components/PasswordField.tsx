import { useState } from 'react';
import {
  Button as RACButton,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { composeTailwindRenderProps, focusRing, cx } from '../utils';
import { Description, FieldError, errorText, FieldGroup, Input, Label } from './Field';
import { EyeIcon, EyeOffIcon } from './icons';

export interface PasswordFieldProps extends Omit<RACTextFieldProps, 'type'> {
  label?: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /** Accessible name of the toggle while the password is hidden ("Prikaži lozinku"). */
  showLabel: string;
  /** Accessible name of the toggle while the password is visible ("Sakrij lozinku"). */
  hideLabel: string;
}

/** A password input with a show/hide toggle. */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  showLabel,
  hideLabel,
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <RACTextField
      {...props}
      type={visible ? 'text' : 'password'}
      className={composeTailwindRenderProps(props.className, 'flex flex-col gap-1')}
    >
      {label && <Label>{label}</Label>}
      <FieldGroup>
        <Input placeholder={placeholder} />
        <RACButton
          aria-label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          onPress={() => setVisible((v) => !v)}
          isDisabled={props.isDisabled}
          className={(rp) =>
            cx(
              focusRing(rp),
              'mr-0.5 flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted hover:bg-primary-50 hover:text-primary-700 disabled:cursor-default disabled:hover:bg-transparent',
            )
          }
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </RACButton>
      </FieldGroup>
      {description && <Description>{description}</Description>}
      <FieldError>{errorText(errorMessage)}</FieldError>
    </RACTextField>
  );
}
