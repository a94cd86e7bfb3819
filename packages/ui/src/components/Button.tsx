import {
  Button as RACButton,
  composeRenderProps,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import { tv, type VariantProps } from 'tailwind-variants';
import { focusRing } from '../utils';
import { Spinner } from './Spinner';

export const buttonStyles = tv({
  extend: focusRing,
  base: 'relative inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-2 rounded-field border-2 px-4 py-2 text-center text-base font-semibold transition-colors forced-colors:border-[ButtonBorder]',
  variants: {
    variant: {
      primary:
        'border-transparent bg-primary-700 text-white hover:bg-primary-800 data-pressed:bg-primary-900',
      secondary:
        'border-primary-700 bg-surface text-primary-700 hover:bg-primary-50 data-pressed:bg-primary-100',
      quiet:
        'border-transparent bg-transparent text-primary-700 hover:bg-primary-50 data-pressed:bg-primary-100',
      danger:
        'border-transparent bg-danger-700 text-white hover:bg-danger-600 data-pressed:bg-danger-700',
    },
    size: {
      md: '',
      sm: 'px-3 text-sm',
    },
    isDisabled: {
      true: 'cursor-default border-line bg-canvas text-muted hover:bg-canvas data-pressed:bg-canvas forced-colors:text-[GrayText]',
    },
    isPending: {
      true: 'cursor-wait text-transparent',
    },
  },
  compoundVariants: [
    { variant: 'quiet', isDisabled: true, className: 'border-transparent bg-transparent' },
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
                className={
                  variant === 'primary' || variant === 'danger' || !variant
                    ? 'text-white'
                    : 'text-primary-700'
                }
              />
            </span>
          )}
        </>
      ))}
    </RACButton>
  );
}
