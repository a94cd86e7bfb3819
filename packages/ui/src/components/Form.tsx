import { Form as RACForm, type FormProps } from 'react-aria-components';
import { cx } from '../utils';

export { FieldError, Label, Description } from './Field';

/** A form laying out its fields in one column; server errors go in `validationErrors`. */
export function Form(props: FormProps) {
  return <RACForm {...props} className={cx('flex flex-col gap-4', props.className)} />;
}
