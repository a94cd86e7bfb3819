/*
 * The contract between the web app (packages/app) and the server (packages/server): every name
 * both sides must spell alike lives here once. The server splices the app's built index.html and
 * links into the app from mail and push; the app reads what the server wrote into its page.
 * Change a name here and both sides follow; the server refuses to start on a build that no longer
 * has the markers it splices at (packages/server/src/lib/built-page.ts).
 */

/**
 * The app's routes (docs/product.md, “Route sets”, “Public browsing”): the app's router, its
 * links, and the server's links.
 */
export const paths = {
  login: '/login',
  recovery: '/recovery',
  newPasswordRequest: '/new-password',
  newPassword: '/new-password/:token',
  register: '/register',
  verifyEmail: '/verify-email/:token',
  root: '/',
  home: '/home',
  cars: '/cars',
  search: '/search',
  sellerCars: '/car-list/:userId',
  car: '/car/:id',
  market: '/trziste/:brand/:model',
  myCars: '/user/cars',
  savedSearches: '/user/searches',
  favourites: '/user/favourites',
  unsubscribeSavedSearch: '/saved-searches/unsubscribe',
  renewAdvert: '/adverts/renew',
  add: '/add',
  edit: '/edit/:id',
  update: '/update/:id',
  profile: '/profile',
  contact: '/contact-us',
  about: '/about-us',
  terms: '/terms-of-use',
  privacy: '/privacy-policy',
  faq: '/faq',
  admin: '/admin',
  adminPending: '/admin/pending',
  adminUsers: '/admin/users',
  adminSubscriptions: '/admin/subscriptions',
  adminMessages: '/admin/messages',
  adminReports: '/admin/reports',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/**
 * A route pattern with its `:params` filled in (each value URL-encoded), as the server builds
 * links into the app; the app itself uses React Router's `generatePath`. Throws on a missing value.
 */
export function pathTo(pattern: AppPath, params: Record<string, string> = {}): string {
  return pattern.replace(/:(\w+)/g, (_all, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`pathTo: no value for :${name} in ${pattern}`);
    return encodeURIComponent(value);
  });
}

/** The account pages (sign-in, registration, recovery, verification): never a page to return to. */
const ACCOUNT_PAGES = [
  paths.login,
  paths.register,
  paths.recovery,
  paths.newPasswordRequest,
  '/verify-email',
];

/**
 * The page to return to after signing in (`/login?next=...`), when it is a path of this site:
 * starts with one "/", no host, no backslash or control characters, not an account page.
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 1000) return undefined;
  const hasControl = [...value].some((c) => c.charCodeAt(0) < 32 || c === '\\');
  if (!value.startsWith('/') || value.startsWith('//') || hasControl) return undefined;
  const pathname = value.split(/[?#]/, 1)[0]!;
  if (ACCOUNT_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`)))
    return undefined;
  return value;
}

/** The sign-in page that leads back to `next` (plain `/login` for "/" or a path not ours). */
export function loginPath(next?: string): string {
  const back = safeReturnPath(next);
  return back && back !== paths.root
    ? `${paths.login}?next=${encodeURIComponent(back)}`
    : paths.login;
}

/** The element the app renders into; the server puts a rendered first screen in it. */
export const ROOT_ELEMENT_ID = 'root';

/** The JSON data block beside a rendered first screen: the API answers it was rendered from. */
export const FIRST_SCREEN_STATE_ID = 'first-screen-state';

/**
 * The app's loader (packages/app/public/load-app.js): on a rendered page it takes the module
 * script's place and starts the app once the page has loaded (decision 003).
 */
export const APP_LOADER = '/load-app.js';

/**
 * The cookie the app sets while a session is signed in on the browser (a hint without any secret):
 * a signed-in reader gets the loading shell, the first screen rendered by the server is a visitor's.
 */
export const SESSION_HINT_COOKIE = 'autoberza_session';

/**
 * The response header that carries a renewed session token (sliding expiry): the server sends
 * it on a request past half the session's idle time, the API client swaps the token in.
 */
export const SESSION_HEADER = 'x-session-token';

/** The meta tag in every page's head that carries the server's PUBLIC_BROWSING (decision 010). */
export const PUBLIC_BROWSING_META = 'autoberza:public-browsing';

/** The meta tag in every page's head that carries the server's SUPPORT_EMAIL, the users' contact. */
export const SUPPORT_EMAIL_META = 'autoberza:support-email';

/** The build's list of route preloads, beside index.html in the app's dist. */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/**
 * One entry of {@link ROUTE_PRELOADS_FILE}: a route pattern (`/car/:id`, `/admin/*`), the built
 * files its first visit needs beyond the first bundle, and, for a screen whose largest paint is a
 * car's first photo, the `sizes` of that <img>.
 */
export interface RoutePreload {
  path: string;
  files: string[];
  carPhotoSizes?: string;
}
