import { useEffect, useId, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { cx } from '../utils';

export interface StatsChartSeries {
  /** The series' name in the legend ("Pregledi"). */
  label: string;
  /** One value per day, in the order of `days`. */
  values: number[];
  /** Colour and line: the second series is dashed, so the two differ without colour too. */
  tone: 'primary' | 'accent';
}

export interface StatsChartProps {
  /** The days on the horizontal axis, oldest first (any strings; `formatDay` labels them). */
  days: string[];
  series: StatsChartSeries[];
  /** The chart's accessible name ("Pregledi i prikazi broja, poslednjih 30 dana"). */
  label: string;
  /** A sentence with what the chart shows (totals, the best day), read after the name. */
  summary: string;
  /** The axis and legend label of a day ("26. 11."). */
  formatDay: (day: string) => string;
  /** Height in px (default 240). */
  height?: number;
  className?: string;
}

const TONES: Record<StatsChartSeries['tone'], { stroke: string; fill?: string; dash?: number[] }> =
  {
    primary: { stroke: '#153c78', fill: 'rgba(21, 60, 120, 0.08)' },
    accent: { stroke: '#0a645c', dash: [6, 4] },
  };

let drawable: boolean | undefined;
/** Whether this browser draws on a canvas (asked once). */
function canDraw(): boolean {
  drawable ??= (() => {
    try {
      return document.createElement('canvas').getContext('2d') !== null;
    } catch {
      return false;
    }
  })();
  return drawable;
}

/**
 * Counts per day as a line chart (uPlot: small, canvas, made for time series). The canvas is one
 * image for assistive technology, named by `label` and described by `summary`; put the same
 * numbers in a table beside it for reading them one by one. Import it lazily: uPlot is not
 * needed for a page's first screen.
 */
export function StatsChart({
  days,
  series,
  label,
  summary,
  formatDay,
  height = 240,
  className,
}: StatsChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const summaryId = useId();
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const xs = days.map((_, i) => i);
    let plot: uPlot;
    // Where no canvas can be drawn (an old browser, a test's DOM), the summary and the table the
    // caller shows beside the chart still give the numbers.
    if (typeof ResizeObserver === 'undefined' || !canDraw()) return;
    try {
      plot = new uPlot(
        {
          width: Math.max(element.clientWidth, 200),
          height,
          scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, Math.max(4, max)] } },
          axes: [
            {
              values: (_u, ticks) => ticks.map((tick) => (days[tick] ? formatDay(days[tick]) : '')),
              space: 60,
              incrs: [1, 2, 5, 7, 10, 14],
            },
            { values: (_u, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? tick : '')) },
          ],
          series: [
            { label: '', value: (_u, i) => (i == null || !days[i] ? '' : formatDay(days[i])) },
            ...series.map((one) => ({
              label: one.label,
              ...TONES[one.tone],
              width: 2,
              points: { show: days.length <= 31 },
            })),
          ],
          // The legend names the lines; the numbers are in the table beside the chart.
          legend: { live: false },
          cursor: { drag: { x: false, y: false } },
        },
        [xs, ...series.map((one) => one.values)],
        element,
      );
    } catch {
      element.replaceChildren();
      return;
    }
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(element.clientWidth, 200), height }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, series, formatDay, height]);
  return (
    <figure className={cx('m-0 flex flex-col gap-2', className)}>
      <div
        ref={box}
        role="img"
        aria-label={label}
        aria-describedby={summaryId}
        className="w-full overflow-hidden [&_.u-legend_.u-series:first-child]:hidden"
        style={{ minHeight: height }}
      />
      <figcaption id={summaryId} className="text-sm text-muted">
        {summary}
      </figcaption>
    </figure>
  );
}
