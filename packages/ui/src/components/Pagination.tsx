import { Button as RACButton } from 'react-aria-components';
import { focusRing, tv } from '../utils';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the nav ("Stranice"). */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** Accessible name of a page button, e.g. `(n) => \`Strana ${n}\``. */
  pageLabel: (page: number) => string;
}

const pageButton = tv({
  extend: focusRing,
  base: 'flex size-11 items-center justify-center rounded-field border-2 text-base font-medium transition-colors',
  variants: {
    isCurrent: { true: 'bg-primary-700', false: 'bg-surface' },
    isDisabled: {
      true: 'cursor-default border-line text-line-strong hover:border-line',
      false: 'cursor-pointer',
    },
  },
  compoundVariants: [
    { isCurrent: true, isDisabled: false, className: 'border-primary-700 text-white' },
    {
      isCurrent: false,
      isDisabled: false,
      className: 'border-line text-ink hover:border-primary-700',
    },
  ],
});

/** Window of page numbers around the current one, with gaps as null. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const pages = new Set([1, pageCount, page - 1, page, page + 1]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push(null);
    out.push(p);
  });
  return out;
}

/** Page navigation for result lists. Renders nothing for a single page. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label,
  previousLabel,
  nextLabel,
  pageLabel,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          <RACButton
            aria-label={previousLabel}
            isDisabled={page <= 1}
            onPress={() => onPageChange(page - 1)}
            className={(rp) => pageButton({ ...rp, isCurrent: false })}
          >
            <ChevronLeftIcon />
          </RACButton>
        </li>
        {pageWindow(page, pageCount).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={p}>
              <RACButton
                aria-label={pageLabel(p)}
                aria-current={p === page ? 'page' : undefined}
                onPress={() => onPageChange(p)}
                className={(rp) => pageButton({ ...rp, isCurrent: p === page })}
              >
                {p}
              </RACButton>
            </li>
          ),
        )}
        <li>
          <RACButton
            aria-label={nextLabel}
            isDisabled={page >= pageCount}
            onPress={() => onPageChange(page + 1)}
            className={(rp) => pageButton({ ...rp, isCurrent: false })}
          >
            <ChevronRightIcon />
          </RACButton>
        </li>
      </ul>
    </nav>
  );
}
