import { isValidModel97 } from '../reference-number.ts';

/** One incoming payment read from a bank statement (debits are left out when reading). */
export interface StatementCredit {
  /** The bank's id of the transaction (AcctSvcrRef, NtryRef, `id_transakcije`), if it gives one. */
  transactionId: string | null;
  /** YYYY-MM-DD, the booking day. */
  bookedOn: string;
  /** In paras (1 dinar = 100 paras), so amounts compare exactly. */
  amountParas: number;
  /** The payment reference as the bank wrote it, unnormalised. */
  reference: string | null;
  payer: string | null;
  purpose: string | null;
  /** Where it was read: "red 4" (CSV) or "Ntry 2" (camt.053), for messages. */
  position: string;
}

/**
 * A statement that cannot be read: `key` is a message in locales/sr-Latn/server.json
 * (`statement.*`), `vars` say where.
 */
export class StatementError extends Error {
  override name = 'StatementError';
  constructor(
    readonly key: string,
    readonly vars: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

/**
 * The model-97 references a bank's text may stand for, best first: spaces, dashes and brackets
 * go; an ISO 11649 "RF" envelope is opened when its check digits are right; a leading "97"
 * (the model, written in front) is dropped. Only references whose control digits are right
 * are returned, so a mistyped one matches nothing.
 */
export function referenceCandidates(raw: string | null): string[] {
  if (!raw) return [];
  let s = raw.toUpperCase().replace(/[\s\-()./]/g, '');
  if (/^RF\d{2}[0-9A-Z]+$/.test(s)) {
    if (!isValidIso11649(s)) return [];
    s = s.slice(4);
  }
  const found = new Set<string>();
  if (s.startsWith('97') && isValidModel97(s.slice(2))) found.add(s.slice(2));
  if (isValidModel97(s)) found.add(s);
  return [...found];
}

/** ISO 11649 ("RF" + two check digits + reference): the reference, then "RF", then the digits, is 1 mod 97. */
function isValidIso11649(s: string): boolean {
  const moved = `${s.slice(4)}${s.slice(0, 4)}`;
  let rest = 0;
  for (const c of moved) {
    const digits = /[0-9]/.test(c) ? c : String(c.charCodeAt(0) - 55);
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}

/** References hidden in free text (a payment's purpose): digit runs, possibly with spaces or dashes. */
export function referencesInText(text: string | null): string[] {
  if (!text) return [];
  const runs = text.toUpperCase().match(/(?:RF\d{2})?\d[\d\s-]{8,}\d/g) ?? [];
  return [...new Set(runs.flatMap((run) => referenceCandidates(run)))];
}

/** A stable key for a credit: the bank's id, else a hash of what identifies it. */
export function creditKey(credit: StatementCredit, hash: (s: string) => string): string {
  if (credit.transactionId) return `id:${credit.transactionId}`;
  return `hash:${hash(
    [credit.bookedOn, credit.amountParas, credit.reference ?? '', credit.payer ?? ''].join('|'),
  )}`;
}
