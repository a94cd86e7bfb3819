import { useTranslation } from 'react-i18next';
import { Header } from '@autoberza/ui/Header';
import type { HeaderMenuItem } from '@autoberza/ui/Header';
import { imageUrl } from '../lib/imageUrl';
import { paths } from '../paths';
import { useAppSelector } from '../store/hooks';
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

  const items: HeaderMenuItem[] = [
    { id: 'my-cars', label: t('common:nav.myCars'), href: paths.myCars },
    { id: 'saved-searches', label: t('common:nav.savedSearches'), href: paths.savedSearches },
    { id: 'favourites', label: t('common:nav.favourites'), href: paths.favourites },
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
            }
          : undefined
      }
      guestLinks={[
        { label: t('common:nav.login'), href: paths.login },
        { label: t('common:nav.register'), href: paths.register },
      ]}
      navLabel={t('common:nav.main')}
      menuLabel={t('common:nav.openMenu')}
      className="sticky top-0 z-40"
    />
  );
}
