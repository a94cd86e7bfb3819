import { useEffect } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useLocation, useNavigate } from 'react-router';
import { ToastHost } from '../components/ToastHost';

/** Spec 2.1: the page scrolls smoothly to the top on every route change. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
  return null;
}

/** UI links (react-aria) navigate through the app's router. */
export function RootShell() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider
      navigate={(href, options) => void navigate(href, options)}
      useHref={useHref}
    >
      <ScrollToTop />
      <Outlet />
      <ToastHost />
    </AriaRouterProvider>
  );
}
