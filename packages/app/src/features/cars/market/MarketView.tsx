import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useGetModelMarketQuery } from '@autoberza/api-client';
import type { ModelMarket } from '@autoberza/api-client';
import { DataTable } from '@autoberza/ui/DataTable';
import { EmptyState } from '@autoberza/ui/EmptyState';
import { Link } from '@autoberza/ui/Link';
import { PageContainer } from '@autoberza/ui/PageContainer';
import { Spinner } from '@autoberza/ui/Spinner';
import { NotFoundPage } from '../../../components/NotFoundPage';
import { usePageTitle } from '../../../components/usePageTitle';
import { formatCount, formatDay, formatPrice } from '../../../i18n/format';
import { paths } from '../../../paths';

// The chart (uPlot) and the CSV's download load with this page only, after it: never with the
// first screen, and their files are named in this page's chunk, not in the first bundle.
const MarketChart = lazy(() =>
  import('./MarketTools').then((tools) => ({ default: tools.MarketChart })),
);
const CsvButton = lazy(() =>
  import('./MarketTools').then((tools) => ({ default: tools.CsvButton })),
);

function Figure({ term, value, note }: { term: string; value: string; note?: string }) {
  return (
    <div className="rounded-xl border border-line bg-surface p-4">
      <dt className="text-sm text-muted">{term}</dt>
      <dd className="m-0 text-2xl font-bold text-ink">{value}</dd>
      {note && <dd className="m-0 text-sm text-muted">{note}</dd>}
    </div>
  );
}

function MarketFigures({ market }: { market: ModelMarket }) {
  const { t } = useTranslation();
  const dash = t('cars:market.noQuartile');
  const euros = (value: number | null) => (value === null ? dash : formatPrice(value));
  const { sold } = market;
  return (
    <>
      <dl className="m-0 grid gap-3 sm:grid-cols-2">
        <Figure term={t('cars:market.active')} value={formatCount(market.active)} />
        <Figure
          term={t('cars:market.daysToSold')}
          value={
            sold.medianDays === null
              ? t('cars:market.daysUnknown')
              : t('cars:market.days', { count: sold.medianDays })
          }
          note={sold.count > 0 ? t('cars:market.soldCount', { count: sold.count }) : undefined}
        />
      </dl>
      {market.years.length > 0 && (
        <section aria-labelledby="market-by-year" className="flex flex-col gap-3">
          <h2 id="market-by-year" className="text-xl font-semibold">
            {t('cars:market.byYear')}
          </h2>
          <Suspense fallback={<div style={{ minHeight: 300 }} />}>
            <MarketChart years={market.years} />
          </Suspense>
          <DataTable
            caption={t('cars:market.tableCaption')}
            hideCaption
            columns={[
              t('cars:market.year'),
              t('cars:market.count'),
              t('cars:market.q1'),
              t('cars:market.median'),
              t('cars:market.q3'),
            ]}
            rows={market.years.map((row) => [
              String(row.year),
              formatCount(row.count),
              euros(row.q1),
              formatPrice(row.median),
              euros(row.q3),
            ])}
          />
          <p className="text-sm text-muted">{t('cars:market.quartilesNote')}</p>
        </section>
      )}
      <section aria-labelledby="market-trend" className="flex flex-col gap-3">
        <h2 id="market-trend" className="text-xl font-semibold">
          {t('cars:market.trend')}
        </h2>
        <DataTable
          caption={t('cars:market.trendCaption')}
          columns={[t('cars:market.week'), t('cars:market.published'), t('cars:market.median')]}
          rows={market.trend.map((week) => [
            formatDay(week.from),
            formatCount(week.count),
            euros(week.median),
          ])}
        />
      </section>
    </>
  );
}

/**
 * A model's market (docs/product.md, “The model's market”; docs/decisions/052): the figures, the
 * median asking price by year as a chart and a table, the trend, and the table as a CSV.
 */
export function MarketView() {
  const { t } = useTranslation();
  const { brand = '', model = '' } = useParams();
  const { data, error, isLoading } = useGetModelMarketQuery({ brand, model });
  const what = data ? `${data.brand.name} ${data.model.name}` : undefined;
  usePageTitle(what && t('cars:market.title', { what }));
  const status = (error as { status?: unknown } | undefined)?.status;
  if (status === 404 || status === 400) return <NotFoundPage />;
  if (!data)
    return (
      <PageContainer>
        {isLoading ? (
          <Spinner label={t('cars:common.loading')} />
        ) : (
          <p role="alert">{t('cars:market.loadFailed')}</p>
        )}
      </PageContainer>
    );
  const search = `${paths.cars}?brand=${brand}&model=${model}`;
  return (
    <PageContainer className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{t('cars:market.title', { what })}</h1>
        <p className="text-muted">{t('cars:market.intro')}</p>
        <div className="flex flex-wrap items-center gap-4">
          {data.years.length > 0 && (
            <Suspense>
              <CsvButton brand={brand} model={model} what={what!} />
            </Suspense>
          )}
          <Link href={search}>{t('cars:market.search')}</Link>
        </div>
      </header>
      {data.active === 0 && data.sold.count === 0 ? (
        <EmptyState
          headingLevel={2}
          title={t('cars:market.emptyTitle')}
          description={t('cars:market.emptyText')}
        />
      ) : (
        <MarketFigures market={data} />
      )}
    </PageContainer>
  );
}
