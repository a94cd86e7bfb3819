import type { ReactNode } from 'react';
import { Button as RACButton, Link as RACLink } from 'react-aria-components';
import { focusRing, tv } from '../utils';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

interface PaginationBase {
  /** Current page, 1-based. */
  page: number;
  pageCount: number;
  /** Accessible name of the nav ("Stranice"). */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** Accessible name of a page, e.g. `(n) => \`Stranica ${n}\``. */
  pageLabel: (page: number) => string;
}

/**
 * Either links (`pageHref`: each page is an address, so it opens in a new tab and works before
 * any script runs; the RouterProvider navigates in the app) or buttons (`onPageChange`: a page
 * kept in the component's state, such as a console panel's).
 */
export type PaginationProps = PaginationBase &
  (
    | { pageHref: (page: number) => string; onPageChange?: never }
    | { onPageChange: (page: number) => void; pageHref?: never }
  );

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
  pageHref,
  label,
  previousLabel,
  nextLabel,
  pageLabel,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  /** One page's control: a link to its address, or a button (none for a page out of range). */
  const control = (to: number, props: { 'aria-label': string; children: ReactNode }) => {
    const isCurrent = to === page;
    const isDisabled = to < 1 || to > pageCount;
    const className = (rp: { isFocusVisible: boolean; isDisabled: boolean }) =>
      pageButton({ ...rp, isCurrent });
    return pageHref ? (
      <RACLink
        {...props}
        href={isDisabled ? undefined : pageHref(to)}
        isDisabled={isDisabled}
        aria-current={isCurrent ? 'page' : undefined}
        className={className}
      />
    ) : (
      <RACButton
        {...props}
        isDisabled={isDisabled}
        aria-current={isCurrent ? 'page' : undefined}
        onPress={() => onPageChange(to)}
        className={className}
      />
    );
  };
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>{control(page - 1, { 'aria-label': previousLabel, children: <ChevronLeftIcon /> })}</li>
        {pageWindow(page, pageCount).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={p}>{control(p, { 'aria-label': pageLabel(p), children: p })}</li>
          ),
        )}
        <li>{control(page + 1, { 'aria-label': nextLabel, children: <ChevronRightIcon /> })}</li>
      </ul>
    </nav>
  );
}
