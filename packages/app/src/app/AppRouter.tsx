import { BrowserRouter } from 'react-router';
import { env } from '../env';
import { useAppSelector } from '../store/hooks';
import { AppRoutes } from './routes';

/** The browser's router; the route set follows the session (spec 2.1, see `AppRoutes`). */
export function AppRouter() {
  const authenticated = useAppSelector((s) => s.auth.isAuthenticated);
  const isAdmin = useAppSelector((s) => s.auth.role === 'admin');
  return (
    <BrowserRouter>
      <AppRoutes
        authenticated={authenticated}
        isAdmin={isAdmin}
        publicBrowsing={env.VITE_PUBLIC_BROWSING}
      />
    </BrowserRouter>
  );
}
