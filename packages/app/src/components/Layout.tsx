import { Outlet } from 'react-router';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { HydratesApart } from './HydratesApart';

/** The common layout of the signed-in screens (spec 2.1): header, page, footer. */
export default function Layout() {
  return (
    <div className="flex min-h-screen flex-col bg-canvas text-ink">
      <HydratesApart>
        <AppHeader />
      </HydratesApart>
      <div className="flex-1">
        <Outlet />
      </div>
      <HydratesApart>
        <AppFooter />
      </HydratesApart>
    </div>
  );
}
