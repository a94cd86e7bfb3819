import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { useAppSelector } from '../store/hooks';
import { AppRoutes } from './routes';
import { readPublicBrowsing } from './runtimeConfig';

/**
 * The router the server renders a page's first HTML in (entry-server.tsx: react-router's
 * StaticRouter at the page's address). It comes from there, so the browser's first bundle does
 * not carry the server's router (docs/product.md, “Performance targets”).
 */
export type ServerRouter = ComponentType<{ children: ReactNode }>;

/**
 * The browser's router, or the server's (see `ServerRouter`); the route set follows the session
 * (docs/product.md, “Route sets”; see `AppRoutes`). The server renders only where visitors may
 * browse, so its render is a public one.
 */
export function AppRouter({ serverRouter }: { serverRouter?: ServerRouter }) {
  const authenticated = useAppSelector((s) => s.auth.isAuthenticated);
  const isAdmin = useAppSelector((s) => s.auth.role === 'admin');
  const Router = serverRouter ?? BrowserRouter;
  return (
    <Router>
      <AppRoutes
        authenticated={authenticated}
        isAdmin={isAdmin}
        publicBrowsing={serverRouter !== undefined || readPublicBrowsing()}
      />
    </Router>
  );
}
