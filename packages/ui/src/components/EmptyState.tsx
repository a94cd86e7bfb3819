import type { ReactNode } from 'react';
import { cx } from '../utils';
import { CarIcon } from './icons';

export interface EmptyStateProps {
  /** Main message ("Trenutno nemate oglasa"). */
  title: string;
  description?: string;
  /** A call to action, e.g. `<Link href="/add">Dodajte oglas</Link>`. */
  action?: ReactNode;
  /** Replaces the default car icon. */
  icon?: ReactNode;
  /**
   * Render the title as a heading of this level: a page that shows only this message (a car
   * that is gone) needs its `<h1>`. Without it the title is a paragraph inside a list.
   */
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/** What a list shows when there is nothing in it. */
export function EmptyState({
  title,
  description,
  action,
  icon,
  headingLevel,
  className,
}: EmptyStateProps) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div
      className={cx(
        'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed border-line bg-surface px-6 py-10 text-center',
        className,
      )}
    >
      <div className="flex size-14 items-center justify-center rounded-full bg-primary-50 text-primary-700 [&_svg]:size-7">
        {icon ?? <CarIcon />}
      </div>
      <Title className="text-lg font-semibold text-ink">{title}</Title>
      {description && <p className="max-w-prose text-base text-muted">{description}</p>}
      {action}
    </div>
  );
}
