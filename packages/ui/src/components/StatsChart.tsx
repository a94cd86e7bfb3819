import { useId, useRef } from 'react';
import 'uplot/dist/uPlot.min.css';
import { cx } from '../utils';
import { useUPlot } from './useUPlot';

export interface StatsChartSeries {
  /** The series' name in the legend ("Pregledi"). */
  label: string;
  /** One value per day, in the order of `days`. */
  values: number[];
  /**
   * Colour, line and marker: `primary` a solid blue line with filled dots, `accent` a dashed
   * orange line with hollow dots, so the two differ without colour too.
   */
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
  /** The caller shows the summary itself (e.g. above a collapsed chart): read, not shown. */
  summaryHidden?: boolean;
  /** The axis and legend label of a day ("26. 11."). */
  formatDay: (day: string) => string;
  /** Height in px (default 240). */
  height?: number;
  className?: string;
}

/**
 * Two hues far apart (blue and orange, told apart with any colour vision), each at least 4.5:1 on
 * white; the line pattern and the dots (filled, hollow) tell them apart without colour.
 */
const TONES = {
  primary: { stroke: '#153c78', fill: 'rgba(21, 60, 120, 0.08)', dash: undefined, dot: '#153c78' },
  accent: { stroke: '#b34700', fill: undefined, dash: [6, 4], dot: '#ffffff' },
} satisfies Record<
  StatsChartSeries['tone'],
  { stroke: string; fill: string | undefined; dash: number[] | undefined; dot: string }
>;

/** A legend entry's sample: the series' line and dot, as drawn. */
function LegendSample({ tone }: { tone: StatsChartSeries['tone'] }) {
  const { stroke, dash, dot } = TONES[tone];
  return (
    <svg width="32" height="12" viewBox="0 0 32 12" aria-hidden="true" className="shrink-0">
      <line
        x1="1"
        y1="6"
        x2="31"
        y2="6"
        stroke={stroke}
        strokeWidth="2"
        strokeDasharray={dash?.join(' ')}
      />
      <circle cx="16" cy="6" r="3.5" fill={dot} stroke={stroke} strokeWidth="2" />
    </svg>
  );
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
  summaryHidden = false,
  formatDay,
  height = 240,
  className,
}: StatsChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const summaryId = useId();
  useUPlot(
    box,
    height,
    () => [
      {
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
          ...series.map((one) => {
            const { stroke, fill, dash, dot } = TONES[one.tone];
            return {
              label: one.label,
              stroke,
              ...(fill ? { fill } : {}),
              ...(dash ? { dash } : {}),
              width: 2,
              points: { show: days.length <= 31, fill: dot, stroke, size: 7 },
            };
          }),
        ],
        // The legend is ours, below (it shows each line's pattern); the numbers are in the
        // table beside the chart.
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
      },
      [days.map((_, i) => i), ...series.map((one) => one.values)],
    ],
    [days, series, formatDay],
  );
  return (
    <figure className={cx('m-0 flex flex-col gap-2', className)}>
      <div
        ref={box}
        role="img"
        aria-label={label}
        aria-describedby={summaryId}
        className="w-full overflow-hidden"
        style={{ minHeight: height }}
      />
      <ul className="m-0 flex list-none flex-wrap gap-x-6 gap-y-1 p-0 text-sm text-ink">
        {series.map((one) => (
          <li key={one.label} className="flex items-center gap-2">
            <LegendSample tone={one.tone} />
            {one.label}
          </li>
        ))}
      </ul>
      <figcaption id={summaryId} className={summaryHidden ? 'sr-only' : 'text-sm text-muted'}>
        {summary}
      </figcaption>
    </figure>
  );
}
