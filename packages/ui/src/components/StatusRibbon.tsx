import { twMerge } from '../utils';

export interface StatusRibbonProps {
  /** `reserved` (amber) or `sold` (red). */
  status: 'reserved' | 'sold';
  /** The word on the ribbon ("Rezervisano", "Prodato"). */
  label: string;
  className?: string;
}

/** A diagonal corner ribbon over a car photo; place inside a `relative overflow-hidden` box. */
export function StatusRibbon({ status, label, className }: StatusRibbonProps) {
  return (
    <div
      data-status={status}
      className={twMerge(
        // Far enough from the corner that the longest word ("Rezervisano") fits in a wide system font.
        'pointer-events-none absolute top-7 -right-12 z-10 w-48 rotate-45 py-1 text-center text-xs font-bold tracking-wide text-white uppercase shadow-md',
        status === 'sold' ? 'bg-danger-700' : 'bg-warning-700',
        className,
      )}
    >
      {label}
    </div>
  );
}
