import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Select, SelectItem } from '@autoberza/ui/Select';
import { Spinner } from '@autoberza/ui/Spinner';
import { Pager } from '../../components/Pager';

/**
 * A console queue's place in the address: the items that wait for an administrator, or every
 * one with ?show=all, and the page (?page=); a change of filter starts on the first page.
 */
export function useQueueParams() {
  const [params, setParams] = useSearchParams();
  const navigate = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next);
  };
  return {
    showAll: params.get('show') === 'all',
    page: Math.max(1, Number(params.get('page')) || 1),
    setShowAll: (all: boolean) => navigate({ show: all ? 'all' : undefined, page: undefined }),
    setPage: (page: number) => navigate({ page: page > 1 ? String(page) : undefined }),
  };
}

export interface ConsoleQueueProps {
  queue: ReturnType<typeof useQueueParams>;
  /**
   * The queue's words: the filter's label and its two choices (the waiting items, every item),
   * and what an empty page says under each choice.
   */
  texts: { filter: string; waiting: string; all: string; noneWaiting: string; none: string };
  /** The list query (an RTK Query result). */
  result: {
    isLoading: boolean;
    isFetching: boolean;
    error?: unknown;
    data?: { totalPages: number };
  };
  /** The page's items; when none, the empty text is said instead. */
  count: number;
  /** The list of the page's items. */
  children: ReactNode;
}

/**
 * A queue of the console (contact messages, reported adverts): the filter, the list of one page
 * with its loading, failed and empty states, and the page links.
 */
export function ConsoleQueue({ queue, texts, result, count, children }: ConsoleQueueProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4" aria-busy={result.isFetching}>
      <Select
        label={texts.filter}
        selectedKey={queue.showAll ? 'all' : 'waiting'}
        onSelectionChange={(key) => queue.setShowAll(key === 'all')}
        className="max-w-xs"
      >
        <SelectItem id="waiting">{texts.waiting}</SelectItem>
        <SelectItem id="all">{texts.all}</SelectItem>
      </Select>
      {result.isLoading ? (
        <Spinner label={t('common:loading')} />
      ) : result.error ? (
        <p role="alert">{t('common:errors.loadFailed')}</p>
      ) : count === 0 ? (
        <p>{queue.showAll ? texts.none : texts.noneWaiting}</p>
      ) : (
        children
      )}
      <Pager
        page={queue.page}
        pageCount={result.data?.totalPages ?? 1}
        onPageChange={queue.setPage}
      />
    </div>
  );
}
