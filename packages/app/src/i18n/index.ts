import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultNS, loadLazyNamespaces, resources } from './resources';

export const LOCALE = 'sr-Latn';

/**
 * Settles once the texts are in (the first render waits for it, see main.tsx; so do the tests).
 * i18next sets them up in a task of its own (initAsync), not while the first bundle's modules run,
 * which would make that one long task on a phone.
 */
export const i18nReady: Promise<unknown> = i18n.use(initReactI18next).init({
  lng: LOCALE,
  fallbackLng: LOCALE,
  resources,
  defaultNS,
  ns: Object.keys(resources[LOCALE]),
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: true,
});

export default i18n;

let screenNamespaces: Promise<void> | undefined;

/**
 * Adds the Latin texts of the signed-in and browsing screens (cars, profile, admin, pages) once;
 * the route loaders await it, so those screens never render an untranslated key. A reader of
 * Cyrillic has every text in that script: the Latin ones load on turning to Latin (showScript.ts).
 */
export function loadScreenNamespaces(): Promise<void> {
  if (i18n.hasResourceBundle(i18n.language, 'cars')) return Promise.resolve();
  screenNamespaces ??= loadLazyNamespaces().then(
    ({ addScreenTexts }) => addScreenTexts(i18n),
    (error: unknown) => {
      screenNamespaces = undefined; // a failed chunk load may be retried on the next navigation
      throw error;
    },
  );
  return screenNamespaces;
}
