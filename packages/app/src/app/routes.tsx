import type { ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { RouteObject } from 'react-router';
import { paths } from '../paths';
import { AppLoader } from '../components/AppLoader';
import { loadScreenNamespaces } from '../i18n';
import { RootShell } from './RootShell';

export interface RouteOptions {
  authenticated: boolean;
  isAdmin: boolean;
  /** D16: PUBLIC_BROWSING opens the car and static pages to visitors. */
  publicBrowsing: boolean;
}

type PageModule = { default: ComponentType };
const page = (load: () => Promise<PageModule>) => async () => ({
  Component: (await load()).default,
});

/** A screen past sign-in: its texts (cars, profile, admin, pages) load with its code. */
const screen = (load: () => Promise<PageModule>) => async () => {
  const [module] = await Promise.all([load(), loadScreenNamespaces()]);
  return { Component: module.default };
};

/** D23: /search is the car list; the query string is kept. */
function SearchRedirect() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: paths.cars, search }} replace />;
}

const layout = screen(() => import('../components/Layout'));

const carRoutes: RouteObject[] = [
  { path: paths.root, lazy: screen(() => import('../features/cars/HomePage')) },
  { path: paths.home, lazy: screen(() => import('../features/cars/HomePage')) },
  { path: paths.cars, lazy: screen(() => import('../features/cars/CarListPage')) },
  { path: paths.search, element: <SearchRedirect /> },
  { path: paths.sellerCars, lazy: screen(() => import('../features/cars/CarListPage')) },
  { path: paths.car, lazy: screen(() => import('../features/cars/CarDetailPage')) },
];

const staticRoutes: RouteObject[] = [
  { path: paths.about, lazy: screen(() => import('../features/pages/AboutPage')) },
  { path: paths.terms, lazy: screen(() => import('../features/pages/TermsPage')) },
  { path: paths.privacy, lazy: screen(() => import('../features/pages/PrivacyPage')) },
  { path: paths.faq, lazy: screen(() => import('../features/pages/FaqPage')) },
];

const accountRoutes: RouteObject[] = [
  { path: paths.login, lazy: page(() => import('../features/auth/LoginPage')) },
  { path: paths.recovery, lazy: page(() => import('../features/auth/RecoveryPage')) },
  { path: paths.newPasswordRequest, lazy: page(() => import('../features/auth/RecoveryPage')) },
  { path: paths.register, lazy: page(() => import('../features/auth/RegisterPage')) },
  { path: paths.newPassword, lazy: page(() => import('../features/auth/NewPasswordPage')) },
  { path: paths.verifyEmail, lazy: page(() => import('../features/auth/VerifyEmailPage')) },
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
        hydrateFallbackElement: <AppLoader />,
        children: [
          ...accountRoutes,
          ...(publicBrowsing ? [{ lazy: layout, children: [...carRoutes, ...staticRoutes] }] : []),
          { path: '*', element: <Navigate to={paths.login} replace /> },
        ],
      },
    ];
  }
  return [
    {
      element: <RootShell />,
      hydrateFallbackElement: <AppLoader />,
      children: [
        {
          lazy: layout,
          children: [
            ...carRoutes,
            { path: paths.myCars, lazy: screen(() => import('../features/cars/MyCarsPage')) },
            { path: paths.add, lazy: screen(() => import('../features/cars/CarFormPage')) },
            { path: paths.edit, lazy: screen(() => import('../features/cars/CarFormPage')) },
            { path: paths.update, lazy: screen(() => import('../features/cars/CarFormPage')) },
            { path: paths.profile, lazy: screen(() => import('../features/profile/ProfilePage')) },
            { path: paths.contact, lazy: screen(() => import('../features/contact/ContactPage')) },
            ...staticRoutes,
            ...(isAdmin
              ? [
                  {
                    path: `${paths.admin}/*`,
                    lazy: screen(() => import('../features/admin/AdminPage')),
                  },
                ]
              : []),
          ],
        },
        { path: '*', element: <Navigate to={paths.root} replace /> },
      ],
    },
  ];
}
