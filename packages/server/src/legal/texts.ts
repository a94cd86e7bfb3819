/**
 * The versions of the terms of use and the privacy notice (their texts are
 * locales/sr-Latn/pages.json, `terms` and `privacy`): each page shows its version and date, and a
 * registration records the pair it accepted. Raise a version, and set its date, with every change
 * of its text.
 */
export const LEGAL_TEXTS = {
  terms: { version: 2, date: '2026-11-28' },
  privacy: { version: 2, date: '2026-11-28' },
} as const;

/** What a registration records as accepted (users.terms_version): both texts' versions. */
export const ACCEPTED_VERSION = `uslovi-${LEGAL_TEXTS.terms.version}/privatnost-${LEGAL_TEXTS.privacy.version}`;
