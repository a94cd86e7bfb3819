import { isValidPib, isValidRegistrationNumber } from '@autoberza/contract/company';
import { describe, expect, it } from 'vitest';
import { createRng, demoCompanyOf, generateDealers } from '../src/index.ts';
import { serverRefs } from './fixtures.ts';

const dealers = generateDealers(createRng('autoberza-demo'), 20, serverRefs().cities);

describe('demo companies', () => {
  const companies = dealers.map((dealer, i) => demoCompanyOf(dealer, i));

  it('gives most dealers a company with a PIB that passes its check digit', () => {
    const traded = companies.filter((c) => c !== null);
    expect(traded.length).toBe(16);
    for (const company of traded) {
      expect(isValidPib(company.pib), company.pib).toBe(true);
      expect(isValidRegistrationNumber(company.registrationNumber)).toBe(true);
      expect(company.name.length).toBeGreaterThanOrEqual(2);
      expect(company.hours).toMatch(/\d/);
      expect(company.phones.length).toBeLessThanOrEqual(3);
    }
    expect(new Set(traded.map((c) => c.pib)).size).toBe(traded.length);
  });

  it('is the same for the same dealer, and leaves the dealers drawn before as they were', () => {
    expect(demoCompanyOf(dealers[0]!, 0)).toEqual(companies[0]);
    const again = generateDealers(createRng('autoberza-demo'), 20, serverRefs().cities);
    expect(again).toEqual(dealers);
  });
});
