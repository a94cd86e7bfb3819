import { Spinner } from './Spinner';

export interface FullScreenLoaderProps {
  /** Accessible name and visible caption, e.g. "Učitavanje...". */
  label: string;
  /** Show the label under the spinner (it is always announced). */
  showLabel?: boolean;
}

/** Covers the viewport while a page loads its data. */
export function FullScreenLoader({ label, showLabel = false }: FullScreenLoaderProps) {
  return (
    <div className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-surface/85 backdrop-blur-[1px]">
      <Spinner size="lg" label={label} />
      {showLabel && (
        <p className="text-base font-medium text-ink" aria-hidden="true">
          {label}
        </p>
      )}
    </div>
  );
}
