import { useTranslation } from 'react-i18next';
import { useLazyGetModelMarketCsvQuery } from '@autoberza/api-client';
import type { MarketYear } from '@autoberza/api-client';
import { BandChart } from '@autoberza/ui/BandChart';
import { Button } from '@autoberza/ui/Button';
import { useNotify } from '../../../components/useNotify';
import { formatPrice } from '../../../i18n/format';
import { downloadCsv } from '../../../lib/download';

/*
 * What the market page loads after it (MarketPage imports this lazily): the chart, with uPlot, and
 * the CSV's download.
 */

/** The median asking price by year with its quartile band. */
export function MarketChart({ years }: { years: MarketYear[] }) {
  const { t } = useTranslation();
  const first = years[0]!;
  const last = years.at(-1)!;
  return (
    <BandChart
      points={years.map((row) => ({ x: row.year, value: row.median, low: row.q1, high: row.q3 }))}
      label={t('cars:market.chartLabel')}
      summary={t('cars:market.chartSummary', {
        first: formatPrice(first.median),
        firstYear: first.year,
        last: formatPrice(last.median),
        lastYear: last.year,
      })}
      lineLabel={t('cars:market.median')}
      bandLabel={t('cars:market.band')}
      formatValue={formatPrice}
    />
  );
}

/** „trziste-volkswagen-golf.csv“: the file's name in plain letters, as the server names it. */
const csvName = (what: string) =>
  `trziste-${what
    .toLowerCase()
    .replace(/đ/g, 'dj')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.csv`;

/** „Preuzmi CSV“: the server's table by year, asked with the reader's session and saved. */
export function CsvButton({ brand, model, what }: { brand: string; model: string; what: string }) {
  const { t } = useTranslation();
  const [fetchCsv, { isFetching }] = useLazyGetModelMarketCsvQuery();
  const notify = useNotify();
  const download = async () => {
    try {
      downloadCsv(csvName(what), await fetchCsv({ brand, model }).unwrap());
    } catch (error) {
      notify.error(error);
    }
  };
  return (
    <Button variant="secondary" isPending={isFetching} onPress={() => void download()}>
      {t('cars:market.csv')}
    </Button>
  );
}
