import 'i18next';
import type { Resources } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    // Every namespace is in scope, so keys are written in full ("auth:login.title") and a
    // key missing from locales/sr-Latn fails the type check.
    defaultNS: ['common', 'auth', 'cars', 'profile', 'admin', 'pages', 'validation'];
    resources: Resources;
  }
}
