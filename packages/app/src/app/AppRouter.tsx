import { useEffect, useMemo } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { env } from '../env';
import { useAppSelector } from '../store/hooks';
import { buildRoutes } from './routes';

/** Rebuilds the router when the session changes: the route set follows the session (spec 2.1). */
export function AppRouter() {
  const authenticated = useAppSelector((s) => s.auth.isAuthenticated);
  const isAdmin = useAppSelector((s) => s.auth.role === 'admin');
  const router = useMemo(
    () =>
      createBrowserRouter(
        buildRoutes({ authenticated, isAdmin, publicBrowsing: env.VITE_PUBLIC_BROWSING }),
      ),
    [authenticated, isAdmin],
  );
  useEffect(() => () => router.dispose(), [router]);
  return <RouterProvider router={router} />;
}
