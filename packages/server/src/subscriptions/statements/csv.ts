import { CsvError, parse } from 'csv-parse/sync';
import { StatementError, type StatementCredit } from './credit.ts';

/**
 * The columns (docs/product.md, “Subscriptions”): datum, iznos, poziv_na_broj (required),
 * uplatilac, svrha, id_transakcije; named in the first line, in any order.
 */
const REQUIRED = ['datum', 'iznos', 'poziv_na_broj'] as const;

/**
 * An amount in paras: decimal comma ("2400,00", "2.400,00"), or a point followed by exactly two
 * digits ("2400.00"); a minus sign marks a debit.
 */
export function csvAmountParas(value: string): number | null {
  const v = value.replace(/\s/g, '');
  const comma = /^(-?)(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(v);
  const point = comma ? null : /^(-?)(\d+)\.(\d{2})$/.exec(v);
  const m = comma ?? point;
  if (!m) return null;
  const whole = m[2]!.replace(/\./g, '');
  const frac = m[3] ?? '';
  if (whole.length > 12) return null;
  const paras = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return m[1] === '-' ? -paras : paras;
}

/** A day as "2026-11-28", "28.11.2026" or "28.11.2026."; null when it is not a real day. */
export function csvDay(value: string): string | null {
  const v = value.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  const serbian = iso ? null : /^(\d{1,2})\.(\d{1,2})\.(\d{4})\.?$/.exec(v);
  const day = iso
    ? `${iso[1]}-${iso[2]}-${iso[3]}`
    : serbian
      ? `${serbian[3]}-${serbian[2]!.padStart(2, '0')}-${serbian[1]!.padStart(2, '0')}`
      : null;
  if (!day) return null;
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
