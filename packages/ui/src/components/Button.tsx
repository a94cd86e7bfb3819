import { useEffect, useRef } from 'react';
// RAC's Button announces a pending state through this announcer (react-aria-components'
// Button.mjs imports the same path).
import { clearAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import {
  Button as RACButton,
  composeRenderProps,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import { focusRing, tv, type VariantProps } from '../utils';
import { Spinner } from './Spinner';

/**
 * The lite class joiner resolves no conflicts, so each property is set by exactly one rule per
 * state: pending beats disabled, disabled beats the variant's colours.
 */
export const buttonStyles = tv({
  extend: focusRing,
  base: 'relative inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-field border-2 py-2 text-center font-semibold transition-colors forced-colors:border-[ButtonBorder]',
  variants: {
    variant: { primary: '', secondary: '', quiet: '', danger: '' },
    size: { md: 'px-4 text-base', sm: 'px-3 text-sm' },
    isDisabled: {
      true: 'hover:bg-canvas data-pressed:bg-canvas forced-colors:text-[GrayText]',
    },
    isPending: { true: 'cursor-wait text-transparent' },
  },
  compoundVariants: [
    {
      variant: 'primary',
      isDisabled: false,
      className:
        'border-transparent bg-primary-700 hover:bg-primary-800 data-pressed:bg-primary-900',
    },
    {
      variant: 'secondary',
      isDisabled: false,
      className: 'border-primary-700 bg-surface hover:bg-primary-50 data-pressed:bg-primary-100',
    },
    {
      variant: 'quiet',
      isDisabled: false,
      className:
        'border-transparent bg-transparent hover:bg-primary-50 data-pressed:bg-primary-100',
    },
    {
      variant: 'danger',
      isDisabled: false,
      className: 'border-transparent bg-danger-700 hover:bg-danger-600 data-pressed:bg-danger-700',
    },
    {
      variant: ['primary', 'secondary', 'danger'],
      isDisabled: true,
      className: 'border-line bg-canvas',
    },
    { variant: 'quiet', isDisabled: true, className: 'border-transparent bg-transparent' },
    {
      variant: ['primary', 'danger'],
      isDisabled: false,
      isPending: false,
      className: 'text-white',
    },
    {
      variant: ['secondary', 'quiet'],
      isDisabled: false,
      isPending: false,
      className: 'text-primary-700',
    },
    { isDisabled: true, isPending: false, className: 'cursor-default text-muted' },
    { isDisabled: false, isPending: false, className: 'cursor-pointer' },
  ],
  defaultVariants: { variant: 'primary', size: 'md' },
});

export interface ButtonProps
  extends
    RACButtonProps,
    Omit<VariantProps<typeof buttonStyles>, 'isDisabled' | 'isPending' | 'isFocusVisible'> {
  /** Visual weight: primary (one per view), secondary, quiet (toolbar/icon), danger (destructive). */
  variant?: 'primary' | 'secondary' | 'quiet' | 'danger';
  /** Label read to screen readers while `isPending` (the spinner replaces the visible text). */
  pendingLabel?: string;
}

/** A button. While `isPending` it keeps its size, shows a spinner and ignores presses. */
export function Button({ variant, size, pendingLabel, ...props }: ButtonProps) {
  // React Aria announces "pending" by pointing at the button (`aria-labelledby`) for 7 s; a button
  // that leaves meanwhile (a saved form navigating away) would leave an unnamed `role="img"`
  // in the announcer. Its announcement goes with it.
  const wasPending = useRef(false);
  useEffect(() => {
    if (props.isPending) wasPending.current = true;
  }, [props.isPending]);
  useEffect(
    () => () => {
      if (wasPending.current) clearAnnouncer('assertive');
    },
    [],
  );
  return (
    <RACButton
      {...props}
      className={composeRenderProps(props.className, (className, renderProps) =>
        buttonStyles({ ...renderProps, variant, size, className }),
      )}
    >
      {composeRenderProps(props.children, (children, { isPending }) => (
        <>
          {children}
          {isPending && (
            <span className="absolute inset-0 flex items-center justify-center">
              <Spinner
                size="sm"
                label={pendingLabel}
                tone={
                  variant === 'primary' || variant === 'danger' || !variant ? 'inverse' : 'primary'
                }
              />
            </span>
          )}
        </>
      ))}
    </RACButton>
  );
}
