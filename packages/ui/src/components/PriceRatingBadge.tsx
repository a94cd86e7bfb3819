import { cx } from '../utils';

/** The five levels of the price rating, best first (the app's catalogue has the same keys). */
export type PriceRatingLevel = 'veryGood' | 'good' | 'usual' | 'raised' | 'high';

export interface PriceRatingBadgeProps {
  level: PriceRatingLevel;
  /** The level's words („Dobra cena“); the caller words it. */
  label: string;
  className?: string;
}

const TONES: Record<PriceRatingLevel, string> = {
  veryGood: 'bg-success-700 text-white',
  good: 'bg-success-50 text-success-700',
  usual: 'bg-canvas text-ink',
  raised: 'bg-surface text-warning-700 ring-1 ring-warning-500',
  high: 'bg-danger-50 text-danger-700',
};

/**
 * Where a price stands against comparable adverts, as a pill: green for a good price, neutral
 * for the usual one, amber and red above it. The words carry the meaning; the colour repeats it.
 */
export function PriceRatingBadge({ level, label, className }: PriceRatingBadgeProps) {
  return (
    <span
      data-level={level}
      className={cx(
        'inline-flex min-h-6 w-fit items-center rounded-full px-2.5 text-sm font-semibold whitespace-nowrap',
        TONES[level],
        className,
      )}
    >
      {label}
    </span>
  );
}
