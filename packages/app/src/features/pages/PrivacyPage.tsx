import { useTranslation } from 'react-i18next';
import { TextPage } from './TextPage';

export default function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <TextPage
      title={t('pages:privacy.title')}
      intro={t('pages:privacy.intro')}
      sections={[
        {
          heading: t('pages:privacy.collected.heading'),
          paragraphs: [t('pages:privacy.collected.p1')],
        },
        { heading: t('pages:privacy.use.heading'), paragraphs: [t('pages:privacy.use.p1')] },
        {
          heading: t('pages:privacy.protection.heading'),
          paragraphs: [t('pages:privacy.protection.p1')],
        },
        {
          heading: t('pages:privacy.sharing.heading'),
          paragraphs: [t('pages:privacy.sharing.p1')],
        },
        { heading: t('pages:privacy.rights.heading'), paragraphs: [t('pages:privacy.rights.p1')] },
        {
          heading: t('pages:privacy.cookies.heading'),
          paragraphs: [t('pages:privacy.cookies.p1')],
        },
      ]}
    />
  );
}
