import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter, matchRoutes } from 'react-router';
import { configureApiClient } from '@autoberza/api-client';
import { App } from './app/App';
import { buildRoutes, endsInLayoutScreen, preloadMatches, startFirstRequests } from './app/routes';
import { env } from './env';
import { i18nReady } from './i18n';
import type { Script } from './i18n/resources';
import { switchTexts } from './i18n/showScript';
import { loadApi } from './store/loadApi';
import { makeVisitorStore } from './store/store';

/**
 * The first screen of a page as the server sends it: the markup that goes into `#root`, and the
 * API answers it was rendered from (JSON, for `hydrateApiState` in the browser, main.tsx).
 */
export interface FirstScreen {
  html: string;
  state: string;
}

/**
 * Where the rendering store sends its requests; `fetchFn` answers them (the server, in process).
 */
const SERVER_ORIGIN = 'http://autoberza.internal';

/**
 * A query hook starts its request while rendering here (see the API client's `createApi`): each
 * pass renders, waits for the requests it started, and renders again with their answers, until a
 * pass starts none (a screen may ask for more once the first answer is in: a car, then its
 * seller's other cars). A bound, in case a screen keeps asking.
 */
const MAX_PASSES = 4;

/**
 * Renders the first screen of a public page for a visitor (with PUBLIC_BROWSING the car,
 * seller and static pages are open to visitors), so the browser paints it with the HTML instead
 * of after the JavaScript, which then hydrates it. The server calls it only with PUBLIC_BROWSING.
 * `fetchFn` answers the API requests. `null` for every other page (sign-in, account screens,
 * redirects): the server sends the loading shell, as for any signed-in reader. In `script`, the
 * reader's (docs/decisions/049-*): a render thread renders one page at a time, so the texts'
 * language is this page's until it is done.
 */
export async function renderFirstScreen(
  url: string,
  fetchFn: typeof fetch,
  script: Script = 'sr-Latn',
): Promise<FirstScreen | null> {
  const location = new URL(url, SERVER_ORIGIN);
  const routes = buildRoutes({ authenticated: false, isAdmin: false, publicBrowsing: true });
  const matches = matchRoutes(routes, location.pathname) ?? [];
  if (!endsInLayoutScreen(matches)) return null;

  await i18nReady;
  await switchTexts(script);
  const [{ api }] = await Promise.all([loadApi(), preloadMatches(matches)]);
  // Absolute: requests made off the browser have no page to be relative to (the same for every
  // page).
  configureApiClient({ baseUrl: new URL(env.VITE_API_URL, SERVER_ORIGIN).href });
  const store = makeVisitorStore(fetchFn);
  // The API slice joined the reducer when loadApi() first ran; this action gives this store its
  // state.
  store.dispatch({ type: 'app/apiLoaded' });
  // The screen's first request (the car of a detail page), as in the browser, before the first
  // pass: that pass then renders with its answer instead of a loader.
  startFirstRequests(matches, store.dispatch);
  await loadApi(); // startFirstRequests dispatches once this settles, before this await returns
  await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));

  const address = `${location.pathname}${location.search}`;
  const PageRouter = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={address}>{children}</StaticRouter>
  );
  const app = (
    <StrictMode>
      <App store={store} serverRouter={PageRouter} />
    </StrictMode>
  );
  let html = renderToString(app);
  for (let pass = 1; pass < MAX_PASSES; pass += 1) {
    const running = store.dispatch(api.util.getRunningQueriesThunk());
    if (running.length === 0) break;
    await Promise.all(running);
    html = renderToString(app);
  }
  // Finished answers only (a request still running after the last pass is made again in the
  // browser), with the tags that let a later change refetch them.
  const apiState = store.getState().api;
  if (!apiState) return null;
  const finished = Object.fromEntries(
    Object.entries(apiState.queries).filter(([, entry]) => entry?.status === 'fulfilled'),
  );
  const state = { queries: finished, mutations: {}, provided: apiState.provided };
  return { html, state: JSON.stringify(state) };
}
