import { useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@autoberza/ui/Link';
import { parseOperator, readOperatorContent } from '../../app/runtimeConfig';
import { paths } from '../../paths';
import { TextPage } from './TextPage';

const noChange = () => () => {};
const noContent = () => null;

/** The controller: the operator's details from the server's settings (OPERATOR_*). */
function Controller() {
  const { t } = useTranslation();
  // From the page; a server-rendered page renders without them, then the browser adds them.
  const content = useSyncExternalStore(noChange, () => readOperatorContent(), noContent);
  const operator = useMemo(() => (content ? parseOperator(content) : undefined), [content]);
  const rows = operator
    ? ([
        ['name', operator.name],
        ['address', operator.address],
        ['pib', operator.pib],
        ['email', operator.email],
      ] as const)
    : [];
  const given = rows.filter(([, value]) => value);
  const labels = {
    name: t('pages:privacy.controller.name'),
    address: t('pages:privacy.controller.address'),
    pib: t('pages:privacy.controller.pib'),
    email: t('pages:privacy.controller.email'),
  };
  return (
    <section aria-labelledby="privacy-controller" className="flex flex-col gap-2">
      <h2 id="privacy-controller" className="text-xl font-semibold">
        {t('pages:privacy.controller.heading')}
      </h2>
      <p>{t('pages:privacy.controller.p1')}</p>
      {given.length > 0 ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {given.map(([key, value]) => (
            <div key={key} className="contents">
              <dt className="font-semibold">{labels[key]}</dt>
              <dd>
                {key === 'email' ? (
                  <a href={`mailto:${value}`} className="text-primary-700 underline">
                    {value}
                  </a>
                ) : (
                  value
                )}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p>
        {t('pages:privacy.controller.contact')}{' '}
        <Link href={paths.contact}>{t('pages:privacy.controller.contactLink')}</Link>
      </p>
    </section>
  );
}

export default function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <TextPage
      title={t('pages:privacy.title')}
      intro={t('pages:privacy.intro')}
      before={<Controller />}
      sections={[
        {
          heading: t('pages:privacy.collected.heading'),
          paragraphs: [t('pages:privacy.collected.p1')],
        },
        {
          heading: t('pages:privacy.purposes.heading'),
          paragraphs: [
            t('pages:privacy.purposes.p1'),
            t('pages:privacy.purposes.p2'),
            t('pages:privacy.purposes.p3'),
            t('pages:privacy.purposes.p4'),
            t('pages:privacy.purposes.p5'),
          ],
        },
        {
          heading: t('pages:privacy.retention.heading'),
          paragraphs: [
            t('pages:privacy.retention.p1'),
            t('pages:privacy.retention.p2'),
            t('pages:privacy.retention.p3'),
            t('pages:privacy.retention.p4'),
            t('pages:privacy.retention.p5'),
          ],
        },
        {
          heading: t('pages:privacy.protection.heading'),
          paragraphs: [t('pages:privacy.protection.p1')],
        },
        {
          heading: t('pages:privacy.sharing.heading'),
          paragraphs: [t('pages:privacy.sharing.p1')],
        },
        {
          heading: t('pages:privacy.recipients.heading'),
          paragraphs: [
            t('pages:privacy.recipients.p1'),
            t('pages:privacy.recipients.p2'),
            t('pages:privacy.recipients.p3'),
          ],
        },
        { heading: t('pages:privacy.rights.heading'), paragraphs: [t('pages:privacy.rights.p1')] },
        {
          heading: t('pages:privacy.lawRights.heading'),
          paragraphs: [
            t('pages:privacy.lawRights.p1'),
            t('pages:privacy.lawRights.p2'),
            t('pages:privacy.lawRights.p3'),
          ],
        },
        {
          heading: t('pages:privacy.cookies.heading'),
          paragraphs: [t('pages:privacy.cookies.p1')],
        },
        {
          heading: t('pages:privacy.changes.heading'),
          paragraphs: [t('pages:privacy.changes.p1')],
        },
      ]}
    />
  );
}
