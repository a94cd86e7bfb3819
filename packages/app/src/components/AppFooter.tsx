import { useTranslation } from 'react-i18next';
import { Link } from '@autoberza/ui/Link';
import { paths } from '../paths';

/** Spec 2.14 footer links (the FAQ link opens /faq, D23). */
export function AppFooter() {
  const { t } = useTranslation();
  const links = [
    { href: paths.root, label: t('common:footer.home') },
    { href: paths.myCars, label: t('common:footer.myCars') },
    { href: paths.profile, label: t('common:footer.myAccount') },
    { href: paths.contact, label: t('common:footer.contact') },
    { href: paths.about, label: t('common:footer.about') },
    { href: paths.faq, label: t('common:footer.faq') },
    { href: paths.terms, label: t('common:footer.terms') },
    { href: paths.privacy, label: t('common:footer.privacy') },
  ];
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto flex max-w-(--container-page) flex-col gap-4 px-4 py-8 sm:px-6">
        <nav aria-label={t('common:footer.label')}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {links.map((link) => (
              <li key={link.href}>
                <Link variant="subtle" href={link.href}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-sm text-muted">
          {t('common:footer.signature', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
