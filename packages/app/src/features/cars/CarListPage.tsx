import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatch, useParams, useSearchParams } from 'react-router';
import {
  useGetDealerQuery,
  useGetSellerCarsQuery,
  useSearchCarsQuery,
} from '@autoberza/api-client';
import { Button } from '@autoberza/ui/Button';
import { PageContainer } from '@autoberza/ui/PageContainer';
import { Sheet } from '@autoberza/ui/Sheet';
import { HydratesApart } from '../../components/HydratesApart';
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid';
import { useAppSelector } from '../../store/hooks';
import { paths } from '../../paths';
import { SaveSearchButton } from '../saved-searches';
import { CarResults } from './components/CarResults';
import { LazyComparison, LazyCompareTray } from './compare/lazyCompare';
import { MarketView } from './market/MarketView';
import { DealerCard } from './components/DealerCard';
import { KeywordField, keywordIn, keywordTooLong, trimmedKeyword } from './components/KeywordField';
import { SearchForm, SortSelect } from './components/SearchForm';
import {
  basicOnly,
  countFilters,
  filtersFromParams,
  pageFromParams,
  paramsFromFilters,
  searchArgs,
} from './searchParams';
import type { Filters } from './searchParams';
import { useIsSubscriber } from './useIsSubscriber';
import { usePageTitle } from '../../components/usePageTitle';

export const PAGE_SIZE = 20;
const RESULTS_ID = 'rezultati';

/** Scrolls to the results and puts the focus there (after a search or on another page). */
function focusResults() {
  const results = document.getElementById(RESULTS_ID);
  results?.focus({ preventScroll: true });
  results?.scrollIntoView?.({ block: 'start' });
}

/** The address of `pathname` with this query (none when it is empty). */
function withQuery(pathname: string, query: URLSearchParams): string {
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/**
 * `/cars` (docs/product.md, “Search page layout”): from `lg` up the filters are a column beside
 * the results; on phones the results come first, under a sticky bar with "Filteri (n)" (the
 * filters in a sheet) and the order. The query lives in the URL (“Route sets”).
 */
function SearchPage() {
  const { t } = useTranslation();
  usePageTitle(t('cars:titles.list'));
  const [params, setParams] = useSearchParams();
  const isSubscriber = useIsSubscriber();
  const query = params.toString();
  const filters = useMemo(() => filtersFromParams(new URLSearchParams(query)), [query]);
  const page = pageFromParams(params);
  const sent = isSubscriber ? filters : basicOnly(filters);
  const signedIn = useAppSelector((state) => state.auth.isAuthenticated);
  const { data, isFetching, error } = useSearchCarsQuery({
    ...searchArgs(sent),
    page,
    limit: PAGE_SIZE,
  });
  const [sheetOpen, setSheetOpen] = useState(false);
  // After a search (or another page) the reader is taken to the results: scroll and focus, once
  // the sheet has closed and given the focus back.
  const [toResults, setToResults] = useState(false);
  useEffect(() => {
    if (!toResults || sheetOpen) return;
    const frame = requestAnimationFrame(() => {
      focusResults();
      setToResults(false);
    });
    return () => cancelAnimationFrame(frame);
  }, [toResults, sheetOpen]);
  // The pages are links: whichever way another page came (a page link, back, forward), the
  // reader is taken to its results, not left at the foot of the page before.
  const { pathname } = useLocation();
  const shownPage = useRef(page);
  useEffect(() => {
    if (page === shownPage.current) return;
    shownPage.current = page;
    const frame = requestAnimationFrame(focusResults);
    return () => cancelAnimationFrame(frame);
  }, [page]);

  const search = useCallback(
    (next: Filters) => {
      setParams(paramsFromFilters(next));
      setSheetOpen(false);
      setToResults(true);
    },
    [setParams],
  );

  return (
    <PageContainer>
      <h1 className="mb-4 text-2xl font-bold lg:mb-6">{t('cars:titles.list')}</h1>
      <div className="lg:grid lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start lg:gap-8">
        <aside aria-label={t('cars:search.filtersTitle')} className="max-lg:hidden">
          <HydratesApart>
            <SearchForm initial={filters} onSearch={search} advanced isSubscriber={isSubscriber} />
          </HydratesApart>
        </aside>
        <div>
          {/* Phones: the keyword first, at hand without opening the filters. */}
          <KeywordSearch
            key={filters.q ?? ''}
            label={t('cars:search.keywordSearch')}
            initial={filters.q}
            onSearch={(q) => search({ ...filters, q })}
            className="lg:hidden"
          />
          {/* Phones: the filters and the order stay at hand above the results (sticky); from
              `lg` up the order alone, at the results' top right. */}
          <div className="sticky top-16 z-30 -mx-4 mb-4 flex items-end gap-3 bg-canvas/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6 lg:static lg:mx-0 lg:justify-end lg:bg-transparent lg:p-0 lg:backdrop-blur-none">
            <Button variant="secondary" className="lg:hidden" onPress={() => setSheetOpen(true)}>
              {t('cars:search.filters', { count: countFilters(filters) })}
            </Button>
            <div className="min-w-0 flex-1 lg:flex-none">
              <SortSelect
                value={filters.sort}
                onChange={(value) => search({ ...filters, sort: value })}
              />
            </div>
          </div>
          <Sheet
            title={t('cars:search.filtersTitle')}
            closeLabel={t('common:actions.close')}
            isOpen={sheetOpen}
            onOpenChange={setSheetOpen}
          >
            <SearchForm initial={filters} onSearch={search} advanced isSubscriber={isSubscriber} />
          </Sheet>
          <section
            id={RESULTS_ID}
            tabIndex={-1}
            aria-labelledby={`${RESULTS_ID}-naslov`}
            className="scroll-mt-36 outline-none lg:scroll-mt-20"
          >
            {/* The cards' titles are h3: the outline goes h1, h2 (this), h3. */}
            <h2 id={`${RESULTS_ID}-naslov`} className="sr-only">
              {t('cars:search.resultsLabel')}
            </h2>
            {signedIn && (
              <div className="mb-4 flex justify-end">
                <HydratesApart>
                  <SaveSearchButton query={searchArgs(sent)} />
                </HydratesApart>
              </div>
            )}
            <HydratesApart>
              <CarResults
                cars={data?.data}
                isLoading={isFetching}
                error={error}
                page={page}
                totalPages={data?.totalPages ?? 0}
                total={data?.totalDocs}
                totalCapped={data?.totalCapped}
                pageHref={(next) => withQuery(pathname, paramsFromFilters(filters, next))}
                onReset={query ? () => setParams(new URLSearchParams()) : undefined}
              />
            </HydratesApart>
          </section>
        </div>
      </div>
    </PageContainer>
  );
}

/**
 * `/car-list/:userId`, the dealer's page (docs/product.md, “The dealer's page”): who they are,
 * then their adverts in the order chosen, paged; the order and the page live in the URL.
 */
function SellerPage({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const page = pageFromParams(params);
  const { sort, q } = filtersFromParams(params);
  const dealer = useGetDealerQuery({ id: userId });
  const { data, isFetching, error } = useGetSellerCarsQuery({
    id: userId,
    page,
    limit: PAGE_SIZE,
    ...(sort ? { sort } : {}),
    ...(q ? { q } : {}),
  });
  const profile = dealer.data;
  // The name stays in the nominative ("Prodavac Milan Marković: sva vozila"): no declension needed.
  const heading = !profile
    ? t('cars:titles.sellerCarsUnnamed')
    : profile.company
      ? t('cars:titles.dealerCars', { name: profile.company.name })
      : t('cars:titles.sellerCars', { name: `${profile.firstName} ${profile.lastName}` });
  usePageTitle(dealer.data || dealer.error ? heading : undefined);
  // The order and the keyword stay when the other changes; either starts again at page 1.
  const query = (next: { sort?: string; q?: string; page?: number }) => {
    const query = new URLSearchParams();
    if (next.q) query.set('q', next.q);
    if (next.sort) query.set('sort', next.sort);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    return query;
  };
  return (
    <PageContainer>
      {profile ? (
        <DealerCard dealer={profile} headingId="prodavac" />
      ) : (
        <h1 className="mb-6 text-2xl font-bold">{heading}</h1>
      )}
      <section aria-labelledby="oglasi-prodavca">
        <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
          <h2 id="oglasi-prodavca" className="text-xl font-semibold">
            {t('cars:titles.sellerCarsList')}
          </h2>
          <div className="w-full sm:w-auto">
            <SortSelect value={sort} onChange={(value) => setParams(query({ q, sort: value }))} />
          </div>
        </div>
        <KeywordSearch
          key={q ?? ''}
          label={t('cars:search.dealerKeyword')}
          initial={q}
          onSearch={(next) => setParams(query({ q: next, sort }))}
        />
        <CarResults
          cars={data?.data}
          isLoading={isFetching}
          error={error}
          page={page}
          totalPages={data?.totalPages ?? 0}
          pageHref={(next) => withQuery(pathname, query({ q, sort, page: next }))}
          onReset={q ? () => setParams(query({ sort })) : undefined}
        />
      </section>
    </PageContainer>
  );
}

/**
 * „Ključna reč“ alone, Enter or „Pretraži“ searching: over one dealer's adverts (GET /car/user/:id
 * `q`), and on phones above the search's results (the other filters wait in the sheet).
 */
function KeywordSearch({
  initial,
  onSearch,
  label,
  className = '',
}: {
  initial: string | undefined;
  onSearch: (q: string | undefined) => void;
  label: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial ?? '');
  const [invalid, setInvalid] = useState(false);
  // Stable: the memoised field is not rendered again for nothing (KeywordField).
  const changeKeyword = useCallback((next: string) => {
    setValue(next);
    setInvalid((was) => was && keywordTooLong(next));
  }, []);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = keywordIn(event.currentTarget, value);
    const tooLong = keywordTooLong(typed);
    setInvalid(tooLong);
    if (tooLong) focusFirstInvalid();
    else onSearch(trimmedKeyword(typed));
  };
  return (
    <form
      ref={formRef}
      role="search"
      aria-label={label}
      noValidate
      onSubmit={submit}
      className={`mb-4 flex flex-wrap items-start gap-3 ${className}`}
    >
      <KeywordField
        value={value}
        onChange={changeKeyword}
        isInvalid={invalid}
        className="w-full sm:w-80"
      />
      <Button type="submit" className="sm:mt-7">
        {t('cars:search.submit')}
      </Button>
    </form>
  );
}

export default function CarListPage() {
  const { userId } = useParams();
  const [params] = useSearchParams();
  // A model's market is a screen of the car list's module (decision 052): a module of its own
  // would name its file in the first bundle, which the sign-in screen's budget has no room for.
  if (useMatch(paths.market)) return <MarketView />;
  // The comparison's address is the list's with `?compare=` (decision 051); it has its own
  // „Ukloni iz poređenja“, the tray would only cover it.
  if (!userId && params.has('compare')) return <LazyComparison />;
  return (
    <>
      {userId ? <SellerPage userId={userId} /> : <SearchPage />}
      <LazyCompareTray />
    </>
  );
}
