import { BrowserRouter, StaticRouter } from 'react-router';
import { useAppSelector } from '../store/hooks';
import { AppRoutes } from './routes';
import { readPublicBrowsing } from './runtimeConfig';

/**
 * The browser's router, or with `location` the server's (a page's first HTML, entry-server.tsx);
 * the route set follows the session (docs/product.md, “Route sets”; see `AppRoutes`). The server
 * renders only where visitors may browse, so its render is a public one.
 */
export function AppRouter({ location }: { location?: string }) {
  const authenticated = useAppSelector((s) => s.auth.isAuthenticated);
  const isAdmin = useAppSelector((s) => s.auth.role === 'admin');
  const routes = (
    <AppRoutes
      authenticated={authenticated}
      isAdmin={isAdmin}
      publicBrowsing={location !== undefined || readPublicBrowsing()}
    />
  );
  return location === undefined ? (
    <BrowserRouter>{routes}</BrowserRouter>
  ) : (
    <StaticRouter location={location}>{routes}</StaticRouter>
  );
}
