import { lazy, useMemo } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { Navigate, matchRoutes, useLocation, useRoutes } from 'react-router';
import type { Location, RouteObject } from 'react-router';
import { paths } from '../paths';
import { AppLoader } from '../components/AppLoader';
// The sign-in screen is the first screen of most visits: it comes with the first bundle (no second
// round of requests), small as it is; it loads the API client itself once it is on screen.
import LoginPage from '../features/auth/LoginPage';
import { loadScreenNamespaces } from '../i18n';
import { loadApi } from '../store/loadApi';
import { RootShell } from './RootShell';

export interface RouteOptions {
  authenticated: boolean;
  isAdmin: boolean;
  /** D16: PUBLIC_BROWSING opens the car and static pages to visitors. */
  publicBrowsing: boolean;
}

type PageModule = { default: ComponentType };

/** A screen's code, loaded on first render; `preload` starts it earlier (see `preloadMatches`). */
interface LazyScreen extends LazyExoticComponent<ComponentType> {
  preload: () => Promise<PageModule>;
}

function lazyScreen(load: () => Promise<unknown>[]): LazyScreen {
  let loading: Promise<PageModule> | undefined;
  const preload = () => {
    loading ??= Promise.all(load()).then(([module]) => module as PageModule);
    // A failed chunk load may be retried on the next render.
    loading.catch(() => (loading = undefined));
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
}

/** A signed-out screen: the API client joins the store with its code. */
const page = (load: () => Promise<PageModule>) => lazyScreen(() => [load(), loadApi()]);

/** A screen past sign-in: its texts (cars, profile, admin, pages) and the API load with its code. */
const screen = (load: () => Promise<PageModule>) =>
  lazyScreen(() => [load(), loadScreenNamespaces(), loadApi()]);

const Layout = screen(() => import('../components/Layout'));
const HomePage = screen(() => import('../features/cars/HomePage'));
const CarListPage = screen(() => import('../features/cars/CarListPage'));
const CarDetailPage = screen(() => import('../features/cars/CarDetailPage'));
const MyCarsPage = screen(() => import('../features/cars/MyCarsPage'));
const CarFormPage = screen(() => import('../features/cars/CarFormPage'));
const ProfilePage = screen(() => import('../features/profile/ProfilePage'));
const ContactPage = screen(() => import('../features/contact/ContactPage'));
const AdminPage = screen(() => import('../features/admin/AdminPage'));
const AboutPage = screen(() => import('../features/pages/AboutPage'));
const TermsPage = screen(() => import('../features/pages/TermsPage'));
const PrivacyPage = screen(() => import('../features/pages/PrivacyPage'));
const FaqPage = screen(() => import('../features/pages/FaqPage'));
const RecoveryPage = page(() => import('../features/auth/RecoveryPage'));
const RegisterPage = page(() => import('../features/auth/RegisterPage'));
const NewPasswordPage = page(() => import('../features/auth/NewPasswordPage'));
const VerifyEmailPage = page(() => import('../features/auth/VerifyEmailPage'));

/** A route whose element is a lazy screen; `handle` lets `preloadMatches` start its code. */
const route = (path: string | undefined, Screen: LazyScreen, children?: RouteObject[]) => ({
  path,
  element: <Screen />,
  handle: Screen,
  children,
});

/**
 * Starts the code of every screen the location matches (layout and page) at once, instead of
 * the page only after the layout rendered.
 */
export function preloadMatches(routes: RouteObject[], location: Partial<Location> | string) {
  for (const match of matchRoutes(routes, location) ?? []) {
    void (match.route.handle as LazyScreen | undefined)?.preload();
  }
}

/** D23: /search is the car list; the query string is kept. */
function SearchRedirect() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: paths.cars, search }} replace />;
}

const carRoutes: RouteObject[] = [
  route(paths.root, HomePage),
  route(paths.home, HomePage),
  route(paths.cars, CarListPage),
  { path: paths.search, element: <SearchRedirect /> },
  route(paths.sellerCars, CarListPage),
  route(paths.car, CarDetailPage),
];

const staticRoutes: RouteObject[] = [
  route(paths.about, AboutPage),
  route(paths.terms, TermsPage),
  route(paths.privacy, PrivacyPage),
  route(paths.faq, FaqPage),
];

const accountRoutes: RouteObject[] = [
  { path: paths.login, element: <LoginPage /> },
  route(paths.recovery, RecoveryPage),
  route(paths.newPasswordRequest, RecoveryPage),
  route(paths.register, RegisterPage),
  route(paths.newPassword, NewPasswordPage),
  route(paths.verifyEmail, VerifyEmailPage),
];

/** The two route sets of spec 2.1, chosen by the session. */
export function buildRoutes({
  authenticated,
  isAdmin,
  publicBrowsing,
}: RouteOptions): RouteObject[] {
  if (!authenticated) {
    return [
      {
        element: <RootShell />,
        children: [
          ...accountRoutes,
          ...(publicBrowsing ? [route(undefined, Layout, [...carRoutes, ...staticRoutes])] : []),
          { path: '*', element: <Navigate to={paths.login} replace /> },
        ],
      },
    ];
  }
  return [
    {
      element: <RootShell />,
      children: [
        // D12: a mailed verification link verifies whether or not its reader is signed in.
        route(paths.verifyEmail, VerifyEmailPage),
        route(undefined, Layout, [
          ...carRoutes,
          route(paths.myCars, MyCarsPage),
          route(paths.add, CarFormPage),
          route(paths.edit, CarFormPage),
          route(paths.update, CarFormPage),
          route(paths.profile, ProfilePage),
          route(paths.contact, ContactPage),
          ...staticRoutes,
          ...(isAdmin ? [route(`${paths.admin}/*`, AdminPage)] : []),
        ]),
        {
          path: '*',
          // "/" is a lazy screen: the loader shows while its code comes (after login, D23).
          element: (
            <>
              <AppLoader />
              <Navigate to={paths.root} replace />
            </>
          ),
        },
      ],
    },
  ];
}

/**
 * The app's routes for the session (spec 2.1), inside whichever router the caller gives (the
 * browser's in the app, a memory one in tests). The route set changes with the session: after
 * login "/login" leads to "/" (D23), after logout (or a 401) every page leads to "/login".
 */
export function AppRoutes(options: RouteOptions) {
  const { authenticated, isAdmin, publicBrowsing } = options;
  const routes = useMemo(
    () => buildRoutes({ authenticated, isAdmin, publicBrowsing }),
    [authenticated, isAdmin, publicBrowsing],
  );
  const location = useLocation();
  preloadMatches(routes, location);
  return useRoutes(routes, location);
}
