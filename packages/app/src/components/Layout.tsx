import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { followBrowserScript } from '../i18n/script';
import { restoreKeptScript } from '../i18n/showScript';
import { useProfileScript } from '../features/profile/useProfileScript';
import { usePush } from '../features/push/usePush';
import { Outlet } from 'react-router';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { HydratesApart, afterHydration, useIsHydrating } from './HydratesApart';

const CONTENT_ID = 'sadrzaj';

/**
 * The first stop of the Tab key: it jumps over the header's links to the page. Hidden until
 * focused; moves the focus itself, so the address keeps no "#" fragment.
 */
function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(CONTENT_ID)?.focus();
      }}
      className="sr-only rounded-field bg-surface px-4 py-2 font-semibold text-primary-700 shadow-card focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50 focus:outline-2 focus:outline-primary-600"
    >
      {t('common:skipToContent')}
    </a>
  );
}

/**
 * The common layout of the signed-in screens (docs/product.md, “Route sets”): header, page, footer.
 */
export default function Layout() {
  // Push starts past sign-in, which every signed-in screen is inside: its code stays out of the
  // sign-in screen's bundle.
  usePush();
  useProfileScript();
  // A page the server rendered (only such pages are, all inside this layout) hydrates in the
  // script it was rendered in; the browser's script follows once every part has hydrated. A page
  // the app rendered itself is in that script already (main.tsx).
  const hydrating = useIsHydrating() && typeof window !== 'undefined';
  const [hydrated] = useState(hydrating); // as it was at first: it turns false once hydrated
  useEffect(() => {
    void (hydrated ? afterHydration() : Promise.resolve()).then(() => {
      restoreKeptScript();
      return followBrowserScript();
    });
  }, [hydrated]);
  return (
    // A page with a call bar fixed at the bottom (phones) is padded by the bar's height.
    <div className="flex min-h-screen flex-col bg-canvas text-ink max-lg:has-[[data-call-bar]]:pb-[calc(4.5rem+env(safe-area-inset-bottom))]">
      <SkipLink />
      <HydratesApart>
        <AppHeader />
      </HydratesApart>
      <div id={CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </div>
      <HydratesApart>
        <AppFooter />
      </HydratesApart>
    </div>
  );
}
