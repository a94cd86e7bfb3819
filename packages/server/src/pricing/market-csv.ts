import type { ModelMarket } from './market.ts';

/** The column headings of the market's CSV, in the reader's words. */
export interface MarketCsvHeadings {
  year: string;
  count: string;
  q1: string;
  median: string;
  q3: string;
}

/**
 * The market's table by year as a CSV file Excel opens as it is on a Serbian Windows (as the
 * dealer statistics' file: a byte order mark, `;` between fields, CRLF line ends); prices in
 * whole euros, an empty field for a quartile left out. Every field is a number or a heading of
 * ours, so none needs quoting.
 */
export function marketCsv(market: ModelMarket, headings: MarketCsvHeadings): string {
  const lines = [
    [headings.year, headings.count, headings.q1, headings.median, headings.q3],
    ...market.years.map((row) => [row.year, row.count, row.q1 ?? '', row.median, row.q3 ?? '']),
  ];
  return `\uFEFF${lines.map((line) => line.join(';')).join('\r\n')}\r\n`;
}

/** The file's name: `trziste-<brand>-<model>.csv` in plain letters (the header's ASCII form). */
export function marketCsvName(market: ModelMarket): string {
  const plain = `${market.brand.name} ${market.model.name}`
    .normalize('NFKD')
    .replace(/đ/g, 'dj')
    .replace(/Đ/g, 'Dj')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `trziste-${plain || 'model'}.csv`;
}
