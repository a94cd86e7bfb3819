/**
 * Serbian payment account numbers ("tekući račun"): a 3-digit bank code, up to 13 digits of
 * the account, 2 control digits. Written with dashes and the middle part shortened
 * (160-12345-95) or in full, 18 digits (160000000001234595); the full form pads the middle part
 * with zeros on the left. The control digits are ISO 7064 MOD 97-10 over the first 16 digits:
 * 98 - (first 16 digits × 100 mod 97).
 */

const DASHED = /^(\d{3})-(\d{1,13})-(\d{2})$/;
const FULL = /^\d{18}$/;

/** The 18-digit form of an account written either way, or undefined when it is neither shape. */
export function fullBankAccount(account: string): string | undefined {
  const value = account.trim();
  if (FULL.test(value)) return value;
  const dashed = DASHED.exec(value);
  if (!dashed) return undefined;
  const [, bank, middle, control] = dashed;
  return `${bank}${middle!.padStart(13, '0')}${control}`;
}

/** The two control digits for the first 16 digits of an account. */
export function bankAccountControlDigits(first16: string): string {
  if (!/^\d{16}$/.test(first16)) throw new Error('expected the first 16 digits of an account');
  return String(98 - Number((BigInt(first16) * 100n) % 97n)).padStart(2, '0');
}

/** Why an account cannot be used (Serbian, for config and slip errors), or undefined when it can. */
export function bankAccountProblem(account: string): string | undefined {
  const full = fullBankAccount(account);
  if (!full) return 'račun u obliku 160-0000000012345-95 (banka, broj računa, kontrolni broj)';
  const expected = bankAccountControlDigits(full.slice(0, 16));
  if (full.slice(16) !== expected) {
    return `kontrolni broj računa nije ispravan: za ${full.slice(0, 3)}-${full.slice(3, 16)} treba da bude ${expected} (MOD 97)`;
  }
  return undefined;
}

/** "160-0000000012345-95": the full account with dashes, as the slip prints it. */
export function formatBankAccount(account: string): string {
  const full = fullBankAccount(account);
  if (!full) throw new Error(`not an account number: ${JSON.stringify(account)}`);
  return `${full.slice(0, 3)}-${full.slice(3, 16)}-${full.slice(16)}`;
}
