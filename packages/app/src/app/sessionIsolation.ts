import type { Persistor } from 'redux-persist';
import { hasSessionHint, type AppStore } from '../store/store';

/**
 * A visitor's page that the server rendered comes without Cross-Origin-Opener-Policy (decision
 * 003; the server's static plugin): such a page holds no session, and COOP would cost it a fresh
 * renderer process before its first paint. A session must not run in it, though, so once one
 * begins there (the visitor signs in), the page is loaded again as soon as the session is saved:
 * the server sends a signed-in browser (the cookie hint) the app's shell, with COOP.
 * Not when the hint is missing: a browser that refuses cookies would be sent the visitor's page
 * again (and reload it forever); there the session stays in this page.
 * Returns true when a session is already here (saved in this browser, its hint missing when the
 * page was asked for): the page is being loaded again, and the caller renders nothing.
 */
export function reloadIntoIsolation(
  store: AppStore,
  persistor: Pick<Persistor, 'flush'>,
  reload: () => void = () => window.location.reload(),
): boolean {
  let signedIn = store.getState().auth.isAuthenticated;
  if (signedIn && hasSessionHint()) {
    reload();
    return true;
  }
  store.subscribe(() => {
    const now = store.getState().auth.isAuthenticated;
    const began = now && !signedIn;
    signedIn = now;
    if (began && hasSessionHint()) void persistor.flush().then(reload);
  });
  return false;
}
