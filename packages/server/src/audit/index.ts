/**
 * The audit log of admin actions (docs/decisions/025): the one way the app writes an entry
 * (append-only; src/db/schema/audit.ts) and the reads of the console's audit tab. The routes
 * are routes/admin/audit.ts.
 */
export { AUDIT_ACTIONS, AUDIT_TARGETS, recordAudit } from './log.ts';
export { auditActors, listAudit } from './queries.ts';
