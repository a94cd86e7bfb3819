import type admin from '../../../../locales/sr-Latn/admin.json';
import auth from '../../../../locales/sr-Latn/auth.json';
import type cars from '../../../../locales/sr-Latn/cars.json';
import common from '../../../../locales/sr-Latn/common.json';
import type pages from '../../../../locales/sr-Latn/pages.json';
import type profile from '../../../../locales/sr-Latn/profile.json';
import validation from '../../../../locales/sr-Latn/validation.json';

export const defaultNS = 'common';

/** In the first bundle: what the sign-in screens need (docs/product.md, “Performance targets”). */
export const resources = {
  'sr-Latn': { common, auth, validation },
} as const;

/** The Latin texts are the source, the Cyrillic ones generated from them (locales/README.md). */
export type { Script } from '@autoberza/contract/script';

/** Loaded with the first car, profile, admin or static page (see `loadScreenNamespaces`). */
export const loadLazyNamespaces = () => import('./screenNamespaces');

export interface Resources {
  common: typeof common;
  auth: typeof auth;
  cars: typeof cars;
  profile: typeof profile;
  admin: typeof admin;
  pages: typeof pages;
  validation: typeof validation;
}
