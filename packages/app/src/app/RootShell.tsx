import { Suspense, lazy, useLayoutEffect, useRef, useState } from 'react';
import { RouterProvider as AriaRouterProvider, I18nProvider } from 'react-aria-components';
import { Outlet, useHref, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppLoader } from '../components/AppLoader';
import { useAppSelector } from '../store/hooks';
import { markRouteChange } from '../components/usePageTitle';

// The toast region's code loads with the first message: nothing on a first screen needs it, and
// the message waits in the toast slice until the region shows it (its 3500 ms start there).
const ToastHost = lazy(() =>
  import('../components/ToastHost').then((module) => ({ default: module.ToastHost })),
);

/** The toast region, from the first message on (then kept, so later toasts show at once). */
function Toasts() {
  const pending = useAppSelector((s) => s.toast.message !== null);
  const [wanted, setWanted] = useState(pending);
  if (pending && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}

/**
 * docs/product.md, “Route sets”: the page scrolls smoothly to the top on every route change, and
 * the new page's heading takes the focus (usePageTitle). Not on the first screen: a page that just
 * loaded is at its top already (the browser restores a reloaded page's place itself), and the call
 * would force the first screen's layout in the middle of its first render. A layout effect, so the
 * mark is set before the new page's own effects run.
 */
function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef<string | null>(pathname);
  useLayoutEffect(() => {
    if (first.current === pathname) return;
    first.current = null;
    markRouteChange();
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
  return null;
}

/**
 * The UI components format prices, kilometres, dates and numbers with react-aria's locale; without
 * a provider that is the browser's language. Every screen is Serbian (docs/product.md, “Copy”), in
 * the script of its texts.
 */
export const UI_LOCALE = 'sr-Latn-RS';

/** UI links (react-aria) navigate through the app's router; every screen formats in Serbian. */
export function RootShell() {
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  return (
    <I18nProvider locale={i18n.language === 'sr-Cyrl' ? 'sr-Cyrl-RS' : UI_LOCALE}>
      <AriaRouterProvider
        navigate={(href, options) => void navigate(href, options)}
        useHref={useHref}
      >
        <ScrollToTop />
        {/* While a screen's code loads on the first visit; later navigations keep the old screen. */}
        <Suspense fallback={<AppLoader />}>
          <Outlet />
        </Suspense>
        <Toasts />
      </AriaRouterProvider>
    </I18nProvider>
  );
}
