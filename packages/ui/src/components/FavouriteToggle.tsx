import { ToggleButton, composeRenderProps, type ToggleButtonProps } from 'react-aria-components';
import { focusRing, tv } from '../utils';
import { HeartIcon } from './icons';

const toggleStyles = tv({
  extend: focusRing,
  base: 'inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-2 rounded-full font-semibold transition-colors forced-colors:border-[ButtonBorder] data-disabled:cursor-default data-disabled:opacity-60',
  variants: {
    variant: {
      // Laid over a card's photo: a round white button that stands out on any picture.
      overlay:
        'border border-line bg-surface/95 shadow-card hover:text-danger-600 data-pressed:bg-danger-50',
      // Beside other actions (the car detail): the heart and its words.
      inline:
        'border-2 bg-surface px-4 py-2 text-base hover:border-danger-600 data-pressed:bg-danger-50',
    },
    isSelected: { true: 'text-danger-600' },
  },
  compoundVariants: [
    { variant: 'overlay', isSelected: false, className: 'text-muted' },
    { variant: 'inline', isSelected: false, className: 'border-line-strong text-ink' },
    { variant: 'inline', isSelected: true, className: 'border-danger-600' },
  ],
  defaultVariants: { variant: 'overlay' },
});

export interface FavouriteToggleProps extends Omit<ToggleButtonProps, 'children' | 'aria-label'> {
  /** What pressing does while not followed ("Prati oglas"). */
  label: string;
  /** What pressing does while followed ("Ne prati više"). */
  selectedLabel: string;
  /** `overlay` (default): an icon button for a card; `inline`: the heart with its words. */
  variant?: 'overlay' | 'inline';
}

/**
 * Follow an advert: a heart that is a toggle button (`aria-pressed`). Its name says what a press
 * does, so it changes with the state; the overlay variant shows only the heart (the words are
 * there for screen readers).
 */
export function FavouriteToggle({
  label,
  selectedLabel,
  variant = 'overlay',
  ...props
}: FavouriteToggleProps) {
  return (
    <ToggleButton
      {...props}
      className={composeRenderProps(props.className, (className, renderProps) =>
        toggleStyles({ ...renderProps, variant, className }),
      )}
    >
      {({ isSelected }) => (
        <>
          <HeartIcon filled={isSelected} width={22} height={22} />
          <span className={variant === 'overlay' ? 'sr-only' : undefined}>
            {isSelected ? selectedLabel : label}
          </span>
        </>
      )}
    </ToggleButton>
  );
}
