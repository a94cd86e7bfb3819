import { useTranslation } from 'react-i18next';
import { TextPage } from './TextPage';

export default function TermsPage() {
  const { t } = useTranslation();
  return (
    <TextPage
      title={t('pages:terms.title')}
      intro={t('pages:terms.intro')}
      sections={[
        {
          heading: t('pages:terms.general.heading'),
          paragraphs: [t('pages:terms.general.p1'), t('pages:terms.general.p2')],
        },
        { heading: t('pages:terms.data.heading'), paragraphs: [t('pages:terms.data.p1')] },
        {
          heading: t('pages:terms.duties.heading'),
          paragraphs: [
            t('pages:terms.duties.p1'),
            t('pages:terms.duties.p2'),
            t('pages:terms.duties.p3'),
          ],
        },
        {
          heading: t('pages:terms.rights.heading'),
          paragraphs: [t('pages:terms.rights.p1'), t('pages:terms.rights.p2')],
        },
      ]}
    />
  );
}
