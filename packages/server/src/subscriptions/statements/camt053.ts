import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { StatementError, type StatementCredit } from './credit.ts';

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  // Every value stays a string: "0012" is a reference, not 12.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Only the five XML entities (&amp; ...); a DOCTYPE is refused before parsing, so no entity
  // a file declares is ever expanded.
  processEntities: true,
  htmlEntities: false,
  isArray: (name) => ['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Strd', 'Ustrd'].includes(name),
});

const text = (v: unknown): string | null => {
  if (typeof v === 'string') return v.trim() || null;
  if (v && typeof v === 'object' && '#text' in v) return text((v as Node)['#text']);
  return null;
};
const node = (v: unknown): Node | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Node) : undefined;
const list = (v: unknown): Node[] =>
  Array.isArray(v) ? v.map(node).filter((n): n is Node => !!n) : node(v) ? [node(v)!] : [];

/** An amount as camt writes it ("2400.00"), in paras; anything else is refused. */
function paras(value: string | null, where: string): number {
  if (!value || !/^\d{1,12}(\.\d{1,2})?$/.test(value)) {
    throw new StatementError('statement.xmlAmount', { where, value: value ?? '' });
  }
  const [whole, frac = ''] = value.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/**
 * Credits of an ISO 20022 camt.053 statement (BkToCstmrStmt/Stmt/Ntry). Only entries with
 * CdtDbtInd CRDT in RSD are returned; a debit is skipped, a credit in another currency refused.
 */
export function parseCamt053(xml: string): StatementCredit[] {
  // No DOCTYPE at all: it is where entities (and their expansion bombs) are declared.
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new StatementError('statement.xmlDoctype');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw new StatementError('statement.xmlMalformed', {
      line: valid.err.line,
      detail: valid.err.msg,
    });
  }
  const doc = parser.parse(xml) as Node;
  const root = node(node(doc.Document)?.BkToCstmrStmt);
  if (!root) throw new StatementError('statement.xmlNotCamt');
  const statements = list(root.Stmt);
  if (statements.length === 0) throw new StatementError('statement.xmlNotCamt');
  const credits: StatementCredit[] = [];
  let n = 0;
  for (const stmt of statements) {
    for (const entry of list(stmt.Ntry)) {
      n += 1;
      const where = `Ntry ${n}`;
      const direction = text(entry.CdtDbtInd);
      if (direction === 'DBIT') continue;
      if (direction !== 'CRDT') {
        throw new StatementError('statement.xmlElement', { where, element: 'CdtDbtInd' });
      }
      const amt = entry.Amt;
      if (amt === undefined)
        throw new StatementError('statement.xmlElement', { where, element: 'Amt' });
      const currency = node(amt)?.['@_Ccy'];
      if (currency !== 'RSD') {
        throw new StatementError('statement.xmlCurrency', {
          where,
          currency: typeof currency === 'string' ? currency : '',
        });
      }
      const booked = node(entry.BookgDt);
      const day = (text(booked?.Dt) ?? text(booked?.DtTm) ?? '').slice(0, 10);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(day))) {
        throw new StatementError('statement.xmlElement', { where, element: 'BookgDt' });
      }
      const tx = list(node(list(entry.NtryDtls)[0])?.TxDtls)[0];
      const refs = node(tx?.Refs);
      const rmt = node(tx?.RmtInf);
      const structured = list(rmt?.Strd)
        .map((s) => text(node(s.CdtrRefInf)?.Ref))
        .find((r) => r !== null);
      const unstructured = (Array.isArray(rmt?.Ustrd) ? (rmt.Ustrd as unknown[]) : [])
        .map(text)
        .filter((s): s is string => !!s)
        .join(' ');
      const parties = node(tx?.RltdPties);
      credits.push({
        transactionId:
          text(entry.AcctSvcrRef) ??
          text(refs?.AcctSvcrRef) ??
          text(entry.NtryRef) ??
          text(refs?.TxId) ??
          null,
        bookedOn: day,
        amountParas: paras(text(amt), where),
        reference: structured ?? null,
        payer: text(node(parties?.Dbtr)?.Nm) ?? text(node(node(parties?.Dbtr)?.Pty)?.Nm),
        purpose: unstructured || null,
        position: where,
      });
    }
  }
  return credits;
}
