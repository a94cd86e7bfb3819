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
          <div className="overflow-x-auto">
            <table className="w-full text-left">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr className="border-b border-line">
                  <th className="p-2">{t('admin:subscriptions.paidOnColumn')}</th>
                  <th className="p-2">{t('admin:subscriptions.amountColumn')}</th>
                  <th className="p-2">{t('admin:subscriptions.monthsColumn')}</th>
                  <th className="p-2">{t('admin:subscriptions.recordedBy')}</th>
                </tr>
              </thead>
              <tbody>
                {payments.map((p) => (
                  <tr key={p._id} className="border-b border-line">
                    <td className="p-2">{formatDay(p.paidOn)}</td>
                    <td className="p-2 whitespace-nowrap">{formatDinars(p.amount)}</td>
                    <td className="p-2">{p.months}</td>
                    <td className="p-2 break-all">{p.recordedBy ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
