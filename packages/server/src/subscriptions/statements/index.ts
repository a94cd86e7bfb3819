/**
 * Bank statements (docs/decisions/046): an administrator uploads the account's statement
 * (camt.053 XML or CSV); credits that carry a requested subscription's reference and its price
 * activate it, the rest wait for a decision. The routes are routes/admin/statements.ts.
 */
export { StatementError } from './credit.ts';
export { MAX_STATEMENT_BYTES } from './parse.ts';
export { decideEntry, entriesForDecision, importStatement } from './import.ts';
