/**
 * The version of the terms of use and the privacy notice a registering person accepts (the date
 * their texts last changed, locales/sr-Latn/pages.json). Stored with the acceptance time on the
 * user; change it when those texts change.
 */
export const TERMS_VERSION = '2026-11-26';
