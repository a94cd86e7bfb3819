import { describe, expect, it } from 'vitest';
import {
  bankAccountControlDigits,
  bankAccountProblem,
  formatBankAccount,
  fullBankAccount,
} from '../../src/lib/bank-account.ts';
import { ipsQrSvg } from '../../src/subscriptions/ips-qr-image.ts';
import {
  ipsAmount,
  IpsQrError,
  ipsQrPayload,
  type IpsQrSlip,
} from '../../src/subscriptions/ips-qr.ts';
import { withModel97 } from '../../src/subscriptions/reference-number.ts';
import { decodeQrSvg } from './decode-qr.ts';

const reference = withModel97('1234567890');
const slip: IpsQrSlip = {
  account: '160-0000000012345-95',
  payee: 'AutoBerza d.o.o., Beograd',
  amount: 2400,
  paymentCode: '221',
  purpose: 'Pretplata AutoBerza',
  reference,
};

/** The payload's fields in order; fails on an empty field or a field without a tag. */
function fieldsOf(payload: string): [string, string][] {
  return payload.split('|').map((field) => {
    const match = /^([A-Z]{1,2}):(.+)$/su.exec(field);
    if (!match) throw new Error(`not a tag:value field: ${JSON.stringify(field)}`);
    return [match[1]!, match[2]!];
  });
}

/** The standard's definition of an account's control digits, with BigInt. */
const control = (first16: string) =>
  String(98n - ((BigInt(first16) * 100n) % 97n)).padStart(2, '0');

const refusal = (change: Partial<IpsQrSlip>) => {
  try {
    ipsQrPayload({ ...slip, ...change });
  } catch (error) {
    expect(error).toBeInstanceOf(IpsQrError);
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(change)}`);
};

describe('NBS IPS QR payload (docs/decisions/045-ips-qr-payload.md)', () => {
  it('writes the subscription slip exactly', () => {
    expect(ipsQrPayload(slip)).toBe(
      `K:PR|V:01|C:1|R:160000000001234595|N:AutoBerza d.o.o., Beograd|I:RSD2400,00|SF:221|S:Pretplata AutoBerza|RO:97${reference}`,
    );
  });

  it('keeps the tags in the standard order, with no empty tag and no trailing delimiter', () => {
    const payload = ipsQrPayload(slip);
    expect(fieldsOf(payload).map(([tag]) => tag)).toEqual([
      'K',
      'V',
      'C',
      'R',
      'N',
      'I',
      'SF',
      'S',
      'RO',
    ]);
    expect(payload).not.toMatch(/\|$/);
    expect(payload).not.toMatch(/^\|/);
    expect(payload).not.toMatch(/\s$/);
  });

  it('leaves out optional tags that have no value instead of writing them empty', () => {
    const payload = ipsQrPayload({ ...slip, purpose: '  ', reference: undefined });
    expect(fieldsOf(payload).map(([tag]) => tag)).toEqual(['K', 'V', 'C', 'R', 'N', 'I', 'SF']);
    expect(payload).toMatch(/\|SF:221$/);
    expect(payload).not.toContain('S:|');
  });

  it('writes the account in 18 digits: bank, middle part padded to 13, control digits', () => {
    // The NBS instructions' own examples.
    for (const [written, full] of [
      ['840-955845-10', '840000000095584510'],
      ['165-55-74', '165000000000005574'],
      ['310-1234567891211-86', '310123456789121186'],
    ] as const) {
      expect(fullBankAccount(written)).toBe(full);
      expect(bankAccountProblem(written)).toBeUndefined();
      const r = fieldsOf(ipsQrPayload({ ...slip, account: written })).find(([tag]) => tag === 'R');
      expect(r).toEqual(['R', full]);
      expect(r![1]).toHaveLength(18);
      expect(r![1].slice(16)).toBe(control(r![1].slice(0, 16)));
    }
    expect(formatBankAccount('165-55-74')).toBe('165-0000000000055-74');
    expect(formatBankAccount('165000000000005574')).toBe('165-0000000000055-74');
  });

  it('computes the control digits as 98 - (first 16 digits × 100 mod 97)', () => {
    for (const first16 of [
      '1600000000012345',
      '8400000000955845',
      '0000000000000001',
      '9999999999999999',
    ]) {
      expect(bankAccountControlDigits(first16)).toBe(control(first16));
    }
  });

  it('refuses an account with wrong control digits or of the wrong shape', () => {
    expect(refusal({ account: '160-0000000012345-67' })).toBe(
      'IPS QR: račun primaoca (R): kontrolni broj računa nije ispravan: za 160-0000000012345 treba da bude 95 (MOD 97)',
    );
    expect(refusal({ account: '160000000001234596' })).toMatch(/kontrolni broj računa/);
    for (const account of [
      '12345',
      '160-12345678901234-95',
      '16-12345-95',
      '16000000000123459',
      'RS35160000000001234595',
    ]) {
      expect(refusal({ account }), account).toMatch(/račun u obliku 160-0000000012345-95/);
    }
  });

  it('writes the amount as RSD, a decimal comma, two decimals, no grouping', () => {
    expect(ipsAmount(2400)).toBe('RSD2400,00');
    expect(ipsAmount(1234.5)).toBe('RSD1234,50');
    expect(ipsAmount(0.01)).toBe('RSD0,01');
    expect(ipsAmount(3596.13)).toBe('RSD3596,13');
    expect(ipsAmount(999_999_999_999.99)).toBe('RSD999999999999,99');
    expect(ipsAmount(999_999_999_999.99)).toHaveLength(18);
    for (const amount of [0, -5, 1.234, Number.NaN, Number.POSITIVE_INFINITY, 1e12]) {
      expect(() => ipsAmount(amount), String(amount)).toThrow(IpsQrError);
    }
    expect(refusal({ amount: 0 })).toMatch(/iznos mora biti veći od nule/);
  });

  it('checks the payment code: three digits, the first 1 or 2', () => {
    expect(ipsQrPayload({ ...slip, paymentCode: '289' })).toContain('|SF:289|');
    for (const paymentCode of ['321', '22', '2210', 'abc', '']) {
      expect(refusal({ paymentCode }), paymentCode).toMatch(/šifra plaćanja ima tri cifre/);
    }
  });

  it('limits the payee to 70 and the purpose to 35 characters (letters, not bytes)', () => {
    const payee70 = `Č${'a'.repeat(69)}`;
    expect(ipsQrPayload({ ...slip, payee: payee70 })).toContain(`|N:${payee70}|`);
    expect(refusal({ payee: `${payee70}b` })).toBe(
      'IPS QR: naziv primaoca (N) može imati najviše 70 znakova (ima 71)',
    );
    const purpose35 = 'ž'.repeat(35);
    expect(ipsQrPayload({ ...slip, purpose: purpose35 })).toContain(`|S:${purpose35}|`);
    expect(refusal({ purpose: `${purpose35}ž` })).toBe(
      'IPS QR: svrha plaćanja (S) može imati najviše 35 znakova (ima 36)',
    );
    expect(refusal({ payee: '   ' })).toBe('IPS QR: naziv primaoca (N) je obavezan');
  });

  it('allows letters of both scripts, digits and the special characters of the standard', () => {
    const payee = 'Ђорђе Петровић, Čačak (ŠĆŽ) #1/2 @ "A&B" 50% +-*;:=?<>[]{}^_`~!$\'';
    expect(ipsQrPayload({ ...slip, payee })).toContain(`|N:${payee}|`);
  });

  it('refuses the field delimiter and characters the standard does not allow', () => {
    expect(refusal({ payee: 'AutoBerza | Beograd' })).toBe(
      'IPS QR: naziv primaoca (N) sadrži znak koji IPS QR kôd ne dozvoljava: „|“ (razdvaja polja koda)',
    );
    expect(refusal({ purpose: 'Pretplata|RO:97' })).toMatch(
      /svrha plaćanja \(S\) sadrži znak .*„\|“/,
    );
    expect(refusal({ payee: 'Auto\\Berza' })).toMatch(/„\\\\“/);
    expect(refusal({ payee: 'AutoBerza\nBeograd' })).toMatch(/„\\n“/);
    expect(refusal({ purpose: 'Pretplata €' })).toMatch(/„€“/);
    expect(refusal({ purpose: 'Pretplata – mesec' })).toMatch(/„–“/);
    expect(refusal({ purpose: 'Pretplata 🚗' })).toMatch(/ne dozvoljava/);
  });

  it('checks the reference: digits only, model 97 control digits, at most 25 with the model', () => {
    const wrong = `${reference.slice(0, -1)}${(Number(reference.at(-1)) + 1) % 10}`;
    expect(refusal({ reference: wrong })).toBe(
      `IPS QR: kontrolni broj poziva na broj ${wrong} nije ispravan (model 97)`,
    );
    expect(refusal({ reference: withModel97('AB12') })).toBe(
      'IPS QR: poziv na broj (RO) sme sadržati samo cifre',
    );
    expect(refusal({ reference: '12-3456' })).toMatch(/samo cifre/);
    expect(refusal({ reference: '1'.repeat(24) })).toBe(
      'IPS QR: model i poziv na broj (RO) mogu imati najviše 25 znakova',
    );
    // Model 97 itself allows 20 characters behind its 2 control digits (reference-number.ts).
    expect(refusal({ reference: withModel97('1'.repeat(21)) })).toMatch(/nije ispravan/);
    const longest = withModel97('1'.repeat(20));
    expect(ipsQrPayload({ ...slip, reference: longest })).toMatch(
      new RegExp(`\\|RO:97${longest}$`),
    );
  });
});

describe('the QR code drawn from the payload', () => {
  it('decodes back to the exact payload, in byte mode', async () => {
    const payload = ipsQrPayload(slip);
    const svg = await ipsQrSvg(payload);
    expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 \d+ \d+"/);
    const decoded = await decodeQrSvg(svg);
    expect(decoded.text).toBe(payload);
    expect(decoded.modes).toEqual(['byte']);
  });

  it('keeps letters with diacritics and Cyrillic intact (UTF-8, C:1)', async () => {
    const payload = ipsQrPayload({
      ...slip,
      payee: 'Ђорђе Петровић, Čačak',
      purpose: 'Pretplata - ćevapi, Šid',
    });
    expect((await decodeQrSvg(await ipsQrSvg(payload))).text).toBe(payload);
  });
});
