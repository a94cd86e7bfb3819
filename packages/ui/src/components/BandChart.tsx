import { useId, useRef } from 'react';
import 'uplot/dist/uPlot.min.css';
import { cx } from '../utils';
import { useUPlot } from './useUPlot';

export interface BandChartPoint {
  /** The horizontal axis' value (a production year). */
  x: number;
  /** The line's value (the median). */
  value: number;
  /** The band around it (the quartiles); null where there is none. */
  low: number | null;
  high: number | null;
}

export interface BandChartProps {
  /** Ascending by `x`. */
  points: BandChartPoint[];
  /** The chart's accessible name. */
  label: string;
  /** A sentence with what it shows, read after the name and shown below. */
  summary: string;
  /** The legend's names of the line and of the band. */
  lineLabel: string;
  bandLabel: string;
  /** A value on the vertical axis ("12.500 €"). */
  formatValue: (value: number) => string;
  /** Height in px (default 260). */
  height?: number;
  className?: string;
}

const LINE = '#153c78';
const BAND = 'rgba(21, 60, 120, 0.16)';

/**
 * A line with a shaded band around it (the median asking price by year between its quartiles),
 * drawn by uPlot as StatsChart is. The canvas is one image for assistive technology, named by
 * `label` and described by `summary`: show its numbers in a table beside it. Import it lazily.
 */
export function BandChart({
  points,
  label,
  summary,
  lineLabel,
  bandLabel,
  formatValue,
  height = 260,
  className,
}: BandChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const summaryId = useId();
  useUPlot(
    box,
    height,
    () => [
      {
        scales: { x: { time: false } },
        axes: [
          // Whole years only: no grid line between two years.
          { incrs: [1, 2, 5, 10], values: (_u, ticks) => ticks.map(String) },
          { values: (_u, ticks) => ticks.map(formatValue), size: 80 },
        ],
        series: [
          {},
          { label: bandLabel, stroke: 'transparent', points: { show: false } },
          {
            label: lineLabel,
            stroke: LINE,
            width: 2,
            points: { show: true, fill: LINE, stroke: LINE, size: 7 },
          },
          { label: bandLabel, stroke: 'transparent', points: { show: false } },
        ],
        bands: [{ series: [3, 1], fill: BAND }],
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
      },
      [
        points.map((point) => point.x),
        points.map((point) => point.low),
        points.map((point) => point.value),
        points.map((point) => point.high),
      ],
    ],
    [points, lineLabel, bandLabel, formatValue],
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
        <li className="flex items-center gap-2">
          <svg width="32" height="12" viewBox="0 0 32 12" aria-hidden="true">
            <line x1="1" y1="6" x2="31" y2="6" stroke={LINE} strokeWidth="2" />
            <circle cx="16" cy="6" r="3.5" fill={LINE} />
          </svg>
          {lineLabel}
        </li>
        <li className="flex items-center gap-2">
          <svg width="32" height="12" viewBox="0 0 32 12" aria-hidden="true">
            <rect x="1" y="1" width="30" height="10" fill={BAND} />
          </svg>
          {bandLabel}
        </li>
      </ul>
      <figcaption id={summaryId} className="text-sm text-muted">
        {summary}
      </figcaption>
    </figure>
  );
}
