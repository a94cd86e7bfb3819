import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { UnknownAction } from '@reduxjs/toolkit';

/**
 * What the client needs from the host app, injected once at start-up so this package never
 * imports the app: where the session token lives in the store, and how to sign out.
 */
export interface ApiClientConfig {
  baseUrl: string;
  selectToken: (state: unknown) => string | null | undefined;
  unauthorizedAction: () => UnknownAction;
}

const config: ApiClientConfig = {
  baseUrl: '/api',
  selectToken: () => null,
  unauthorizedAction: () => ({ type: 'auth/unauthorized' }),
};

export function configureApiClient(options: Partial<ApiClientConfig>): void {
  Object.assign(config, options);
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/',
  credentials: 'include',
  prepareHeaders: (headers, { getState }) => {
    const token = config.selectToken(getState());
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

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

/** Adds the configured base URL and signs the user out on a 401 to an authenticated call. */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const hadToken = Boolean(config.selectToken(api.getState()));
  const result = await rawBaseQuery(withBase(args), api, extraOptions);
  if (result.error?.status === 401 && hadToken) {
    api.dispatch(config.unauthorizedAction());
  }
  return result;
};

export const tagTypes = [
  'Me',
  'Preferences',
  'Subscription',
  'Lookup',
  'Car',
  'AdminUser',
  'AdminSubscription',
  'AdminMessage',
] as const;

/** The one empty API; the generated endpoints are injected into it (see openapi-config.cjs). */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes,
  endpoints: () => ({}),
});
