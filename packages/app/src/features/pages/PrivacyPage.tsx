import { useTranslation } from 'react-i18next';
import type { LegalFacts } from '@autoberza/api-client';
import { Link } from '@autoberza/ui/Link';
import { paths } from '../../paths';
import { useLegalFacts } from './legalFacts';
import { TextPage } from './TextPage';

/** The controller: the operator from the server's settings (OPERATOR_*), a demo one said so. */
function Controller({ operator }: { operator: LegalFacts['operator'] }) {
  const { t } = useTranslation();
  const rows = [
    [t('pages:privacy.controller.name'), operator.name],
    [t('pages:privacy.controller.address'), operator.address],
    [t('pages:privacy.controller.pib'), operator.pib],
  ] as const;
  return (
    <section aria-labelledby="privacy-controller" className="flex flex-col gap-2">
      <h2 id="privacy-controller" className="text-xl font-semibold">
        {t('pages:privacy.controller.heading')}
      </h2>
      <p>{t('pages:privacy.controller.p1')}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <dt className="font-semibold">{t('pages:privacy.controller.email')}</dt>
        <dd>
          <a href={`mailto:${operator.email}`} className="text-primary-700 underline">
            {operator.email}
          </a>
        </dd>
      </dl>
      {operator.demo && (
        <p className="rounded-md border border-warning-500 p-3 font-semibold text-warning-700">
          {t('pages:privacy.controller.demo')}
        </p>
      )}
      <p>
        {t('pages:privacy.controller.contact')}{' '}
        <Link href={paths.contact}>{t('pages:privacy.controller.contactLink')}</Link>
      </p>
    </section>
  );
}

/**
 * docs/product.md, “Information pages”: who keeps which data, why, for how long (every period
 * from the server, as the code keeps it), who receives it, and the rights under the ZZPL.
 */
export default function PrivacyPage() {
  const { t } = useTranslation();
  const { data, isError, period, versionLine } = useLegalFacts();
  const title = t('pages:privacy.title');
  if (!data) {
    return (
      <TextPage title={title} intro={t('pages:privacy.intro')} sections={[]}>
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
      version={versionLine('pages:privacy.version', data.texts.privacy)}
      intro={t('pages:privacy.intro')}
      before={<Controller operator={data.operator} />}
      sections={[
        {
          heading: t('pages:privacy.collected.heading'),
          paragraphs: [
            t('pages:privacy.collected.p1'),
            t('pages:privacy.collected.p2'),
            t('pages:privacy.collected.p3'),
            t('pages:privacy.collected.p4'),
          ],
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
            t('pages:privacy.retention.account'),
            t('pages:privacy.retention.sessions', {
              idle: period(r.sessionIdle),
              max: period(r.sessionMax),
            }),
            t('pages:privacy.retention.links', {
              verify: period(r.verifyLink),
              reset: period(r.resetLink),
              renewal: period(r.renewalLink),
              unsubscribe: period(r.unsubscribeLink),
            }),
            t('pages:privacy.retention.adverts', {
              listed: period(r.advertListed),
              sold: period(r.soldListed),
            }),
            t('pages:privacy.retention.views', { duration: period(r.viewRecord) }),
            t('pages:privacy.retention.reveals', { duration: period(r.phoneReveal) }),
            t('pages:privacy.retention.statistics'),
            t('pages:privacy.retention.departures', { duration: period(r.departure) }),
            t('pages:privacy.retention.attempts', { duration: period(r.attempts) }),
            t('pages:privacy.retention.messages', { duration: period(r.sentMessage) }),
            t('pages:privacy.retention.reports'),
            t('pages:privacy.retention.audit'),
            t('pages:privacy.retention.contact'),
            t('pages:privacy.retention.payments'),
          ],
        },
        {
          heading: t('pages:privacy.recipients.heading'),
          paragraphs: [
            t('pages:privacy.recipients.p1'),
            t('pages:privacy.recipients.p2'),
            t('pages:privacy.recipients.p3'),
            t('pages:privacy.recipients.p4'),
            t('pages:privacy.recipients.p5'),
          ],
        },
        {
          heading: t('pages:privacy.protection.heading'),
          paragraphs: [t('pages:privacy.protection.p1')],
        },
        {
          heading: t('pages:privacy.cookies.heading'),
          paragraphs: [t('pages:privacy.cookies.p1', { duration: period(r.deviceCookie) })],
        },
        {
          heading: t('pages:privacy.rights.heading'),
          paragraphs: [
            t('pages:privacy.rights.p1'),
            t('pages:privacy.rights.p2'),
            t('pages:privacy.rights.p3'),
          ],
        },
        {
          heading: t('pages:privacy.changes.heading'),
          paragraphs: [t('pages:privacy.changes.p1')],
        },
      ]}
    />
  );
}
