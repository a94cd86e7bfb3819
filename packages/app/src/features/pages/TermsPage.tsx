import { useTranslation } from 'react-i18next';
import { useLegalFacts } from './legalFacts';
import { TextPage } from './TextPage';

/** docs/product.md, “Information pages”: the terms, with the periods the server keeps. */
export default function TermsPage() {
  const { t } = useTranslation();
  const { data, isError, period, versionLine } = useLegalFacts();
  const title = t('pages:terms.title');
  if (!data) {
    return (
      <TextPage title={title} intro={t('pages:terms.intro')} sections={[]}>
        <p role={isError ? 'alert' : 'status'}>
          {isError ? t('pages:legalFacts.failed') : t('pages:legalFacts.loading')}
        </p>
      </TextPage>
    );
  }
  const r = data.retention;
  return (
    <TextPage
      title={title}
      version={versionLine('pages:terms.version', data.texts.terms)}
      intro={t('pages:terms.intro')}
      sections={[
        {
          heading: t('pages:terms.general.heading'),
          paragraphs: [
            t('pages:terms.general.p1', { operator: data.operator.name }),
            t('pages:terms.general.p2'),
          ],
        },
        { heading: t('pages:terms.account.heading'), paragraphs: [t('pages:terms.account.p1')] },
        {
          heading: t('pages:terms.adverts.heading'),
          paragraphs: [
            t('pages:terms.adverts.p1', { listed: period(r.advertListed) }),
            t('pages:terms.adverts.p2', { sold: period(r.soldListed) }),
          ],
        },
        {
          heading: t('pages:terms.reports.heading'),
          paragraphs: [t('pages:terms.reports.p1'), t('pages:terms.reports.p2')],
        },
        {
          heading: t('pages:terms.subscription.heading'),
          paragraphs: [t('pages:terms.subscription.p1'), t('pages:terms.subscription.p2')],
        },
        {
          heading: t('pages:terms.duties.heading'),
          paragraphs: [
            t('pages:terms.duties.p1'),
            t('pages:terms.duties.p2'),
            t('pages:terms.duties.p3'),
          ],
        },
        { heading: t('pages:terms.rights.heading'), paragraphs: [t('pages:terms.rights.p1')] },
        { heading: t('pages:terms.data.heading'), paragraphs: [t('pages:terms.data.p1')] },
        { heading: t('pages:terms.changes.heading'), paragraphs: [t('pages:terms.changes.p1')] },
      ]}
    />
  );
}
