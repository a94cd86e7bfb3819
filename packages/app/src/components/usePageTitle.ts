import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

// Set by the router shell when the route changes in the app (not on the first screen, where the
// browser starts at the top of the document), taken by the next page that knows its title.
let headingFocusPending = false;

/** The app moved to another route: the next page's heading takes the focus. */
export function markRouteChange(): void {
  headingFocusPending = true;
}

function focusMainHeading(): void {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector('h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}

/**
 * The page's `<title>` ("Volkswagen Taigo 2025, 25.990 € | AutoBerza"; the name alone for an empty
 * title), and, after a route change in the app, focus on the page's main heading so screen
 * readers announce the new page. Pass `undefined` while the title is not known yet (a car that is
 * loading): the heading gets the focus once it is there.
 */
export function usePageTitle(title: string | undefined): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (title === undefined) return;
    document.title = title ? t('common:pageTitle', { title }) : t('common:appName');
    if (headingFocusPending) {
      headingFocusPending = false;
      focusMainHeading();
    }
  }, [title, t]);
}
