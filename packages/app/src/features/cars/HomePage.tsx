import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useGetCarsQuery } from '@autoberza/api-client';
import { Link } from '@autoberza/ui/Link';
import { PageContainer } from '@autoberza/ui/PageContainer';
import { paths } from '../../paths';
import { HydratesApart } from '../../components/HydratesApart';
import { CarResults } from './components/CarResults';
import { SearchForm } from './components/SearchForm';
import { paramsFromFilters } from './searchParams';
import type { Filters } from './searchParams';
import { usePageTitle } from '../../components/usePageTitle';
import { LazyCompareTray } from './compare/lazyCompare';

const NEWEST = 6;
const noFilters: Filters = {};

/** docs/product.md, “Route sets”: home shows a quick search and the newest listings. */
function HomePageContent() {
  const { t } = useTranslation();
  // The product's name alone, as a home page's title.
  usePageTitle('');
  const navigate = useNavigate();
  const { data, isLoading, error } = useGetCarsQuery({ page: 1, limit: NEWEST, hideSold: 'true' });
  const search = useCallback(
    (filters: Filters) =>
      navigate({ pathname: paths.cars, search: paramsFromFilters(filters).toString() }),
    [navigate],
  );

  return (
    <PageContainer>
      <section className="mb-10 rounded-2xl bg-primary-50 p-6" aria-labelledby="quick-search">
        <h1 className="text-2xl font-bold">{t('cars:home.heroTitle')}</h1>
        <p className="mb-4 text-muted">{t('cars:home.heroText')}</p>
        <h2 id="quick-search" className="mb-3 text-lg font-semibold">
          {t('cars:home.quickSearch')}
        </h2>
        <HydratesApart>
          <SearchForm initial={noFilters} onSearch={search} />
        </HydratesApart>
      </section>
      <section aria-labelledby="newest">
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="newest" className="text-xl font-bold">
            {t('cars:home.newest')}
          </h2>
          <Link href={paths.cars}>{t('cars:home.all')}</Link>
        </div>
        <HydratesApart>
          <CarResults
            cars={data?.docs}
            isLoading={isLoading}
            error={error}
            page={1}
            totalPages={1}
          />
        </HydratesApart>
      </section>
    </PageContainer>
  );
}

export default function HomePage() {
  return (
    <>
      <HomePageContent />
      <LazyCompareTray />
    </>
  );
}
