import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { FIRST_SCREEN_STATE_ID, ROOT_ELEMENT_ID } from '@autoberza/contract';
import { App } from './app/App';
import { buildRoutes, preloadMatches, startFirstRequests } from './app/routes';
import { i18nReady } from './i18n';
import { followBrowserScript } from './i18n/script';
import { readPublicBrowsing } from './app/runtimeConfig';
import { reloadIntoIsolation } from './app/sessionIsolation';
import { loadApi } from './store/loadApi';
import { makeStore } from './store/store';
import './styles.css';

/**
 * The API answers of a first screen the server rendered (packages/server lib/first-screen.ts puts
 * them beside `#root`), or null for a page that came with the loading shell.
 */
function firstScreenState(): unknown {
  const text = document.getElementById(FIRST_SCREEN_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Ends the current task: the browser may paint or handle input before the next start-up step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The start-up, in short tasks (a phone's CPU is four times slower than a desktop's, and every task
 * over 50 ms there blocks input): the texts, the saved session (redux-persist), the class merger's
 * tables, then the first screen's code (its modulepreload links came with the page), which is
 * awaited so the first render shows the screen instead of suspending into a loader; the static
 * loading screen of index.html stays up meanwhile, and the screen's first request is already on its
 * way. A failed load is left to the render. A public page the server rendered for a visitor
 * (docs/product.md, “Public browsing”) is on screen already: the app hydrates it with the API
 * answers it was rendered from. Such a page came without COOP: if this browser turns out to be
 * signed in, or signs in on it, the page is loaded again (the server then sends the signed-in
 * shell, with COOP; app/sessionIsolation.ts); a browser that refuses the cookie hint gets the
 * reader's own page rendered in its place.
 */
async function start() {
  await i18nReady;
  await nextTask();
  const { store, persistor, rehydrated } = makeStore();
  await rehydrated;
  const served = firstScreenState();
  // A visitor's page came without COOP: a session does not stay in it (app/sessionIsolation.ts).
  if (served !== null && reloadIntoIsolation(store, persistor)) return;
  await nextTask();

  const { auth } = store.getState();
  const routes = buildRoutes({
    authenticated: auth.isAuthenticated,
    isAdmin: auth.role === 'admin',
    publicBrowsing: readPublicBrowsing(),
  });
  const matches = matchRoutes(routes, window.location.pathname) ?? [];
  const hydrate = served !== null && !auth.isAuthenticated;
  if (hydrate) {
    const { hydrateApiState } = await loadApi();
    await nextTask();
    store.dispatch(hydrateApiState(served));
    await nextTask();
  }
  // A page the app renders itself starts in the browser's script; a served one in the script the
  // server rendered it in, and follows the browser's once hydrated (Layout.tsx). A failed load
  // leaves it in Latin.
  await followBrowserScript(hydrate).catch(() => {});
  startFirstRequests(matches, store.dispatch);
  await preloadMatches(matches).catch(() => {});
  await nextTask();

  const container = document.getElementById(ROOT_ELEMENT_ID)!;
  const app = (
    <StrictMode>
      <App store={store} />
    </StrictMode>
  );
  // Rendered as a transition: React yields to the browser every few milliseconds instead of
  // building (or hydrating) the whole first screen in one long task (a phone's input stays
  // responsive).
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

void start();
