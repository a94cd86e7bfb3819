import { cx } from '../utils';

export interface DataTableProps {
  /** What the table holds, read first by screen readers and shown above it. */
  caption: string;
  /** Column headings; the first column's cells head their rows. */
  columns: string[];
  /** Rows of cells, as many as columns; numbers are right-aligned. */
  rows: (string | number)[][];
  /** Hide the caption visually (it stays for screen readers) when a heading already says it. */
  hideCaption?: boolean;
  className?: string;
}

/** A plain, readable table of figures (e.g. a chart's numbers day by day). */
export function DataTable({ caption, columns, rows, hideCaption, className }: DataTableProps) {
  return (
    // A narrow screen scrolls the table sideways: the box takes the focus, so arrow keys scroll it.
    <div
      role="group"
      aria-label={caption}
      tabIndex={0}
      className={cx(
        'overflow-x-auto rounded-xl border border-line outline-offset-2 outline-focus focus-visible:outline-3',
        className,
      )}
    >
      <table className="w-full border-collapse text-sm">
        <caption className={cx('p-3 text-left font-semibold', hideCaption && 'sr-only')}>
          {caption}
        </caption>
        <thead>
          <tr className="border-b border-line-strong bg-canvas">
            {columns.map((column, i) => (
              <th
                key={column}
                scope="col"
                className={cx('px-3 py-2 font-semibold', i === 0 ? 'text-left' : 'text-right')}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([head, ...cells], r) => (
            <tr key={`${head}-${r}`} className="border-b border-line last:border-b-0">
              <th scope="row" className="px-3 py-1.5 text-left font-normal whitespace-nowrap">
                {head}
              </th>
              {cells.map((cell, c) => (
                <td key={c} className="px-3 py-1.5 text-right tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
