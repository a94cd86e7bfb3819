/**
 * The dealer domain's public surface: the dealer's page with its counts (docs/decisions/042-dealer-profile.md);
 * the company itself (the Firma section of „Moj nalog“) is the account's, in src/accounts.
 */
export { clearCompany, dealerPage, dealerSchema, saveCompany } from './queries.ts';
