import { useTranslation } from 'react-i18next';
import { useAdminListSubscriptionPaymentsQuery } from '@autoberza/api-client';
import type { AdminSubscription } from '@autoberza/api-client';
import { Button } from '@autoberza/ui/Button';
import { Dialog, Modal } from '@autoberza/ui/Dialog';
import { Spinner } from '@autoberza/ui/Spinner';
import { formatDay, formatDinars } from '../../i18n/format';

/** A subscription's history: the payments recorded for it, oldest first. */
export function PaymentsDialog({
  subscription,
  onClose,
}: {
  subscription: AdminSubscription | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { data, isFetching, error } = useAdminListSubscriptionPaymentsQuery(
    { id: subscription?._id ?? '' },
    { skip: subscription === null },
  );
  const payments = data?.data ?? [];
  const title = t('admin:subscriptions.historyTitle', {
    reference: subscription?.referenceNumber ?? '',
  });
  return (
    <Modal
      isOpen={subscription !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable
    >
      <Dialog title={title}>
        {isFetching ? (
          <Spinner label={t('common:loading')} />
        ) : error ? (
          <p role="alert">{t('common:errors.loadFailed')}</p>
        ) : payments.length === 0 ? (
          <p>{t('admin:subscriptions.noPayments')}</p>
        ) : (
          <ul aria-label={title} className="flex flex-col divide-y divide-line">
            {payments.map((p) => (
              <li key={p._id} className="flex flex-col gap-1 py-2">
                <p className="font-semibold">
                  {t('admin:subscriptions.paymentLine', {
                    date: formatDay(p.paidOn),
                    amount: formatDinars(p.amount),
                  })}
                </p>
                <p className="text-sm [overflow-wrap:anywhere] text-muted">
                  {t('admin:subscriptions.paymentMeta', {
                    count: p.months,
                    by: p.recordedBy ?? '',
                  })}
                </p>
              </li>
            ))}
          </ul>
        )}
        <div className="flex justify-end">
          <Button variant="secondary" onPress={onClose} autoFocus>
            {t('admin:subscriptions.close')}
          </Button>
        </div>
      </Dialog>
    </Modal>
  );
}
