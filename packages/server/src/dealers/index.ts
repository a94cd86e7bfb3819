/**
 * The dealer domain's public surface: a dealer's company (the Firma section of „Moj nalog“,
 * docs/decisions/042-dealer-profile.md) and the dealer's page with its counts.
 */
export { companyInput, companySchema, toCompany } from './company.ts';
export { clearCompany, dealerPage, dealerSchema, saveCompany } from './queries.ts';
