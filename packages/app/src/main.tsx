import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { buildRoutes, preloadMatches, startFirstRequests } from './app/routes';
import { env } from './env';
import { makeStore } from './store/store';
import './styles.css';

const { store, rehydrated } = makeStore();

// The saved session comes back first (redux-persist), then the first screen's code (its
// modulepreload links came with the page) is awaited before the first render, so that render
// shows the screen instead of suspending into a loader; the static loading screen of index.html
// stays up meanwhile, and the screen's first request is already on its way. A failed load is left
// to the render.
void rehydrated.then(async () => {
  const { auth } = store.getState();
  const routes = buildRoutes({
    authenticated: auth.isAuthenticated,
    isAdmin: auth.role === 'admin',
    publicBrowsing: env.VITE_PUBLIC_BROWSING,
  });
  startFirstRequests(routes, window.location.pathname, store.dispatch);
  await preloadMatches(routes, window.location).catch(() => {});

  const root = createRoot(document.getElementById('root')!);
  // Rendered as a transition: React yields to the browser every few milliseconds instead of
  // building the whole first screen in one long task (a phone's input stays responsive).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    );
  });
});
