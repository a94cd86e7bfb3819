import {
  buildCreateApi,
  coreModule,
  fetchBaseQuery,
  reactHooksModule,
} from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { SESSION_HEADER } from '@autoberza/contract';
import { xhrFetch } from './xhrFetch';
import type { UploadProgress } from './xhrFetch';

/**
 * What the client needs from the host app, injected once at start-up so this package never
 * imports the app: where the session token lives in the store, and how to sign out.
 */
export interface ApiClientConfig {
  baseUrl: string;
  selectToken: (state: unknown) => string | null | undefined;
  unauthorizedAction: () => UnknownAction;
  /** The server renewed the session (sliding expiry): the new token replaces the old one. */
  tokenRenewedAction: (token: string) => UnknownAction;
  /**
   * The language the app shows (`sr-Latn`, `sr-Cyrl`), sent as Accept-Language: the server writes
   * its messages in that script (a signed-in user's own setting comes first).
   */
  language: () => string | undefined;
}

/**
 * What a store may hand its requests (its thunk `extraArgument`): `fetchFn` sends them instead of
 * the global `fetch`. The server's render of a page sends them to its own routes in process, each
 * page's store on behalf of its own visitor (the app's entry-server.tsx).
 */
export interface ApiExtra {
  fetchFn?: typeof fetch;
}

const config: ApiClientConfig = {
  baseUrl: '/api',
  selectToken: () => null,
  unauthorizedAction: () => ({ type: 'auth/unauthorized' }),
  tokenRenewedAction: (token) => ({ type: 'auth/tokenRenewed', payload: token }),
  language: () => undefined,
};

export function configureApiClient(options: Partial<ApiClientConfig>): void {
  Object.assign(config, options);
}

const fetchOptions: Parameters<typeof fetchBaseQuery>[0] = {
  baseUrl: '/',
  credentials: 'include',
  prepareHeaders: (headers, { getState }) => {
    const token = config.selectToken(getState());
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const language = config.language();
    if (language) headers.set('Accept-Language', language);
    return headers;
  },
};
const rawBaseQuery = fetchBaseQuery(fetchOptions);
const rawByFetch = new WeakMap<typeof fetch, typeof rawBaseQuery>();

/** What a call may ask of the base query beyond its arguments. */
export interface BaseQueryExtraOptions {
  /** Send through XMLHttpRequest and report the upload's progress (photo uploads). */
  onUploadProgress?: UploadProgress;
}

/** The request sender for a store's `fetchFn` (one per function), else the global `fetch`'s. */
function rawBaseQueryFor(extra: unknown, options?: BaseQueryExtraOptions): typeof rawBaseQuery {
  if (options?.onUploadProgress)
    return fetchBaseQuery({ ...fetchOptions, fetchFn: xhrFetch(options.onUploadProgress) });
  const fetchFn = (extra as ApiExtra | undefined)?.fetchFn;
  if (!fetchFn) return rawBaseQuery;
  let raw = rawByFetch.get(fetchFn);
  if (!raw) {
    raw = fetchBaseQuery({ ...fetchOptions, fetchFn });
    rawByFetch.set(fetchFn, raw);
  }
  return raw;
}

/**
 * The OpenAPI document's paths carry the server's `/api` mount (`/api/user/login`); the
 * configured base URL (VITE_API_URL, default `/api`) takes its place.
 */
export function resolveUrl(url: string, baseUrl: string = config.baseUrl): string {
  const base = baseUrl.replace(/\/$/, '');
  const path = url.startsWith('/api/') || url === '/api' ? url.slice(4) : url;
  return `${base}${path}`;
}

const withBase = (args: string | FetchArgs): string | FetchArgs =>
  typeof args === 'string' ? resolveUrl(args) : { ...args, url: resolveUrl(args.url) };

/**
 * Adds the configured base URL, signs the user out on a 401 to an authenticated call, and takes
 * a renewed session token from any answer.
 */
export const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  BaseQueryExtraOptions
> = async (args, api, extraOptions) => {
  const hadToken = Boolean(config.selectToken(api.getState()));
  const result = await rawBaseQueryFor(api.extra, extraOptions)(withBase(args), api, {});
  if (result.error?.status === 401 && hadToken) {
    api.dispatch(config.unauthorizedAction());
  }
  const renewed = result.meta?.response?.headers.get(SESSION_HEADER);
  if (renewed && hadToken) api.dispatch(config.tokenRenewedAction(renewed));
  return result;
};

export const tagTypes = [
  'Me',
  'Preferences',
  'Subscription',
  'Lookup',
  'Car',
  'Favourite',
  'FavouriteUnseen',
  'AdminUser',
  'AdminSubscription',
  'AdminMessage',
  'AdminAudit',
  'AdminReport',
  'AdminStatement',
  'SavedSearch',
  'Dealer',
] as const;

/**
 * Hands the API cache of a page the server rendered to the browser's store (`extractRehydrationInfo`,
 * RTK Query's way of taking over server-fetched answers): the first screen then hydrates with the
 * very data its HTML was rendered from, and asks the server for none of it again.
 */
export const hydrateApiState = (state: unknown) => ({
  type: 'api/hydrateFromServer' as const,
  payload: state,
});

/**
 * Off the browser (the server rendering a page's first HTML) a query hook starts its request while
 * rendering, as effects never run there; the renderer waits for the requests and renders again.
 * In the browser hooks start requests in effects, as usual.
 */
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }),
);

/** The one empty API; the generated endpoints are injected into it (see openapi-config.cjs). */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes,
  endpoints: () => ({}),
  extractRehydrationInfo(action) {
    const { type, payload } = action as ReturnType<typeof hydrateApiState>;
    // The payload is the `api` state the server rendered with (what its store held).
    return type === 'api/hydrateFromServer' ? (payload as never) : undefined;
  },
});
