import { useTranslation } from 'react-i18next';
import {
  useAdminActivateSubscriptionMutation,
  useAdminCancelSubscriptionMutation,
  useAdminGetSubscriptionsQuery,
} from '@autoberza/api-client';
import type { AdminSubscription } from '@autoberza/api-client';
import { Button } from '@autoberza/ui/Button';
import { Spinner } from '@autoberza/ui/Spinner';
import { ConfirmButton } from '../../components/ConfirmButton';
import { useNotify } from '../../components/useNotify';
import { formatDate } from '../../i18n/format';
import { subscriptionStatusKey } from '../profile';

export function SubscriptionsPanel() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { data, isLoading, error } = useAdminGetSubscriptionsQuery({ limit: 100 });
  const subscriptions = data?.data ?? [];
  const [activate, activating] = useAdminActivateSubscriptionMutation();
  const [cancel, cancelling] = useAdminCancelSubscriptionMutation();
  const isSaving = activating.isLoading || cancelling.isLoading;

  const run = async (subscription: AdminSubscription, action: 'activate' | 'cancel') => {
    try {
      if (action === 'activate') await activate({ id: subscription._id, body: {} }).unwrap();
      else await cancel({ id: subscription._id }).unwrap();
      notify.success(
        action === 'activate'
          ? t('admin:subscriptions.activated')
          : t('admin:subscriptions.cancelled'),
      );
    } catch (e) {
      notify.error(e);
    }
  };

  if (isLoading) return <Spinner label={t('common:loading')} />;
  if (error) return <p role="alert">{t('common:errors.loadFailed')}</p>;
  if (subscriptions.length === 0) return <p>{t('admin:subscriptions.empty')}</p>;

  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left">
        <caption className="sr-only">{t('admin:nav.subscriptions')}</caption>
        <thead>
          <tr className="border-b border-line">
            <th className="p-2">{t('admin:users.name')}</th>
            <th className="p-2">{t('profile:subscription.referenceNumber')}</th>
            <th className="p-2">{t('profile:subscription.statusLabel')}</th>
            <th className="p-2">{t('profile:subscription.startDate')}</th>
            <th className="p-2">{t('profile:subscription.endDate')}</th>
            <th className="p-2">{t('admin:users.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {subscriptions.map((s) => {
            const name = `${s.user.firstName} ${s.user.lastName}`;
            return (
              <tr key={s._id} className="border-b border-line">
                <td className="p-2">
                  {name}
                  <br />
                  <span className="text-sm text-muted">{s.user.email}</span>
                </td>
                <td className="p-2 font-mono">{s.referenceNumber}</td>
                <td className="p-2">{t(subscriptionStatusKey[s.status])}</td>
                <td className="p-2">{formatDate(s.startDate)}</td>
                <td className="p-2">{formatDate(s.endDate)}</td>
                <td className="flex gap-2 p-2">
                  {s.status !== 'active' && s.status !== 'cancelled' && (
                    <Button
                      size="sm"
                      isDisabled={isSaving}
                      aria-label={`${t('admin:subscriptions.activate')}: ${name}`}
                      onPress={() => run(s, 'activate')}
                    >
                      {t('admin:subscriptions.activate')}
                    </Button>
                  )}
                  {(s.status === 'active' || s.status === 'pending') && (
                    <ConfirmButton
                      size="sm"
                      variant="danger"
                      isDisabled={isSaving}
                      aria-label={`${t('admin:subscriptions.cancel')}: ${name}`}
                      question={t('admin:confirm.cancelTitle')}
                      explanation={t('admin:confirm.cancelText', { name })}
                      confirmLabel={t('admin:confirm.cancelConfirm')}
                      cancelLabel={t('admin:confirm.cancel')}
                      onConfirm={() => void run(s, 'cancel')}
                    >
                      {t('admin:subscriptions.cancel')}
                    </ConfirmButton>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
