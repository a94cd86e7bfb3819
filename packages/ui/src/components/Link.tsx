import {
  Link as RACLink,
  composeRenderProps,
  type LinkProps as RACLinkProps,
} from 'react-aria-components';
import { tv } from 'tailwind-variants';
import { focusRing } from '../utils';
import { buttonStyles } from './Button';

const linkStyles = tv({
  extend: focusRing,
  base: 'cursor-pointer rounded-sm underline decoration-1 underline-offset-2 transition-colors',
  variants: {
    variant: {
      primary: 'text-primary-700 hover:text-primary-900 hover:decoration-2',
      subtle: 'text-ink no-underline hover:underline',
      inverse: 'text-white hover:decoration-2',
    },
    isDisabled: { true: 'cursor-default text-muted no-underline' },
  },
  defaultVariants: { variant: 'primary' },
});

export interface LinkProps extends RACLinkProps {
  /** Text link styles, or `button`/`button-secondary` for a link that looks like a button. */
  variant?: 'primary' | 'subtle' | 'inverse' | 'button' | 'button-secondary';
}

/** A link; `href` goes through RAC's RouterProvider, so the app's router navigates. */
export function Link({ variant = 'primary', ...props }: LinkProps) {
  return (
    <RACLink
      {...props}
      className={composeRenderProps(props.className, (className, rp) =>
        variant === 'button' || variant === 'button-secondary'
          ? buttonStyles({
              ...rp,
              isPending: false,
              variant: variant === 'button' ? 'primary' : 'secondary',
              className: `no-underline ${className ?? ''}`,
            })
          : linkStyles({ ...rp, variant, className }),
      )}
    />
  );
}
