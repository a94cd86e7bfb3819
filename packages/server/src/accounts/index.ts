/**
 * The account domain's public surface: e-mail addresses and accounts, passwords (hashing, the
 * strength rule), one-time tokens, and the user DTOs. Sessions (signed tokens) and the login
 * throttle are Fastify plugins (src/plugins/app/auth.ts, login-throttle.ts) built on these.
 * docs/architecture.md has the layout.
 */
export {
  cityExists,
  findUserByEmail,
  findUserById,
  isUniqueViolation,
  normalizeEmail,
  randomPassword,
  setPassword,
  setPasswordByLink,
  upsertAdmin,
} from './accounts.ts';
export {
  burnPasswordCheck,
  hashPassword,
  isCommonPassword,
  loginPassword,
  passwordWeakness,
  strongPassword,
  strongPasswordRule,
  verifyPassword,
  weakPasswordFor,
} from './passwords.ts';
export {
  consumeOneTimeToken,
  newOneTimeToken,
  newResetLink,
  RESET_TOKEN_TTL,
  VERIFY_TOKEN_TTL,
  verifiedByToken,
} from './tokens.ts';
export {
  addressField,
  confirmMatches,
  emailField,
  imageUrl,
  loadUser,
  nameField,
  phoneField,
  publicUserSchema,
  scriptSchema,
  toPublicUser,
  toUser,
  userSchema,
  userScript,
} from './user.ts';
export { accountMails, type AccountMailVars } from './mails.ts';
export { companyInput, companySchema, toCompany, type CompanyInput } from './company.ts';
