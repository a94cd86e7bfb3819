/**
 * Contact messages as the operator works them (docs/decisions/025): the list with its
 * handled/unhandled state, marking one handled or open again, and answering one by e-mail.
 * Each change is written to the audit log. The routes are routes/admin/contact-messages.ts.
 */
export {
  answerMessage,
  listContactMessages,
  setHandled,
  type ContactMessageListRow,
} from './admin.ts';
export { contactMails, type ContactMailVars } from './mails.ts';
