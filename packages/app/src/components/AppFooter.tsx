import { useTranslation } from 'react-i18next';
import { Footer } from '@autoberza/ui/Footer';
import { paths } from '../paths';
import { AppScriptSwitch } from './AppScriptSwitch';

/** The footer's links (docs/product.md, “Header and footer”) and the signature. */
export function AppFooter() {
  const { t } = useTranslation();
  return (
    <Footer
      navLabel={t('common:footer.label')}
      links={[
        { href: paths.root, label: t('common:footer.home') },
        { href: paths.myCars, label: t('common:footer.myCars') },
        { href: paths.profile, label: t('common:footer.myAccount') },
        { href: paths.contact, label: t('common:footer.contact') },
        { href: paths.about, label: t('common:footer.about') },
        { href: paths.faq, label: t('common:footer.faq') },
        { href: paths.terms, label: t('common:footer.terms') },
        { href: paths.privacy, label: t('common:footer.privacy') },
      ]}
      copyright={t('common:footer.copyright', { year: new Date().getFullYear() })}
      signature={t('common:footer.signature')}
      extra={<AppScriptSwitch tone="inverse" />}
    />
  );
}
