import { Suspense, lazy, useEffect } from 'react';
import { RouterProvider as AriaRouterProvider, I18nProvider } from 'react-aria-components';
import { Outlet, useHref, useLocation, useNavigate } from 'react-router';
import { AppLoader } from '../components/AppLoader';

// The toast region loads right after the first screen: nothing on it is needed to start, and a
// message raised meanwhile waits in the toast slice.
const ToastHost = lazy(() =>
  import('../components/ToastHost').then((module) => ({ default: module.ToastHost })),
);

/** Spec 2.1: the page scrolls smoothly to the top on every route change. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
  return null;
}

/**
 * The UI components format prices, kilometres, dates and numbers with react-aria's locale;
 * without a provider that is the browser's language. Every screen is Serbian (spec section 3).
 */
export const UI_LOCALE = 'sr-Latn-RS';

/** UI links (react-aria) navigate through the app's router; every screen formats in Serbian. */
export function RootShell() {
  const navigate = useNavigate();
  return (
    <I18nProvider locale={UI_LOCALE}>
      <AriaRouterProvider
        navigate={(href, options) => void navigate(href, options)}
        useHref={useHref}
      >
        <ScrollToTop />
        {/* While a screen's code loads on the first visit; later navigations keep the old screen. */}
        <Suspense fallback={<AppLoader />}>
          <Outlet />
        </Suspense>
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      </AriaRouterProvider>
    </I18nProvider>
  );
}
