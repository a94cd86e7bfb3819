import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useGetFavouritesUnseenQuery } from '@autoberza/api-client';
import { Header } from '@autoberza/ui/Header';
import type { HeaderMenuItem } from '@autoberza/ui/Header';
import { imageUrl } from '../lib/imageUrl';
import { loginPath, paths, registerPath } from '../paths';
import { useAppSelector } from '../store/hooks';
import { AppScriptSwitch } from './AppScriptSwitch';
import { useSignOut } from './useSignOut';

/**
 * docs/product.md, “Header and footer”: logo to /home, "Postavi oglas", the user menu, a hamburger
 * on mobile.
 */
export function AppHeader() {
  const { t } = useTranslation();
  const auth = useAppSelector((s) => s.auth);
  const signOut = useSignOut();
  const user = auth.isAuthenticated ? auth.user : null;
  // Signing in (or registering) from a page leads back to it.
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  // Changes of followed adverts since the list was last opened (it marks them seen).
  const { data: unseen } = useGetFavouritesUnseenQuery(undefined, { skip: !user });
  const changed = unseen?.count ?? 0;
  const changedLabel = t('common:nav.favouritesChanged', { count: changed });

  const items: HeaderMenuItem[] = [
    { id: 'my-cars', label: t('common:nav.myCars'), href: paths.myCars },
    { id: 'saved-searches', label: t('common:nav.savedSearches'), href: paths.savedSearches },
    {
      id: 'favourites',
      label: t('common:nav.favourites'),
      href: paths.favourites,
      count: changed,
      countLabel: changedLabel,
    },
    { id: 'profile', label: t('common:nav.myAccount'), href: paths.profile },
    ...(auth.role === 'admin'
      ? [{ id: 'admin', label: t('common:nav.admin'), href: paths.admin }]
      : []),
    { id: 'logout', label: t('common:nav.logout'), onAction: signOut },
  ];

  return (
    <Header
      logo={t('common:appName')}
      logoLabel={t('common:nav.logoLabel')}
      homeHref={paths.home}
      postAdvert={{ label: t('common:nav.postAd'), href: paths.add }}
      navLinks={[{ label: t('common:nav.search'), href: paths.cars }]}
      userMenu={
        user
          ? {
              label: `${user.firstName} ${user.lastName}`,
              items,
              avatarSrc: imageUrl(user.image),
              initials: `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`,
              count: changed,
              countLabel: changedLabel,
            }
          : undefined
      }
      guestLinks={[
        { label: t('common:nav.login'), href: loginPath(here) },
        { label: t('common:nav.register'), href: registerPath(here) },
      ]}
      navLabel={t('common:nav.main')}
      menuLabel={t('common:nav.openMenu')}
      extra={<AppScriptSwitch />}
      className="sticky top-0 z-40"
    />
  );
}
