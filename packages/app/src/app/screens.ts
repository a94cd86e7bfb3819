// With its extension: the build config (vite.config.ts) loads this file too.
import { paths } from '../paths.ts';

/**
 * A lazy screen: its module (file under src/), and whether it shows inside the layout (header,
 * footer).
 */
export interface ScreenEntry {
  module: string;
  layout: boolean;
}

/** The admin console and its tabs (its own routes inside, see AdminPage). */
export const ADMIN_PATHS = `${paths.admin}/*` as const;

/**
 * The layout of the car, account and static screens past sign-in (docs/product.md, “Route sets”).
 */
export const LAYOUT_MODULE = 'components/Layout.tsx';

/**
 * Every lazy screen by path (docs/product.md, “Route sets”). The routes (routes.tsx) take their
 * screens from here, and the build turns it into the modulepreload links the server puts into the
 * page of a first visit (vite.config.ts, routePreloads), so a page's code loads beside the first
 * bundle instead of after it. Sign-in is not here: it is part of the first bundle.
 */
export const screens = {
  [paths.root]: { module: 'features/cars/HomePage.tsx', layout: true },
  [paths.home]: { module: 'features/cars/HomePage.tsx', layout: true },
  [paths.cars]: { module: 'features/cars/CarListPage.tsx', layout: true },
  [paths.sellerCars]: { module: 'features/cars/CarListPage.tsx', layout: true },
  [paths.car]: { module: 'features/cars/CarDetailPage.tsx', layout: true },
  // The car list's module shows a model's market (decision 052).
  [paths.market]: { module: 'features/cars/CarListPage.tsx', layout: true },
  [paths.myCars]: { module: 'features/cars/MyCarsPage.tsx', layout: true },
  [paths.savedSearches]: {
    module: 'features/saved-searches/SavedSearchesPage.tsx',
    layout: true,
  },
  [paths.unsubscribeSavedSearch]: {
    module: 'features/saved-searches/UnsubscribePage.tsx',
    layout: true,
  },
  [paths.renewAdvert]: { module: 'features/cars/RenewAdvertPage.tsx', layout: true },
  [paths.favourites]: { module: 'features/cars/FavouritesPage.tsx', layout: true },
  [paths.add]: { module: 'features/cars/CarFormPage.tsx', layout: true },
  [paths.edit]: { module: 'features/cars/CarFormPage.tsx', layout: true },
  [paths.update]: { module: 'features/cars/CarFormPage.tsx', layout: true },
  [paths.profile]: { module: 'features/profile/ProfilePage.tsx', layout: true },
  [paths.contact]: { module: 'features/contact/ContactPage.tsx', layout: true },
  [ADMIN_PATHS]: { module: 'features/admin/AdminPage.tsx', layout: true },
  [paths.about]: { module: 'features/pages/AboutPage.tsx', layout: true },
  [paths.terms]: { module: 'features/pages/TermsPage.tsx', layout: true },
  [paths.privacy]: { module: 'features/pages/PrivacyPage.tsx', layout: true },
  [paths.faq]: { module: 'features/pages/FaqPage.tsx', layout: true },
  [paths.recovery]: { module: 'features/auth/RecoveryPage.tsx', layout: false },
  [paths.newPasswordRequest]: { module: 'features/auth/RecoveryPage.tsx', layout: false },
  [paths.register]: { module: 'features/auth/RegisterPage.tsx', layout: false },
  [paths.newPassword]: { module: 'features/auth/NewPasswordPage.tsx', layout: false },
  [paths.verifyEmail]: { module: 'features/auth/VerifyEmailPage.tsx', layout: false },
} satisfies Record<string, ScreenEntry>;

export type ScreenPath = keyof typeof screens;

/** What a screen loads besides its module: the API client, and past sign-in the texts too. */
export function screenModules({ module, layout }: ScreenEntry): string[] {
  return layout
    ? [LAYOUT_MODULE, module, 'i18n/screenNamespaces.ts', 'store/api.ts']
    : [module, 'store/api.ts'];
}
