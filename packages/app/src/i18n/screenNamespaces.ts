// The texts of the screens past sign-in, in one chunk (one request instead of four).
import admin from '../../../../locales/sr-Latn/admin.json';
import cars from '../../../../locales/sr-Latn/cars.json';
import pages from '../../../../locales/sr-Latn/pages.json';
import profile from '../../../../locales/sr-Latn/profile.json';

export const screenNamespaces = { cars, profile, admin, pages };
