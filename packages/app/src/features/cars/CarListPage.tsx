import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useGetSellerCarsQuery, useSearchCarsQuery } from '@autoberza/api-client';
import { PageContainer } from '@autoberza/ui/PageContainer';
import { HydratesApart } from '../../components/HydratesApart';
import { useAppSelector } from '../../store/hooks';
import { SaveSearchButton } from '../saved-searches';
import { CarResults } from './components/CarResults';
import { SearchForm, SortSelect } from './components/SearchForm';
import {
  basicOnly,
  filtersFromParams,
  pageFromParams,
  paramsFromFilters,
  searchArgs,
} from './searchParams';
import type { Filters } from './searchParams';
import { useIsSubscriber } from './useIsSubscriber';
import { usePageTitle } from '../../components/usePageTitle';

export const PAGE_SIZE = 12;
const RESULTS_ID = 'rezultati';

/**
 * `/cars`: the filter form above the grid; the query lives in the URL (docs/product.md, “Route
 * sets”).
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

  const search = useCallback((next: Filters) => setParams(paramsFromFilters(next)), [setParams]);
  // Another page keeps the reader at the results, not at the top of the form.
  const goTo = (next: number) => {
    setParams(paramsFromFilters(filters, next));
    document.getElementById(RESULTS_ID)?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <PageContainer>
      <h1 className="mb-6 text-2xl font-bold">{t('cars:titles.list')}</h1>
      <div className="mb-8">
        <HydratesApart>
          <SearchForm initial={filters} onSearch={search} advanced isSubscriber={isSubscriber} />
        </HydratesApart>
      </div>
      <section id={RESULTS_ID} aria-label={t('cars:search.resultsLabel')} className="scroll-mt-4">
        <div className="mb-4 flex flex-wrap items-end justify-end gap-3">
          {signedIn && (
            <HydratesApart>
              <SaveSearchButton query={searchArgs(sent)} />
            </HydratesApart>
          )}
          <SortSelect value={filters.sort} onChange={(sort) => search({ ...filters, sort })} />
        </div>
        <HydratesApart>
          <CarResults
            cars={data?.data}
            isLoading={isFetching}
            error={error}
            page={page}
            totalPages={data?.totalPages ?? 0}
            total={data?.totalDocs}
            totalCapped={data?.totalCapped}
            onPageChange={goTo}
            onReset={query ? () => setParams(new URLSearchParams()) : undefined}
          />
        </HydratesApart>
      </section>
    </PageContainer>
  );
}

/** `/car-list/:userId`: "Sva vozila od" and the seller's name, then the seller's cards. */
function SellerPage({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = pageFromParams(params);
  const { data, isFetching, error } = useGetSellerCarsQuery({
    id: userId,
    page,
    limit: PAGE_SIZE,
  });
  const seller = data?.data[0]?.user;
  const heading = `${t('cars:titles.sellerCars')}${seller ? ` ${seller.firstName} ${seller.lastName}` : ''}`;
  usePageTitle(data || error ? heading : undefined);
  return (
    <PageContainer>
      <h1 className="mb-6 text-2xl font-bold">{heading}</h1>
      <CarResults
        cars={data?.data}
        isLoading={isFetching}
        error={error}
        page={page}
        totalPages={data?.totalPages ?? 0}
        onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
      />
    </PageContainer>
  );
}

function CarListPageContent() {
  const { userId } = useParams();
  return userId ? <SellerPage userId={userId} /> : <SearchPage />;
}

export default function CarListPage() {
  return <CarListPageContent />;
}
