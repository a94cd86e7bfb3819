/**
 * Subscriptions paid by bank transfer (docs/decisions/019, 025): activating or extending one
 * records the payment, cancelling ends it, and each is written to the audit log; the payment
 * history and the operator's search; the payment slip a user pays by, with its NBS IPS QR code
 * (docs/decisions/045-ips-qr-payload.md). The routes are routes/admin/subscriptions.ts and
 * routes/admin/subscription-payments.ts. Bank statements that activate them: ./statements.
 */
export {
  activateSubscription,
  cancelSubscription,
  subscriptionPaymentsOf,
  SUBSCRIPTION_MONTH_DAYS,
  subscriptionSearch,
} from './admin.ts';
export { newSubscriptionReference } from './reference-number.ts';
export { slipFor } from './slip.ts';
export { subscriptionMails, type SubscriptionMailVars } from './mails.ts';
export {
  decideEntry,
  entriesForDecision,
  importStatement,
  MAX_STATEMENT_BYTES,
  StatementError,
} from './statements/index.ts';
