import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useAdminDismissReportsMutation,
  useAdminListReportsQuery,
  useAdminRestoreCarMutation,
} from '@autoberza/api-client';
import type { ReportedAdvert } from '@autoberza/api-client';
import { Button } from '@autoberza/ui/Button';
import { Link } from '@autoberza/ui/Link';
import { ConfirmButton } from '../../components/ConfirmButton';
import { useNotify } from '../../components/useNotify';
import { formatDate, formatPrice } from '../../i18n/format';
import { to } from '../../paths';
import { ConsoleQueue, useQueueParams } from './ConsoleQueue';
import { HideAdvertDialog } from './HideAdvertDialog';
import { RemoveListingDialog } from './RemoveListingDialog';

const PAGE_SIZE = 20;

type State = ReportedAdvert['state'];
type Reason = ReportedAdvert['reports'][number]['reason'];
type Resolution = NonNullable<ReportedAdvert['reports'][number]['resolution']>;

const stateKey = {
  open: 'admin:reports.states.open',
  changed: 'admin:reports.states.changed',
  hidden: 'admin:reports.states.hidden',
  handled: 'admin:reports.states.handled',
} as const satisfies Record<State, string>;

const reasonKey = {
  sold: 'cars:report.reasons.sold',
  wrongDetails: 'cars:report.reasons.wrongDetails',
  fake: 'cars:report.reasons.fake',
  duplicate: 'cars:report.reasons.duplicate',
  other: 'cars:report.reasons.other',
} as const satisfies Record<Reason, string>;

const resolutionKey = {
  dismissed: 'admin:reports.resolutions.dismissed',
  hidden: 'admin:reports.resolutions.hidden',
} as const satisfies Record<Resolution, string>;

/** States that wait for an administrator stand out. */
const waiting = (state: State) => state === 'open' || state === 'changed';

/** The seller's record: hidden three times in 90 days is flagged (the users tab says it too). */
export function SellerFlag({ count, long = false }: { count: number; long?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex w-fit items-center rounded-full bg-danger-50 px-2.5 py-0.5 text-sm font-semibold text-danger-700">
      {long ? t('admin:reports.flagged', { count }) : t('admin:users.flagged', { count })}
    </span>
  );
}

interface ItemProps {
  item: ReportedAdvert;
  isSaving: boolean;
  onDismiss: () => void;
  onRestore: () => void;
  onHide: () => void;
  onRemove: () => void;
}

function ReportItem({ item, isSaving, onDismiss, onRestore, onHide, onRemove }: ItemProps) {
  const { t } = useTranslation();
  const { car, seller, hiding, state } = item;
  const action = (label: string) => ({
    'aria-label': `${label}: ${car.title}`,
    size: 'sm' as const,
  });
  const hideLabel = state === 'changed' ? t('admin:reports.keepHidden') : t('admin:reports.hide');
  return (
    <li className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4">
      <div className="flex items-start gap-3">
        {car.image ? (
          <img
            src={car.image}
            alt=""
            loading="lazy"
            className="aspect-[4/3] w-20 shrink-0 rounded-md object-cover sm:w-24"
          />
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col items-start gap-1">
          <h2 className="text-lg font-semibold [overflow-wrap:break-word]">
            <Link href={to.car(car._id)}>{car.title}</Link>
          </h2>
          <span
            className={
              waiting(state)
                ? 'rounded-full bg-primary-700 px-2.5 py-0.5 text-sm font-semibold text-white'
                : 'rounded-full bg-canvas px-2.5 py-0.5 text-sm font-semibold text-muted'
            }
          >
            {t(stateKey[state])}
          </span>
          <p className="font-bold text-accent-700">{formatPrice(car.price)}</p>
          <p className="text-sm [overflow-wrap:anywhere]">
            {t('admin:reports.seller', { name: seller.name, email: seller.email })}
          </p>
          {seller.flagged && <SellerFlag count={seller.hiddenRecently} long />}
        </div>
      </div>
      {hiding && (
        <div className="border-s-4 border-warning-500 ps-3 [overflow-wrap:anywhere]">
          <p>{t('admin:reports.hiddenReason', { reason: hiding.reason })}</p>
          <p className="text-sm text-muted">
            {t('admin:reports.hiddenAt', { date: formatDate(hiding.hiddenAt) })}
            {hiding.changedAt &&
              ` · ${t('admin:reports.changedAt', { date: formatDate(hiding.changedAt) })}`}
          </p>
        </div>
      )}
      {item.reports.length > 0 && (
        <section aria-label={`${t('admin:reports.reportsHeading')}: ${car.title}`}>
          <h3 className="font-semibold">
            {t('admin:reports.reportsHeading')}{' '}
            <span className="font-normal text-muted">
              ({t('admin:reports.openCount', { count: item.openReports })})
            </span>
          </h3>
          <ul className="mt-1 flex flex-col gap-2">
            {item.reports.map((report) => (
              <li key={report._id} className="[overflow-wrap:anywhere]">
                <p className={report.resolution ? 'text-muted' : undefined}>
                  {t('admin:reports.report', {
                    reason: t(reasonKey[report.reason]),
                    name: report.reporter.name,
                    email: report.reporter.email,
                    date: formatDate(report.createdAt),
                  })}
                  {report.resolution && ` · ${t(resolutionKey[report.resolution])}`}
                </p>
                {report.note && <p className="ps-3 whitespace-pre-line">{report.note}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="flex flex-wrap gap-2">
        {state === 'open' && (
          <ConfirmButton
            {...action(t('admin:reports.dismiss'))}
            variant="secondary"
            isDisabled={isSaving}
            question={t('admin:reports.dismissTitle')}
            explanation={t('admin:reports.dismissText', { title: car.title })}
            confirmLabel={t('admin:reports.dismiss')}
            cancelLabel={t('admin:reports.cancel')}
            onConfirm={onDismiss}
          >
            {t('admin:reports.dismiss')}
          </ConfirmButton>
        )}
        {(state === 'changed' || state === 'hidden') && (
          <ConfirmButton
            {...action(t('admin:reports.restore'))}
            isDisabled={isSaving}
            question={t('admin:reports.restoreTitle')}
            explanation={t('admin:reports.restoreText', { title: car.title })}
            confirmLabel={t('admin:reports.restore')}
            cancelLabel={t('admin:reports.cancel')}
            onConfirm={onRestore}
          >
            {t('admin:reports.restore')}
          </ConfirmButton>
        )}
        {state !== 'hidden' && (
          <Button {...action(hideLabel)} variant="secondary" onPress={onHide}>
            {hideLabel}
          </Button>
        )}
        <Button {...action(t('admin:reports.remove'))} variant="danger" onPress={onRemove}>
          {t('admin:reports.remove')}
        </Button>
      </div>
    </li>
  );
}

/**
 * docs/product.md, “Reports and moderation”: the reported adverts, those waiting for a decision
 * first (?show=all for every one), each with its reports and the actions: dismiss, hide until the
 * seller fixes it, restore, keep hidden, remove.
 */
export function ReportsPanel() {
  const { t } = useTranslation();
  const notify = useNotify();
  const queue = useQueueParams();
  const result = useAdminListReportsQuery({
    page: queue.page,
    limit: PAGE_SIZE,
    ...(queue.showAll ? { show: 'all' as const } : {}),
  });
  const items = result.data?.data ?? [];
  const [dismiss, dismissing] = useAdminDismissReportsMutation();
  const [restore, restoring] = useAdminRestoreCarMutation();
  const [hiding, setHiding] = useState<{ id: string; title: string; again: boolean } | null>(null);
  const [removing, setRemoving] = useState<{ id: string; title: string } | null>(null);

  const run = async (request: () => Promise<{ message: string }>) => {
    try {
      notify.success((await request()).message);
    } catch (e) {
      notify.error(e);
    }
  };

  return (
    <>
      <ConsoleQueue
        queue={queue}
        texts={{
          filter: t('admin:reports.filter'),
          waiting: t('admin:reports.showOpen'),
          all: t('admin:reports.showAll'),
          noneWaiting: t('admin:reports.emptyOpen'),
          none: t('admin:reports.empty'),
        }}
        result={result}
        count={items.length}
      >
        <ul className="flex flex-col gap-3">
          {items.map((item) => (
            <ReportItem
              key={item.car._id}
              item={item}
              isSaving={dismissing.isLoading || restoring.isLoading}
              onDismiss={() => void run(() => dismiss({ id: item.car._id, body: null }).unwrap())}
              onRestore={() => void run(() => restore({ id: item.car._id, body: null }).unwrap())}
              onHide={() =>
                setHiding({
                  id: item.car._id,
                  title: item.car.title,
                  again: item.state === 'changed',
                })
              }
              onRemove={() => setRemoving({ id: item.car._id, title: item.car.title })}
            />
          ))}
        </ul>
      </ConsoleQueue>
      <HideAdvertDialog car={hiding} onClose={() => setHiding(null)} />
      <RemoveListingDialog car={removing} onClose={() => setRemoving(null)} />
    </>
  );
}
