import { lazy, Suspense, useEffect, useState } from 'react';
import type { ComponentProps } from 'react';

/*
 * The comparison's controls load with the car screens, after them: they are not part of the
 * first bundle nor of the sign-in path, and the tray lives in the browser (localStorage), so they
 * render only once the page runs there (a page rendered by the server has none).
 */
const controls = () => import('./CompareControls');
const Toggle = lazy(() => controls().then((m) => ({ default: m.CompareToggle })));
const Tray = lazy(() => controls().then((m) => ({ default: m.CompareTray })));
const Page = lazy(() => controls().then((m) => ({ default: m.Comparison })));

function useInBrowser(): boolean {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  return inBrowser;
}

export function LazyCompareToggle(props: ComponentProps<typeof Toggle>) {
  return useInBrowser() ? (
    <Suspense fallback={null}>
      <Toggle {...props} />
    </Suspense>
  ) : null;
}

export function LazyCompareTray() {
  return useInBrowser() ? (
    <Suspense fallback={null}>
      <Tray />
    </Suspense>
  ) : null;
}

/** The comparison (CarListPage at `?compare=`), with its code loaded on demand like the tray's. */
export function LazyComparison() {
  return useInBrowser() ? (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  ) : null;
}
