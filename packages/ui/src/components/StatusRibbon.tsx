import { cx } from '../utils';

export interface StatusRibbonProps {
  /** `reserved` (amber), `sold` (red) or `expired` (grey: the advert is in no list). */
  status: 'reserved' | 'sold' | 'expired';
  /** The word on the ribbon ("Rezervisano", "Prodato", "Istekao"). */
  label: string;
  /** `sm` for a thumbnail (a list row's photo). */
  size?: 'md' | 'sm';
  className?: string;
}

/** A diagonal corner ribbon over a car photo; place inside a `relative overflow-hidden` box. */
export function StatusRibbon({ status, label, size = 'md', className }: StatusRibbonProps) {
  return (
    <div
      data-status={status}
      className={cx(
        // Far enough from the corner that the longest word ("Rezervisano") fits in a wide system font.
        'pointer-events-none absolute z-10 w-48 rotate-45 py-1 text-center font-bold tracking-wide text-white uppercase shadow-md',
        size === 'sm' ? 'top-3 -right-16 text-[10px]' : 'top-7 -right-12 text-xs',
        status === 'sold' ? 'bg-danger-700' : status === 'expired' ? 'bg-muted' : 'bg-warning-700',
        className,
      )}
    >
      {label}
    </div>
  );
}
