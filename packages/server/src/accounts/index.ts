/**
 * The account domain's public surface: e-mail addresses and accounts, passwords (hashing, the
 * strength rule), one-time tokens, and the user DTOs. Sessions (signed tokens) and the login
 * throttle are Fastify plugins (src/plugins/app/auth.ts, login-throttle.ts) built on these.
 * docs/architecture.md has the layout.
 */
export { findUserByEmail, normalizeEmail, randomPassword, upsertAdmin } from './accounts.ts';
export {
  burnPasswordCheck,
  hashPassword,
  isCommonPassword,
  loginPassword,
  strongPassword,
  strongPasswordRule,
  verifyPassword,
} from './passwords.ts';
export { hashToken, newOneTimeToken } from './tokens.ts';
export {
  emailField,
  imageUrl,
  loadUser,
  nameField,
  phoneField,
  publicUserSchema,
  toPublicUser,
  toUser,
  userSchema,
  type UserRow,
} from './user.ts';
