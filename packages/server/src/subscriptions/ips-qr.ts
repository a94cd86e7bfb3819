import { bankAccountProblem, fullBankAccount } from '../lib/bank-account.ts';
import { IPS_QR_LIMITS, ipsTextProblem, paymentCodeProblem } from '../lib/ips-qr-fields.ts';
import { isValidModel97 } from './reference-number.ts';

/**
 * The NBS IPS QR code of a payment slip ("nalog za prenos"), as the National Bank of Serbia's
 * specification for payees ("PR") writes it; the rules we follow and where we are stricter are in
 * docs/decisions/045-ips-qr-payload.md. A payload is
 *
 *   K:PR|V:01|C:1|R:<18 digits>|N:<payee>|I:RSD<amount>|SF:<code>|S:<purpose>|RO:97<reference>
 *
 * with tags in that order, optional tags left out when empty and no `|` after the last one.
 */

export interface IpsQrSlip {
  /** The payee's account, dashed (160-12345-95) or 18 digits; control digits are checked. */
  account: string;
  /** Payee name (and place), tag N: at most 70 characters. */
  payee: string;
  /** Dinars, more than 0, at most two decimals. */
  amount: number;
  /** Payment code ("šifra plaćanja"), tag SF: three digits, the first 1 or 2. */
  paymentCode: string;
  /** Purpose of payment, tag S (optional): at most 35 characters. */
  purpose?: string;
  /** "Poziv na broj" in model 97, control digits first; tag RO (optional). */
  reference?: string;
}

/** A slip the standard does not allow; the message is Serbian and names the field. */
export class IpsQrError extends Error {
  override name = 'IpsQrError';
}

/** "RSD2400,00": the currency, then the amount with a decimal comma and no digit grouping. */
export function ipsAmount(amount: number): string {
  const paras = Math.round(amount * 100);
  if (!Number.isFinite(amount) || amount <= 0 || Math.abs(paras - amount * 100) > 1e-6) {
    throw new IpsQrError(
      `IPS QR: iznos mora biti veći od nule, sa najviše dve decimale (dato: ${amount})`,
    );
  }
  const dinars = Math.floor(paras / 100);
  // The tag holds at most 18 characters: "RSD", 12 digits, the comma, 2 decimals.
  if (dinars > 999_999_999_999) throw new IpsQrError('IPS QR: iznos je prevelik za polje I');
  return `RSD${dinars},${String(paras % 100).padStart(2, '0')}`;
}

function text(tag: string, field: string, value: string, max: number): string {
  const problem = ipsTextProblem(value, max);
  if (problem) throw new IpsQrError(`IPS QR: ${field} (${tag}) ${problem}`);
  return value.normalize('NFC');
}

/** The payload string of the slip; throws IpsQrError when a value breaks the standard. */
export function ipsQrPayload(slip: IpsQrSlip): string {
  const accountProblem = bankAccountProblem(slip.account);
  if (accountProblem) throw new IpsQrError(`IPS QR: račun primaoca (R): ${accountProblem}`);
  const payee = slip.payee.trim();
  if (!payee) throw new IpsQrError('IPS QR: naziv primaoca (N) je obavezan');
  const codeProblem = paymentCodeProblem(slip.paymentCode);
  if (codeProblem) throw new IpsQrError(`IPS QR: ${codeProblem} (SF, dato: ${slip.paymentCode})`);

  const fields: [string, string][] = [
    ['K', 'PR'],
    ['V', '01'],
    ['C', '1'],
    ['R', fullBankAccount(slip.account)!],
    ['N', text('N', 'naziv primaoca', payee, IPS_QR_LIMITS.payee)],
    ['I', ipsAmount(slip.amount)],
    ['SF', slip.paymentCode],
  ];
  const purpose = slip.purpose?.trim();
  if (purpose) fields.push(['S', text('S', 'svrha plaćanja', purpose, IPS_QR_LIMITS.purpose)]);
  const reference = slip.reference?.trim();
  if (reference) fields.push(['RO', `97${model97Reference(reference)}`]);
  return fields.map(([tag, value]) => `${tag}:${value}`).join('|');
}

function model97Reference(reference: string): string {
  // Ours are digits only (reference-number.ts); letters and dashes, which model 97 would allow,
  // are refused so no bank app has to guess how to read them.
  if (!/^\d+$/.test(reference)) {
    throw new IpsQrError('IPS QR: poziv na broj (RO) sme sadržati samo cifre');
  }
  if (2 + reference.length > IPS_QR_LIMITS.reference) {
    throw new IpsQrError(
      `IPS QR: model i poziv na broj (RO) mogu imati najviše ${IPS_QR_LIMITS.reference} znakova`,
    );
  }
  if (!isValidModel97(reference)) {
    throw new IpsQrError(
      `IPS QR: kontrolni broj poziva na broj ${reference} nije ispravan (model 97)`,
    );
  }
  return reference;
}
