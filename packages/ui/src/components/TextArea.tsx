import {
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { composeTailwindRenderProps } from '../utils';
import { Description, FieldError, errorText, FieldGroup, Label, TextAreaInput } from './Field';

export interface TextAreaProps extends RACTextFieldProps {
  label?: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /** Visible rows before it scrolls (default 5). */
  rows?: number;
}

/** A multi-line text input (descriptions, messages). */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 5,
  ...props
}: TextAreaProps) {
  return (
    <RACTextField
      {...props}
      className={composeTailwindRenderProps(props.className, 'flex flex-col gap-1')}
    >
      {label && <Label>{label}</Label>}
      <FieldGroup className="items-stretch">
        <TextAreaInput placeholder={placeholder} rows={rows} />
      </FieldGroup>
      {description && <Description>{description}</Description>}
      <FieldError>{errorText(errorMessage)}</FieldError>
    </RACTextField>
  );
}
