/**
 * Reports and moderation (docs/product.md, “Reports and moderation”; docs/decisions/027): users
 * report adverts, the operator's queue, dismissing, hiding an advert until its seller fixes it,
 * restoring it, the seller's view of a hidden advert and the flag on sellers hidden often. Which
 * queries leave a hidden advert out is the car domain's (src/cars/visibility.ts). Routes import
 * this file only.
 */
export { REPORTS_PER_HOUR, hasReported, reportBodySchema, reportCar } from './reports.ts';
export { dismissReports, hideCar, restoreCar } from './actions.ts';
export { listQueue, reportedAdvertSchema } from './queue.ts';
export {
  moderationOf,
  moderationSchema,
  noFlag,
  noteSellerEdit,
  sellerFlagFields,
  sellerFlags,
} from './state.ts';
export { moderationMails, type ModerationMailVars } from './mails.ts';
