import { lazy, useEffect, useMemo, useState } from 'react';
import type { ComponentType, ReactElement } from 'react';
import { Navigate, matchPath, matchRoutes, useLocation, useRoutes } from 'react-router';
import type { Params, RouteMatch, RouteObject } from 'react-router';
import { safeReturnPath } from '@autoberza/contract';
import { paths } from '../paths';
import { AppLoader } from '../components/AppLoader';
import { NotFoundPage } from '../components/NotFoundPage';
// The sign-in screen is the first screen of most visits: it comes with the first bundle (no second
// round of requests), small as it is; it loads the API client itself once it is on screen.
import LoginPage from '../features/auth/LoginPage';
import { loadScreenNamespaces } from '../i18n';
import { useAppDispatch } from '../store/hooks';
import { loadApi } from '../store/loadApi';
import type { AppDispatch } from '../store/store';
import { RootShell } from './RootShell';
import { ADMIN_PATHS, LAYOUT_MODULE, screens } from './screens';
import type { ScreenPath } from './screens';

export interface RouteOptions {
  authenticated: boolean;
  isAdmin: boolean;
  /**
   * PUBLIC_BROWSING opens the car pages to visitors (the static pages are always open):
   * docs/product.md, “Public browsing”.
   */
  publicBrowsing: boolean;
}

type PageModule = { default: ComponentType };

/**
 * A screen's code, loaded on first render (it suspends meanwhile); `preload` starts it earlier
 * (see `preloadMatches`). Once loaded it renders at once, without suspending: a first visit
 * whose code came beside the first bundle shows its screen in the first render, instead of a
 * loader held for React's Suspense reveal throttle (300 ms).
 */
type LazyScreen = (() => ReactElement) & { preload: () => Promise<PageModule> };

// The screen modules, by their path under src/ (as screens.ts names them).
const screenLoaders = Object.fromEntries(
  Object.entries(
    import.meta.glob<PageModule>([
      '../components/Layout.tsx',
      '../features/*/*Page.tsx',
      '!../features/auth/LoginPage.tsx',
    ]),
  ).map(([file, load]) => [file.replace(/^\.\.\//, ''), load]),
);

const lazyScreens = new Map<string, LazyScreen>();

/**
 * The lazy component of a screen module, once per module. Past sign-in (`layout`) its texts load
 * with it, and every screen gets the API client (the modules screens.ts lists for preloading).
 */
function lazyScreen(module: string, layout: boolean): LazyScreen {
  const known = lazyScreens.get(module);
  if (known) return known;
  const load = screenLoaders[module];
  if (!load) throw new Error(`no screen module src/${module}`);
  let loading: Promise<PageModule> | undefined;
  let loaded: PageModule | undefined;
  const preload = () => {
    loading ??= Promise.all([load(), loadApi(), layout && loadScreenNamespaces()]).then(
      ([page]) => (loaded = page),
    );
    // A failed chunk load may be retried on the next render.
    loading.catch(() => (loading = undefined));
    return loading;
  };
  const Lazy = lazy(preload);
  function Screen() {
    // Decided once per mount, so the element type never changes under a mounted screen.
    const [Page] = useState(() => loaded?.default);
    return Page ? <Page /> : <Lazy />;
  }
  const screen = Object.assign(Screen, { preload });
  lazyScreens.set(module, screen);
  return screen;
}

/** A route whose element is a lazy screen; `handle` lets `preloadMatches` start its code. */
function lazyRoute(Screen: LazyScreen, path?: string, children?: RouteObject[]): RouteObject {
  return { path, element: <Screen />, handle: Screen, children };
}

/** The route of a path in screens.ts. */
const route = (path: ScreenPath) => {
  const { module, layout } = screens[path];
  return lazyRoute(lazyScreen(module, layout), path);
};

/** The layout around the screens past sign-in. */
const layoutRoute = (children: RouteObject[]) =>
  lazyRoute(lazyScreen(LAYOUT_MODULE, true), undefined, children);

/**
 * Starts the code of every matched screen (layout and page) at once, instead of the page only
 * after the layout rendered. `matches` is what `matchRoutes` gave for the location (matching
 * ranks every route, so callers match once and share the result).
 */
export function preloadMatches(matches: RouteMatch[]): Promise<unknown> {
  return Promise.all(
    matches.map((match) => (match.route.handle as LazyScreen | undefined)?.preload()),
  );
}

/**
 * Whether the matched routes end in a screen inside the layout (car, seller and static pages;
 * public browsing opens them to visitors) rather than a sign-in screen or a redirect: the pages
 * whose first HTML the server renders (entry-server.tsx).
 */
export function endsInLayoutScreen(matches: RouteMatch[]): boolean {
  const layout = lazyScreens.get(LAYOUT_MODULE);
  const last = matches.at(-1)?.route;
  return (
    Boolean(layout && last?.handle && last.handle !== layout) &&
    matches.some((match) => match.route.handle === layout)
  );
}

type Api = Awaited<ReturnType<typeof loadApi>>['api'];

/**
 * The request a screen makes first, sent beside its code instead of after it rendered: the car
 * detail's largest paint is the car's first photo, which waits for the car. The screen asks for
 * the same (endpoint, argument), so it takes this answer, or this request while it runs.
 */
const firstRequests: Partial<
  Record<ScreenPath, (api: Api, params: Params, dispatch: AppDispatch) => void>
> = {
  [paths.car]: (api, { id = '' }, dispatch) => {
    void dispatch(api.endpoints.getCar.initiate({ id }, { subscribe: false }));
  },
};

/**
 * Sends the first request of each matched screen (see `firstRequests`); main.tsx calls it before
 * the first render, the routes on every later navigation.
 */
export function startFirstRequests(matches: RouteMatch[], dispatch: AppDispatch): void {
  for (const { route, params } of matches) {
    const request = route.path ? firstRequests[route.path as ScreenPath] : undefined;
    if (!request) continue;
    void loadApi().then(({ api }) => {
      // Right after loadApi() injected the API slice the store has no `api` state until some
      // action passes the reducer, and RTK Query's request condition reads that state before
      // its own first action (a query dispatched now would fail without a request).
      dispatch({ type: 'app/apiLoaded' });
      request(api, params, dispatch);
    });
  }
}

/** docs/product.md, “Route sets”: /search is the car list; the query string is kept. */
function SearchRedirect() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: paths.cars, search }} replace />;
}

const carRoutes: RouteObject[] = [
  route(paths.root),
  route(paths.home),
  route(paths.cars),
  { path: paths.search, element: <SearchRedirect /> },
  route(paths.sellerCars),
  route(paths.car),
  route(paths.market),
];

const staticRoutes: RouteObject[] = [
  route(paths.about),
  route(paths.terms),
  route(paths.privacy),
  route(paths.faq),
];

/**
 * Where a page sends a signed-out reader: sign-in, which leads back here afterwards (decision 010).
 */
function ToLogin() {
  const { pathname, search } = useLocation();
  return <Navigate to={paths.login} replace state={{ from: `${pathname}${search}` }} />;
}

/** The screens past sign-in (the admin console apart): signed out, their addresses lead to sign-in. */
const signedInRoutes: RouteObject[] = [
  route(paths.myCars),
  route(paths.savedSearches),
  route(paths.favourites),
  route(paths.add),
  route(paths.edit),
  route(paths.update),
  route(paths.profile),
];
const signedInPaths = [...signedInRoutes.map((signedIn) => signedIn.path!), ADMIN_PATHS];
/** The car screens' paths (closed to visitors without public browsing). */
const carPaths = carRoutes.map((carRoute) => carRoute.path!);

/** Signed out, an address of ours that needs a session leads to sign-in; any other is a 404. */
function SignedOutElsewhere({ publicBrowsing }: { publicBrowsing: boolean }) {
  const { pathname } = useLocation();
  const closed = publicBrowsing ? signedInPaths : [...signedInPaths, ...carPaths];
  return closed.some((pattern) => matchPath(pattern, pathname)) ? (
    <ToLogin />
  ) : (
    <NotFoundPage standalone />
  );
}

/** The page a reader was sent to sign in from, when it is one of ours (a path, not a URL). */
export function returnPath(state: unknown): string | undefined {
  return safeReturnPath((state as { from?: unknown } | null)?.from);
}

/**
 * Signed in, a path of the signed-out routes leads to "/" (docs/product.md, “Route sets”), and
 * sign-in back to the page that sent the reader there (decision 010). "/" is a lazy screen: the
 * loader shows while its code comes.
 */
function AfterLogin() {
  const { pathname, state, search } = useLocation();
  // A guard's redirect carries the page in its state; a "Prijava" link in `?next=`.
  const from =
    pathname === paths.login
      ? (returnPath(state) ?? safeReturnPath(new URLSearchParams(search).get('next')))
      : undefined;
  return (
    <>
      <AppLoader />
      <Navigate to={from ?? paths.root} replace />
    </>
  );
}

const accountRoutes: RouteObject[] = [
  { path: paths.login, element: <LoginPage /> },
  route(paths.recovery),
  route(paths.newPasswordRequest),
  route(paths.register),
  route(paths.newPassword),
  route(paths.verifyEmail),
];

/** The two route sets (docs/product.md, “Route sets”), chosen by the session. */
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
          // Decision 010: the legal and information pages and the contact form are open in both
          // modes.
          layoutRoute([
            ...(publicBrowsing ? carRoutes : []),
            ...staticRoutes,
            route(paths.contact),
            // The unsubscribe link of an alert mail needs no sign-in (decision 014), nor does
            // the renewal link of an expiry mail (docs/product.md, “Expiry and renewal”).
            route(paths.unsubscribeSavedSearch),
            route(paths.renewAdvert),
          ]),
          { path: '*', element: <SignedOutElsewhere publicBrowsing={publicBrowsing} /> },
        ],
      },
    ];
  }
  return [
    {
      element: <RootShell />,
      children: [
        // docs/product.md, “Account states”: a mailed verification link verifies whether or not its
        // reader is signed in.
        route(paths.verifyEmail),
        layoutRoute([
          ...carRoutes,
          ...signedInRoutes,
          route(paths.unsubscribeSavedSearch),
          route(paths.renewAdvert),
          route(paths.contact),
          ...staticRoutes,
          ...(isAdmin ? [route(ADMIN_PATHS)] : []),
          { path: '*', element: <NotFoundPage /> },
        ]),
        // The signed-out screens (and the admin console for others) lead to "/" (docs/product.md, “Route sets”).
        ...[...accountRoutes.map((r) => r.path!), ...(isAdmin ? [] : [ADMIN_PATHS])]
          .filter((path) => path !== paths.verifyEmail)
          .map((path) => ({ path, element: <AfterLogin /> })),
      ],
    },
  ];
}

/**
 * The app's routes for the session (docs/product.md, “Route sets”), inside whichever router the
 * caller gives (the browser's in the app, a memory one in tests). The route set changes with the
 * session: after login "/login" leads to "/" (docs/product.md, “Route sets”), after logout (or a
 * 401) every page leads to "/login".
 */
export function AppRoutes(options: RouteOptions) {
  const { authenticated, isAdmin, publicBrowsing } = options;
  const routes = useMemo(
    () => buildRoutes({ authenticated, isAdmin, publicBrowsing }),
    [authenticated, isAdmin, publicBrowsing],
  );
  const location = useLocation();
  const { pathname } = location;
  const matches = useMemo(() => matchRoutes(routes, pathname) ?? [], [routes, pathname]);
  // A failed load shows on render (the screen's own attempt reaches the error boundary).
  preloadMatches(matches).catch(() => {});
  const dispatch = useAppDispatch();
  useEffect(() => startFirstRequests(matches, dispatch), [matches, dispatch]);
  return useRoutes(routes, location);
}
