import admin from '../../../../locales/sr-Latn/admin.json';
import auth from '../../../../locales/sr-Latn/auth.json';
import cars from '../../../../locales/sr-Latn/cars.json';
import common from '../../../../locales/sr-Latn/common.json';
import pages from '../../../../locales/sr-Latn/pages.json';
import profile from '../../../../locales/sr-Latn/profile.json';
import validation from '../../../../locales/sr-Latn/validation.json';

export const defaultNS = 'common';

export const resources = {
  'sr-Latn': { common, auth, cars, profile, admin, pages, validation },
} as const;

export type Resources = (typeof resources)['sr-Latn'];
