/**
 * The dealer domain's public surface: a dealer's company (the Firma section of „Moj nalog“,
 * docs/decisions/042-dealer-profile.md) and the dealer's page with its counts.
 */
export { companyInput, companySchema, toCompany, type Company } from './company.ts';
export { clearCompany, dealerPage, dealerSchema, saveCompany, SOLD_WINDOW_DAYS } from './queries.ts';
