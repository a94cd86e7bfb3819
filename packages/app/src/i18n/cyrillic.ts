// Every Cyrillic text of the app (generated: locales/README.md), in one chunk loaded only for a
// reader who chose Cyrillic (showScript.ts): the code that loads it stays out of the first bundle.
import admin from '../../../../locales/sr-Cyrl/admin.json';
import auth from '../../../../locales/sr-Cyrl/auth.json';
import cars from '../../../../locales/sr-Cyrl/cars.json';
import common from '../../../../locales/sr-Cyrl/common.json';
import pages from '../../../../locales/sr-Cyrl/pages.json';
import profile from '../../../../locales/sr-Cyrl/profile.json';
import validation from '../../../../locales/sr-Cyrl/validation.json';

export const cyrillic = { common, auth, validation, cars, profile, admin, pages };
