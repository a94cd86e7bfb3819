import { CsvError, parse } from 'csv-parse/sync';
import { StatementError, type StatementCredit } from './credit.ts';

/** The columns a CSV statement has (docs/product.md, “Subscriptions”); the first three are required. */
export const CSV_COLUMNS = [
  'datum',
  'iznos',
  'poziv_na_broj',
  'uplatilac',
  'svrha',
  'id_transakcije',
] as const;
const REQUIRED = ['datum', 'iznos', 'poziv_na_broj'] as const;

/**
 * An amount in paras: decimal comma ("2400,00", "2.400,00"), or a point followed by exactly two
 * digits ("2400.00"); a minus sign marks a debit.
 */
export function csvAmountParas(value: string): number | null {
  const v = value.replace(/\s/g, '');
  let whole: string;
  let frac = '';
  let m = /^(-?)(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(v);
  if (m) {
    whole = m[2]!.replace(/\./g, '');
    frac = m[3] ?? '';
  } else {
    m = /^(-?)(\d+)\.(\d{2})$/.exec(v);
    if (!m) return null;
    whole = m[2]!;
    frac = m[3]!;
  }
  if (whole.length > 12) return null;
  const paras = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return m[1] === '-' ? -paras : paras;
}

/** A day as "2026-11-28", "28.11.2026" or "28.11.2026."; null when it is not a real day. */
export function csvDay(value: string): string | null {
  const v = value.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  const [y, mo, d] = m
    ? [m[1]!, m[2]!, m[3]!]
    : (m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})\.?$/.exec(v))
      ? [m[3]!, m[2]!.padStart(2, '0'), m[1]!.padStart(2, '0')]
      : [];
  if (!y) return null;
  const day = `${y}-${mo}-${d}`;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day ? day : null;
}

/** Credits of a CSV statement; debits (negative amounts) are skipped. */
export function parseCsvStatement(content: string): StatementCredit[] {
  const body = content.replace(/^\uFEFF/, '');
  const header = body.split(/\r?\n/, 1)[0] ?? '';
  const delimiter =
    (header.match(/;/g)?.length ?? 0) >= (header.match(/,/g)?.length ?? 0) ? ';' : ',';
  let rows: { record: Record<string, string>; info: { lines: number } }[];
  try {
    rows = parse(body, {
      delimiter,
      columns: (names: string[]) => names.map((n) => n.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      info: true,
    });
  } catch (error) {
    if (error instanceof CsvError) {
      throw new StatementError('statement.csvMalformed', {
        line: (error as CsvError & { lines?: number }).lines ?? 1,
      });
    }
    throw error;
  }
  const columns = header
    .replace(/^\uFEFF/, '')
    .split(delimiter)
    .map((c) => c.trim().replace(/^"|"$/g, '').toLowerCase());
  const missing = REQUIRED.filter((c) => !columns.includes(c));
  if (missing.length > 0) {
    throw new StatementError('statement.csvColumns', { columns: missing.join(', ') });
  }
  const credits: StatementCredit[] = [];
  for (const { record, info } of rows) {
    const line = info.lines;
    const bookedOn = csvDay(record.datum ?? '');
    if (!bookedOn)
      throw new StatementError('statement.csvDate', { line, value: record.datum ?? '' });
    const amount = csvAmountParas(record.iznos ?? '');
    if (amount === null || amount === 0) {
      throw new StatementError('statement.csvAmount', { line, value: record.iznos ?? '' });
    }
    if (amount < 0) continue;
    const optional = (v: string | undefined) => v?.trim() || null;
    credits.push({
      transactionId: optional(record.id_transakcije),
      bookedOn,
      amountParas: amount,
      reference: optional(record.poziv_na_broj),
      payer: optional(record.uplatilac),
      purpose: optional(record.svrha),
      position: `red ${line}`,
    });
  }
  return credits;
}
