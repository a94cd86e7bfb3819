import {
  TextArea as RACTextArea,
  TextField as RACTextField,
  type TextAreaProps as RACTextAreaProps,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { composeTailwindRenderProps } from '../utils';
import { Description, FieldError, errorText, FieldGroup, Label } from './Field';

/**
 * The bare multi-line input inside a FieldGroup. Here rather than in Field: only this component
 * uses it, and Field is on the sign-in screen.
 */
function TextAreaInput(props: RACTextAreaProps) {
  return (
    <RACTextArea
      {...props}
      className={composeTailwindRenderProps(
        props.className,
        'min-h-28 min-w-0 flex-1 resize-y bg-transparent px-3 py-2 text-base text-ink outline-0 placeholder:text-muted disabled:text-muted',
      )}
    />
  );
}

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
      <FieldGroup align="stretch">
        <TextAreaInput placeholder={placeholder} rows={rows} />
      </FieldGroup>
      {description && <Description>{description}</Description>}
      <FieldError>{errorText(errorMessage)}</FieldError>
    </RACTextField>
  );
}
