import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { referenceCandidates } from '../../src/subscriptions/statements/credit.ts';
import { csvAmountParas } from '../../src/subscriptions/statements/csv.ts';
import { parseStatement } from '../../src/subscriptions/statements/parse.ts';
import { StatementError } from '../../src/subscriptions/statements/index.ts';
import { t } from '../../src/lib/i18n.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/statements/${name}`, import.meta.url));

/** The Serbian message a refused file gets. */
function refusal(file: Buffer | string): string {
  try {
    parseStatement(Buffer.from(file));
  } catch (error) {
    if (error instanceof StatementError) return t(error.key, error.vars);
    throw error;
  }
  throw new Error('the file was accepted');
}

describe('bank statement: camt.053', () => {
  it('reads the credits, skips the debit, finds the reference, payer and bank id', () => {
    const credits = parseStatement(fixture('camt053.xml'));
    expect(credits).toEqual([
      {
        transactionId: 'BNK-2026-000101',
        bookedOn: '2026-11-27',
        amountParas: 240000,
        reference: '97 92-1234567890',
        payer: 'Milan Petrović & sin',
        purpose: 'Pretplata AutoBerza',
        position: 'Ntry 1',
      },
      {
        transactionId: 'N-0002',
        bookedOn: '2026-11-27',
        amountParas: 240050,
        reference: 'RF66921234567890',
        payer: 'Jelena Đorđević',
        purpose: null,
        position: 'Ntry 2',
      },
      {
        transactionId: null,
        bookedOn: '2026-11-26',
        amountParas: 240000,
        reference: null,
        payer: null,
        purpose: 'Uplata po pozivu na broj 34-5555500001, hvala',
        position: 'Ntry 4',
      },
    ]);
  });

  it('refuses a DOCTYPE (entity declarations) before parsing', () => {
    expect(refusal(fixture('doctype.xml'))).toMatch(/DOCTYPE/);
  });

  it('refuses malformed XML, naming the line', () => {
    expect(refusal(fixture('broken.xml'))).toMatch(/^Izvod nije ispravan XML \(red 6\)/);
  });

  it('refuses XML that is not a camt.053 statement, a foreign currency, a bad amount', () => {
    expect(refusal('<Document><Other/></Document>')).toMatch(/camt\.053/);
    const entry = (amt: string) =>
      `<Document><BkToCstmrStmt><Stmt><Ntry>${amt}<CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-11-27</Dt></BookgDt></Ntry></Stmt></BkToCstmrStmt></Document>`;
    expect(refusal(entry('<Amt Ccy="EUR">20.00</Amt>'))).toBe(
      'Izvod, stavka Ntry 1: valuta „EUR“ nije podržana, samo RSD.',
    );
    expect(refusal(entry('<Amt Ccy="RSD">2.400,00</Amt>'))).toMatch(/Ntry 1: iznos „2\.400,00“/);
    expect(refusal(entry(''))).toBe(
      'Izvod, stavka Ntry 1: element Amt nedostaje ili nije ispravan.',
    );
  });
});

describe('bank statement: CSV', () => {
  it('reads a semicolon file with a BOM, decimal comma, quoted fields; skips debits', () => {
    const credits = parseStatement(fixture('izvod.csv'));
    expect(credits).toEqual([
      {
        transactionId: 'TX-1001',
        bookedOn: '2026-11-27',
        amountParas: 240000,
        reference: '97 921234567890',
        payer: 'Milan Petrović',
        purpose: 'Pretplata AutoBerza',
        position: 'red 2',
      },
      {
        transactionId: null,
        bookedOn: '2026-11-25',
        amountParas: 240050,
        reference: '34-5555500001',
        payer: 'Jelena Đorđević; Niš',
        purpose: 'Uplata, pretplata',
        position: 'red 4',
      },
    ]);
  });

  it('reads a comma-separated file without the optional columns', () => {
    const credits = parseStatement(fixture('izvod-zarez.csv'));
    expect(credits.map((c) => [c.bookedOn, c.amountParas, c.reference, c.payer])).toEqual([
      ['2026-11-27', 240000, '921234567890', 'Petar'],
      ['2026-11-27', 240000, '97921234567890', 'Petar'],
    ]);
  });

  it('reads amounts with a decimal comma, exact to the para', () => {
    expect(csvAmountParas('2.400,00')).toBe(240000);
    expect(csvAmountParas('2400,5')).toBe(240050);
    expect(csvAmountParas('2400,05')).toBe(240005);
    expect(csvAmountParas('2400.00')).toBe(240000);
    expect(csvAmountParas('-1.234.567,89')).toBe(-123456789);
    expect(csvAmountParas('2.400')).toBe(240000);
    expect(csvAmountParas('2,400.00')).toBeNull();
    expect(csvAmountParas('24O0')).toBeNull();
  });

  it('refuses a bad day, a bad amount, missing columns, broken quoting, naming the line', () => {
    expect(refusal(fixture('bad-date.csv'))).toBe(
      'CSV izvod, red 3: datum „31.11.2026.“ nije ispravan (npr. 28.11.2026. ili 2026-11-28).',
    );
    expect(refusal('datum;iznos;poziv_na_broj\n27.11.2026.;dve hiljade;1\n')).toMatch(
      /^CSV izvod, red 2: iznos „dve hiljade“/,
    );
    expect(refusal('datum;suma\n27.11.2026.;2400\n')).toBe(
      'CSV izvodu nedostaju kolone: iznos, poziv_na_broj. Prvi red mora da sadrži nazive kolona.',
    );
    expect(refusal('datum;iznos;poziv_na_broj\n27.11.2026.;"2400;1\n')).toMatch(
      /^CSV izvod nije ispravan \(red 2\)/,
    );
    expect(refusal(Buffer.from([0xff, 0xfe, 0x41]))).toMatch(/UTF-8/);
    expect(refusal('  \n')).toBe('Izvod je prazan.');
  });
});

describe('statement references', () => {
  it('normalises the model in front, spaces, dashes and an RF envelope; checks control digits', () => {
    expect(referenceCandidates('97 92-1234567890')).toEqual(['921234567890']);
    expect(referenceCandidates('921234567890')).toEqual(['921234567890']);
    expect(referenceCandidates('RF66921234567890')).toEqual(['921234567890']);
    expect(referenceCandidates('RF67921234567890')).toEqual([]);
    expect(referenceCandidates('93-1234567890')).toEqual([]);
    expect(referenceCandidates(null)).toEqual([]);
  });
});
