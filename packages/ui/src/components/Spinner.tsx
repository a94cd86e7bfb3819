import { ProgressBar, type ProgressBarProps } from 'react-aria-components';
import { twMerge } from '../utils';

export interface SpinnerProps extends Omit<ProgressBarProps, 'isIndeterminate' | 'children'> {
  /** Accessible name ("Učitavanje..."); without it the spinner is decorative. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
}

const sizes = { sm: 'size-5 border-2', md: 'size-8 border-3', lg: 'size-14 border-4' };

/** An indeterminate progress indicator. */
export function Spinner({ label, size = 'md', className, ...props }: SpinnerProps) {
  const circle = (
    <span
      className={twMerge(
        'inline-block animate-spin rounded-full border-current border-r-transparent motion-reduce:animate-[spin_1.5s_linear_infinite]',
        sizes[size],
      )}
    />
  );
  if (!label) {
    return (
      <span
        aria-hidden="true"
        className={twMerge(
          'inline-flex text-primary-700',
          typeof className === 'string' ? className : '',
        )}
      >
        {circle}
      </span>
    );
  }
  return (
    <ProgressBar
      {...props}
      isIndeterminate
      aria-label={label}
      className={twMerge(
        'inline-flex text-primary-700',
        typeof className === 'string' ? className : '',
      )}
    >
      {circle}
    </ProgressBar>
  );
}
