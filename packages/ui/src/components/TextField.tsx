import {
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { composeTailwindRenderProps } from '../utils';
import { Description, FieldError, errorText, FieldGroup, Input, Label } from './Field';

export interface TextFieldProps extends RACTextFieldProps {
  /** Visible label. */
  label?: string;
  /** Help text under the input. */
  description?: string;
  /** Error text, or a function of the validation result; shown when the field is invalid. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
}

/** A single-line text input with label, help text and validation message. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField
      {...props}
      className={composeTailwindRenderProps(props.className, 'flex flex-col gap-1')}
    >
      {label && <Label>{label}</Label>}
      <FieldGroup>
        <Input placeholder={placeholder} />
      </FieldGroup>
      {description && <Description>{description}</Description>}
      <FieldError>{errorText(errorMessage)}</FieldError>
    </RACTextField>
  );
}
