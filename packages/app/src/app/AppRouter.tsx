import { BrowserRouter, StaticRouter } from 'react-router';
import { env } from '../env';
import { useAppSelector } from '../store/hooks';
import { AppRoutes } from './routes';

/**
 * The browser's router, or with `location` the server's (a page's first HTML, entry-server.tsx);
 * the route set follows the session (spec 2.1, see `AppRoutes`).
 */
export function AppRouter({ location }: { location?: string }) {
  const authenticated = useAppSelector((s) => s.auth.isAuthenticated);
  const isAdmin = useAppSelector((s) => s.auth.role === 'admin');
  const routes = (
    <AppRoutes
      authenticated={authenticated}
      isAdmin={isAdmin}
      publicBrowsing={env.VITE_PUBLIC_BROWSING}
    />
  );
  return location === undefined ? (
    <BrowserRouter>{routes}</BrowserRouter>
  ) : (
    <StaticRouter location={location}>{routes}</StaticRouter>
  );
}
