/**
 * Whether a Serbian tax number (PIB) is well formed: nine digits, the last one the check digit of
 * the first eight by ISO 7064, MOD 11,10 (the Tax Administration's rule for PIB).
 */
export function isValidPib(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  let product = 10;
  for (const digit of value.slice(0, 8)) {
    const sum = (Number(digit) + product) % 10 || 10;
    product = (2 * sum) % 11;
  }
  return (11 - product) % 10 === Number(value[8]);
}
