import {
  Link as RACLink,
  composeRenderProps,
  type LinkProps as RACLinkProps,
} from 'react-aria-components';
import { focusRing, tv } from '../utils';
import { buttonStyles } from './Button';

const linkStyles = tv({
  extend: focusRing,
  base: 'decoration-1 underline-offset-2 transition-colors',
  variants: {
    variant: {
      primary: 'rounded-sm hover:text-primary-900 hover:decoration-2',
      subtle: 'rounded-sm hover:underline',
      inverse: 'rounded-sm hover:decoration-2',
      // A tab of a page's own navigation; the current one (`aria-current`) is underlined in colour.
      tab: '-mb-0.5 border-b-3 px-4 py-2 font-medium',
    },
    isDisabled: { true: 'cursor-default text-muted no-underline', false: 'cursor-pointer' },
    isCurrent: { true: '' },
  },
  // A disabled link's colour and underline replace the variant's.
  compoundVariants: [
    { variant: 'primary', isDisabled: false, className: 'text-primary-700 underline' },
    { variant: 'subtle', isDisabled: false, className: 'text-ink no-underline' },
    { variant: 'inverse', isDisabled: false, className: 'text-white underline' },
    { variant: 'tab', isCurrent: true, className: 'border-primary-700' },
    { variant: 'tab', isCurrent: false, className: 'border-transparent' },
    {
      variant: 'tab',
      isDisabled: false,
      isCurrent: true,
      className: 'text-primary-700 no-underline',
    },
    { variant: 'tab', isDisabled: false, isCurrent: false, className: 'text-muted no-underline' },
  ],
  defaultVariants: { variant: 'primary' },
});

export interface LinkProps extends RACLinkProps {
  /**
   * Text link styles, `tab` for a tab of a page's navigation (mark the current one with
   * `aria-current`), or `button`/`button-secondary` for a link that looks like a button.
   */
  variant?: 'primary' | 'subtle' | 'inverse' | 'tab' | 'button' | 'button-secondary';
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
