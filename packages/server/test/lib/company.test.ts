import { isValidPib, isValidRegistrationNumber } from '@autoberza/contract/company';
import { describe, expect, it } from 'vitest';

describe("a company's identifiers (@autoberza/contract/company)", () => {
  it('accepts a PIB whose ninth digit is its ISO 7064 MOD 11,10 check digit', () => {
    // Real PIBs of Serbian companies; every other last digit must fail.
    for (const pib of ['100002887', '101670560', '100001378']) {
      expect(isValidPib(pib), pib).toBe(true);
      for (let digit = 0; digit <= 9; digit++) {
        if (String(digit) === pib[8]) continue;
        expect(isValidPib(`${pib.slice(0, 8)}${digit}`), `${pib} → ${digit}`).toBe(false);
      }
    }
  });

  it('refuses a PIB of the wrong length or with other characters', () => {
    for (const pib of ['', '10000288', '1000028870', '10000288a', ' 100002887', '100 002 887']) {
      expect(isValidPib(pib), JSON.stringify(pib)).toBe(false);
    }
  });

  it('accepts a registration number (matični broj) of exactly eight digits', () => {
    expect(isValidRegistrationNumber('07034598')).toBe(true);
    expect(isValidRegistrationNumber('20084693')).toBe(true);
    for (const mb of ['', '0703459', '070345981', '0703459a', '0703 4598']) {
      expect(isValidRegistrationNumber(mb), JSON.stringify(mb)).toBe(false);
    }
  });
});
