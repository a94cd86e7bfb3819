// The texts of the screens past sign-in, in one chunk (one request instead of four).
import type { i18n } from 'i18next';
import admin from '../../../../locales/sr-Latn/admin.json';
import cars from '../../../../locales/sr-Latn/cars.json';
import pages from '../../../../locales/sr-Latn/pages.json';
import profile from '../../../../locales/sr-Latn/profile.json';

const screenNamespaces = { cars, profile, admin, pages };

/** Adds the screens' Latin texts (for loadScreenNamespaces, and showScript on turning to Latin). */
export function addScreenTexts(texts: i18n): void {
  for (const [ns, bundle] of Object.entries(screenNamespaces)) {
    texts.addResourceBundle('sr-Latn', ns, bundle, true, true);
  }
}
