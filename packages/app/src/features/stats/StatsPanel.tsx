import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetCarStatsQuery, useGetOwnStatsQuery } from '@autoberza/api-client';
import type { CarStats } from '@autoberza/api-client';
import { Button } from '@autoberza/ui/Button';
import { DataTable } from '@autoberza/ui/DataTable';
import { Disclosure } from '@autoberza/ui/Disclosure';
import { Spinner } from '@autoberza/ui/Spinner';
import { StatsChart } from '@autoberza/ui/StatsChart';
import { useErrorToast } from '../../components/useNotify';
import { formatCount, formatDate } from '../../i18n/format';
import { downloadCsv } from '../../lib/download';
import { statsCsv } from './csv';

/** "2026-11-26" → "26. 11.": a day on the chart's axis. */
const shortDay = (day: string) => `${Number(day.slice(8, 10))}. ${Number(day.slice(5, 7))}.`;

export interface StatsPanelProps {
  /** One advert's numbers; without it, the sum over all of the seller's adverts. */
  carId?: string;
  /** The file's name without ".csv". */
  csvName: string;
  /**
   * The summary first and the chart, CSV and table under a disclosure, closed on phones (where
   * the chart would fill the first screen) and open from `sm` up.
   */
  collapsible?: boolean;
}

/** Tailwind's `sm`: from here the collapsible statistics start open. */
const WIDE = '(min-width: 40rem)';

function StatsView({
  stats,
  csvName,
  collapsible = false,
}: {
  stats: CarStats;
  csvName: string;
  collapsible?: boolean;
}) {
  const { t } = useTranslation();
  // Read once, as the panel opens: turning a phone does not close what the reader opened.
  const [wide] = useState(() => typeof matchMedia === 'function' && matchMedia(WIDE).matches);
  const count = stats.days.length;
  const series = useMemo(
    () => [
      {
        label: t('cars:stats.views'),
        values: stats.days.map((day) => day.views),
        tone: 'primary' as const,
      },
      {
        label: t('cars:stats.phoneReveals'),
        values: stats.days.map((day) => day.phoneReveals),
        tone: 'accent' as const,
      },
    ],
    [stats, t],
  );
  const days = useMemo(() => stats.days.map((day) => day.day), [stats]);
  const formatDay = useCallback((day: string) => shortDay(day), []);
  const { views, phoneReveals } = stats.totals;
  const best = stats.days.reduce((top, day) => (day.views > top.views ? day : top), stats.days[0]!);
  const summary =
    views + phoneReveals === 0
      ? t('cars:stats.summaryQuiet', { count })
      : [
          t('cars:stats.summary', {
            count,
            views: formatCount(views),
            reveals: formatCount(phoneReveals),
          }),
          views > 0
            ? t('cars:stats.summaryBest', {
                date: formatDate(best.day),
                views: formatCount(best.views),
              })
            : '',
        ]
          .filter(Boolean)
          .join(' ');
  const headings = {
    day: t('cars:stats.day'),
    views: t('cars:stats.views'),
    phoneReveals: t('cars:stats.phoneReveals'),
    follows: t('cars:stats.follows'),
    unfollows: t('cars:stats.unfollows'),
  };
  const details = (
    <div className="flex flex-col gap-4">
      <StatsChart
        days={days}
        series={series}
        label={t('cars:stats.chartLabel', { count })}
        summary={summary}
        summaryHidden={collapsible}
        formatDay={formatDay}
        height={200}
      />
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        onPress={() => downloadCsv(`${csvName}.csv`, statsCsv(stats, headings))}
      >
        {t('cars:stats.csv')}
      </Button>
      <Disclosure title={t('cars:stats.showTable')}>
        <DataTable
          caption={t('cars:stats.tableCaption')}
          columns={Object.values(headings)}
          rows={[...stats.days]
            .reverse()
            .map((day) => [
              formatDate(day.day),
              day.views,
              day.phoneReveals,
              day.follows,
              day.unfollows,
            ])}
        />
      </Disclosure>
    </div>
  );
  if (!collapsible) return details;
  return (
    <div className="flex flex-col gap-2">
      <p>{summary}</p>
      <Disclosure title={t('cars:stats.showChart')} defaultExpanded={wide}>
        {details}
      </Disclosure>
    </div>
  );
}

/** A seller's last 30 days: views and phone reveals as a chart, a table and a CSV file. */
export default function StatsPanel({ carId, csvName, collapsible }: StatsPanelProps) {
  const { t } = useTranslation();
  // Fresh numbers each time the panel opens: they change while the seller looks.
  const own = useGetOwnStatsQuery(
    {},
    { skip: carId !== undefined, refetchOnMountOrArgChange: true },
  );
  const car = useGetCarStatsQuery(
    { id: carId ?? '' },
    { skip: carId === undefined, refetchOnMountOrArgChange: true },
  );
  const { data, isLoading, error } = carId === undefined ? own : car;
  useErrorToast(error);
  if (isLoading) return <Spinner label={t('cars:stats.loading')} />;
  if (!data) return null;
  return <StatsView stats={data} csvName={csvName} collapsible={collapsible} />;
}
