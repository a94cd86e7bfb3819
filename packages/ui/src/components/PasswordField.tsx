import { useState } from 'react';
import type { SVGProps } from 'react';
import {
  Button as RACButton,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { composeTailwindRenderProps, focusRing, cx } from '../utils';
import { Description, FieldError, errorText, FieldGroup, Input, Label } from './Field';
import { Icon } from './Icon';

// The eye icons live with their only user, not in icons.tsx: the sign-in screen then carries two
// icons, not the whole set (docs/product.md, “Performance targets”).
const EyeIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p}>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
);
const EyeOffIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p}>
    <path d="M10.6 5.1A9.8 9.8 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-2.2 3.2M6.6 6.6A17 17 0 0 0 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    <path d="m2 2 20 20" />
  </Icon>
);

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
