import { Form as RACForm, type FormProps } from 'react-aria-components';
import { twMerge } from '../utils';

export { FieldError, Label, Description } from './Field';

/** A form laying out its fields in one column; server errors go in `validationErrors`. */
export function Form(props: FormProps) {
  return <RACForm {...props} className={twMerge('flex flex-col gap-4', props.className)} />;
}
