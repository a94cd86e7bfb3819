import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { Button } from '@autoberza/ui/Button';
import { Link } from '@autoberza/ui/Link';
import { paths } from '../paths';
import { useAppSelector } from '../store/hooks';
import { useSignOut } from './useSignOut';

/** Spec 2.14: logo to /home, "Postavi oglas", the user menu, a hamburger on mobile. */
export function AppHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [openPath, setOpenPath] = useState<string | null>(null);
  const open = openPath === pathname; // closes itself on navigation
  const isAuthenticated = useAppSelector((s) => s.auth.isAuthenticated);
  const isAdmin = useAppSelector((s) => s.auth.role === 'admin');
  const signOut = useSignOut();

  const menu = isAuthenticated ? (
    <>
      <Link variant="subtle" href={paths.cars}>
        {t('common:nav.cars')}
      </Link>
      <Link variant="subtle" href={paths.myCars}>
        {t('common:nav.myCars')}
      </Link>
      <Link variant="subtle" href={paths.profile}>
        {t('common:nav.myAccount')}
      </Link>
      {isAdmin && (
        <Link variant="subtle" href={paths.admin}>
          {t('common:nav.admin')}
        </Link>
      )}
      <Link variant="button" href={paths.add}>
        {t('common:nav.postAd')}
      </Link>
      <Button variant="quiet" onPress={signOut}>
        {t('common:nav.logout')}
      </Button>
    </>
  ) : (
    <>
      <Link variant="subtle" href={paths.cars}>
        {t('common:nav.cars')}
      </Link>
      <Link variant="button" href={paths.login}>
        {t('common:nav.login')}
      </Link>
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface">
      <div className="mx-auto flex max-w-(--container-page) items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <RouterLink to={paths.home} className="text-xl font-bold text-primary-700">
          {t('common:appName')}
        </RouterLink>
        <nav aria-label={t('common:nav.main')} className="hidden items-center gap-4 md:flex">
          {menu}
        </nav>
        <Button
          variant="quiet"
          className="md:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          onPress={() => setOpenPath(open ? null : pathname)}
        >
          {open ? t('common:nav.closeMenu') : t('common:nav.openMenu')}
        </Button>
      </div>
      {open && (
        <nav
          id="mobile-menu"
          aria-label={t('common:nav.main')}
          className="flex flex-col gap-3 border-t border-line px-4 py-4 md:hidden"
        >
          {menu}
        </nav>
      )}
    </header>
  );
}
