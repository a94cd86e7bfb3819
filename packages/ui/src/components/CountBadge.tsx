import { cx } from '../utils';

export interface CountBadgeProps {
  /** How many; at 0 the badge is quiet (grey), above it stands out. */
  count: number;
  /** The whole phrase read and shown ("3 nova oglasa"); the caller words it. */
  label: string;
  className?: string;
}

/** A small pill with a count and its words, e.g. the new matches of a saved search. */
export function CountBadge({ count, label, className }: CountBadgeProps) {
  return (
    <span
      data-count={count}
      className={cx(
        'inline-flex min-h-6 items-center rounded-full px-2.5 text-sm font-semibold whitespace-nowrap',
        count > 0 ? 'bg-primary-700 text-white' : 'bg-canvas text-muted',
        className,
      )}
    >
      {label}
    </span>
  );
}
