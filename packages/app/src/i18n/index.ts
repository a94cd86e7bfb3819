import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultNS, resources } from './resources';

export const LOCALE = 'sr-Latn';

void i18n.use(initReactI18next).init({
  lng: LOCALE,
  fallbackLng: LOCALE,
  resources,
  defaultNS,
  ns: Object.keys(resources[LOCALE]),
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

export default i18n;
