import type { ReactNode } from 'react';
import {
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  composeRenderProps,
  type RadioGroupProps as RACRadioGroupProps,
  type RadioProps as RACRadioProps,
  type ValidationResult,
} from 'react-aria-components';
import { composeTailwindRenderProps, focusRing, tv } from '../utils';
import { Description, FieldError, errorText, Label } from './Field';

const circleStyles = tv({
  extend: focusRing,
  base: 'flex size-6 shrink-0 items-center justify-center rounded-full border-2 transition-colors',
  variants: {
    isSelected: { true: '' },
    isInvalid: { true: '' },
    isDisabled: { true: 'border-line bg-canvas', false: 'bg-surface' },
  },
  // One rule per state: disabled beats invalid, invalid beats selected.
  compoundVariants: [
    {
      isDisabled: false,
      isInvalid: true,
      className: 'border-danger-600 forced-colors:border-[Mark]',
    },
    {
      isDisabled: false,
      isInvalid: false,
      isSelected: true,
      className: 'border-primary-700 forced-colors:border-[Highlight]',
    },
    { isDisabled: false, isInvalid: false, isSelected: false, className: 'border-line-strong' },
  ],
});

const dotStyles = tv({
  base: 'size-3 rounded-full',
  variants: {
    isSelected: { false: 'hidden' },
    isInvalid: { true: '' },
    isDisabled: { true: 'bg-muted' },
  },
  compoundVariants: [
    { isDisabled: false, isInvalid: true, className: 'bg-danger-600' },
    {
      isDisabled: false,
      isInvalid: false,
      className: 'bg-primary-700 forced-colors:bg-[Highlight]',
    },
  ],
});

export interface RadioProps extends RACRadioProps {
  /** A second line under the option's label. */
  description?: ReactNode;
}

/** One option of a RadioGroup, its label as children; the whole row is the click target. */
export function Radio({ description, ...props }: RadioProps) {
  return (
    <RACRadio
      {...props}
      className={composeTailwindRenderProps(
        props.className,
        'group flex min-h-11 cursor-pointer items-center gap-3 py-1 text-base text-ink data-disabled:cursor-default data-disabled:text-muted',
      )}
    >
      {composeRenderProps(props.children, (children, rp) => (
        <>
          <span className={circleStyles(rp)}>
            <span className={dotStyles(rp)} />
          </span>
          <span className="flex flex-col">
            {children}
            {description && <span className="text-sm text-muted">{description}</span>}
          </span>
        </>
      ))}
    </RACRadio>
  );
}

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children'> {
  /** The question, shown above the options (also the group's accessible name). */
  label?: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** The `Radio` options. */
  children: ReactNode;
}

/**
 * One choice out of a few, all in sight (a report's reason): arrow keys move between the
 * options, Tab leaves the group.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  ...props
}: RadioGroupProps) {
  return (
    <RACRadioGroup
      {...props}
      className={composeTailwindRenderProps(props.className, 'flex flex-col gap-1')}
    >
      {label && <Label>{label}</Label>}
      {description && <Description>{description}</Description>}
      <div className="flex flex-col">{children}</div>
      <FieldError>{errorText(errorMessage)}</FieldError>
    </RACRadioGroup>
  );
}
