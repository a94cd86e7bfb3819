import { useTranslation } from 'react-i18next';
import { TextPage } from './TextPage';

export default function AboutPage() {
  const { t } = useTranslation();
  return (
    <TextPage
      title={t('pages:about.title')}
      intro={t('pages:about.intro')}
      sections={[
        {
          heading: t('pages:about.mission.heading'),
          paragraphs: [t('pages:about.mission.p1'), t('pages:about.mission.p2')],
        },
        {
          heading: t('pages:about.how.heading'),
          paragraphs: [t('pages:about.how.p1'), t('pages:about.how.p2')],
        },
        {
          heading: t('pages:about.subscription.heading'),
          paragraphs: [t('pages:about.subscription.p1')],
        },
      ]}
    />
  );
}
