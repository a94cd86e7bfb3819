import {
  Checkbox as RACCheckbox,
  composeRenderProps,
  type CheckboxProps as RACCheckboxProps,
} from 'react-aria-components';
import { composeTailwindRenderProps, focusRing, tv } from '../utils';
import { CheckIcon, MinusIcon } from './icons';

const boxStyles = tv({
  extend: focusRing,
  base: 'flex size-6 shrink-0 items-center justify-center rounded-md border-2 transition-colors',
  variants: {
    isSelected: { true: 'forced-colors:bg-[Highlight]' },
    isInvalid: { true: '' },
    isDisabled: { true: 'border-line text-muted' },
  },
  // One rule per property and state: disabled beats invalid, invalid beats selected (except the
  // fill of a selected invalid box, which stays red).
  compoundVariants: [
    { isDisabled: false, isInvalid: true, className: 'border-danger-600' },
    { isDisabled: false, isInvalid: false, isSelected: true, className: 'border-primary-700' },
    { isDisabled: false, isInvalid: false, isSelected: false, className: 'border-line-strong' },
    { isSelected: true, isInvalid: true, className: 'bg-danger-600' },
    { isSelected: true, isInvalid: false, isDisabled: true, className: 'bg-canvas' },
    { isSelected: true, isInvalid: false, isDisabled: false, className: 'bg-primary-700' },
    { isSelected: false, isDisabled: true, className: 'bg-canvas' },
    { isSelected: false, isDisabled: false, className: 'bg-surface' },
    { isSelected: true, isDisabled: false, className: 'text-white' },
  ],
});

export interface CheckboxProps extends RACCheckboxProps {
  /** Shown in red under the box while the checkbox is invalid. */
  errorMessage?: string;
}

/** A checkbox with its label as children. */
export function Checkbox({ errorMessage, ...props }: CheckboxProps) {
  return (
    <RACCheckbox
      {...props}
      className={composeTailwindRenderProps(
        props.className,
        'group flex min-h-11 cursor-pointer items-center gap-3 text-base text-ink data-disabled:cursor-default data-disabled:text-muted',
      )}
    >
      {composeRenderProps(props.children, (children, rp) => (
        <>
          <span className={boxStyles({ ...rp, isSelected: rp.isSelected || rp.isIndeterminate })}>
            {rp.isIndeterminate ? (
              <MinusIcon width={16} />
            ) : rp.isSelected ? (
              <CheckIcon width={16} />
            ) : null}
          </span>
          <span className="flex flex-col">
            {children}
            {rp.isInvalid && errorMessage && (
              <span className="text-sm font-medium text-danger-700">{errorMessage}</span>
            )}
          </span>
        </>
      ))}
    </RACCheckbox>
  );
}
