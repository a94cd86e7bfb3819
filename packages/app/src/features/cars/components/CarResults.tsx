import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import type { CarCard } from '@autoberza/api-client';
import { EmptyState } from '@autoberza/ui/EmptyState';
import { Button } from '@autoberza/ui/Button';
import { Spinner } from '@autoberza/ui/Spinner';
import { useErrorToast } from '../../../components/useNotify';
import { formatCount } from '../../../i18n/format';
import { CarGrid } from './CarGrid';
import { Pager } from '../../../components/Pager';

interface CarResultsProps {
  /** A search that found nothing offers to clear its filters. */
  onReset?: () => void;
  cars: CarCard[] | undefined;
  isLoading: boolean;
  error: unknown;
  page: number;
  totalPages: number;
  /** The address of a page of these results (the pages are links); no pages without it. */
  pageHref?: (page: number) => string;
  /** Shows "Rezultata: n" above the grid... */
  total?: number;
  /** ...or "Rezultata: više od n" when the server stopped counting at n. */
  totalCapped?: boolean;
}

/** Loading, failure (error toast), empty state, grid and pagination. */
export function CarResults({
  cars,
  isLoading,
  error,
  page,
  totalPages,
  pageHref,
  total,
  totalCapped,
  onReset,
}: CarResultsProps) {
  const { t } = useTranslation();
  useErrorToast(error);

  // The cards render in the background, a transition React splits into short tasks: a page of
  // cards arriving does not hold a phone's main thread in one long task. Until then the loader.
  const shown = useDeferredValue(isLoading ? undefined : cars);
  // Reserve the grid's space while loading so nothing below it jumps (CLS).
  if (isLoading || (cars !== undefined && shown === undefined)) {
    return (
      <div className="flex min-h-svh items-start justify-center pt-12">
        <Spinner label={t('cars:common.loading')} />
      </div>
    );
  }
  if (!shown || shown.length === 0) {
    return (
      <EmptyState
        title={t('cars:common.empty')}
        description={onReset ? t('cars:search.emptyHint') : undefined}
        action={
          onReset && (
            <Button variant="secondary" onPress={onReset}>
              {t('cars:search.reset')}
            </Button>
          )
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {total !== undefined && (
        <p role="status" className="text-muted">
          {totalCapped
            ? t('cars:search.resultsCapped', { total: formatCount(total) })
            : t('cars:search.results', { count: total })}
        </p>
      )}
      <CarGrid cars={shown} />
      {pageHref && totalPages > 1 && (
        <Pager page={page} pageCount={totalPages} pageHref={pageHref} />
      )}
    </div>
  );
}
