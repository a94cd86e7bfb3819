/**
 * The field rules of the NBS IPS QR code that config also checks (PAYMENT_RECIPIENT,
 * PAYMENT_CODE); the payload is built in subscriptions/ips-qr.ts
 * (docs/decisions/045-ips-qr-payload.md).
 */

export const IPS_QR_LIMITS = { payee: 70, purpose: 35, reference: 25 } as const;

/**
 * Characters a text tag (N, S) may hold: letters of any script (the code is UTF-8, C:1), digits,
 * the space and the specification's table of special characters. Not `|` (the field delimiter),
 * not `\`, no line breaks or other control characters.
 */
const TEXT_CHAR = /^[\p{L}\p{M}0-9 !"#$%&'()*+,\-./:;<=>?@[\]^_`{}~]$/u;

/** Why `value` cannot be the text of a tag (Serbian), or undefined when it can. */
export function ipsTextProblem(value: string, max: number): string | undefined {
  const text = value.normalize('NFC');
  const chars = [...text];
  if (chars.length > max) return `može imati najviše ${max} znakova (ima ${chars.length})`;
  if (text !== text.trim()) return 'ne sme počinjati ni završavati se razmakom';
  const bad = chars.find((c) => !TEXT_CHAR.test(c));
  if (bad !== undefined) {
    const shown =
      bad === '|' ? '„|“ (razdvaja polja koda)' : `„${JSON.stringify(bad).slice(1, -1)}“`;
    return `sadrži znak koji IPS QR kôd ne dozvoljava: ${shown}`;
  }
  return undefined;
}

/** Why `code` is not a payment code (Serbian), or undefined. */
export function paymentCodeProblem(code: string): string | undefined {
  return /^[12]\d{2}$/.test(code)
    ? undefined
    : 'šifra plaćanja ima tri cifre, prva je 1 (gotovina) ili 2 (bezgotovinsko plaćanje)';
}
