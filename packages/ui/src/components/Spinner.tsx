import type { HTMLAttributes } from 'react';
import { cx } from '../utils';

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'role'> {
  /** Accessible name ("Učitavanje..."); without it the spinner is decorative. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Colour: `primary` on light surfaces, `inverse` (white) on dark ones such as a primary button. */
  tone?: 'primary' | 'inverse';
}

const tones = { primary: 'text-primary-700', inverse: 'text-white' };
const sizes = { sm: 'size-5 border-2', md: 'size-8 border-3', lg: 'size-14 border-4' };

/**
 * An indeterminate progress indicator. Plain markup with the ARIA of an indeterminate progress
 * bar (a role, a name, no value): react-aria's ProgressBar would bring a number formatter into
 * the app's first bundle for a value an indeterminate bar never shows.
 */
export function Spinner({
  label,
  size = 'md',
  tone = 'primary',
  className,
  ...props
}: SpinnerProps) {
  const circle = (
    <span
      className={cx(
        'inline-block animate-spin rounded-full border-current border-r-transparent motion-reduce:animate-[spin_1.5s_linear_infinite]',
        sizes[size],
      )}
    />
  );
  if (!label) {
    return (
      <span aria-hidden="true" className={cx('inline-flex', tones[tone], className)}>
        {circle}
      </span>
    );
  }
  return (
    <div
      {...props}
      className={cx('inline-flex', tones[tone], className)}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      {circle}
    </div>
  );
}
