import { useTranslation } from 'react-i18next';
import { useRequestSubscriptionMutation, useSubscriptionQuery } from '@autoberza/api-client';
import type { SubscriptionStatus } from '@autoberza/api-client';
import { Button } from '@autoberza/ui/Button';
import { Spinner } from '@autoberza/ui/Spinner';
import { useNotify } from '../../components/useNotify';
import { formatDate } from '../../i18n/format';

const statusKey = {
  pending: 'profile:subscription.status.pending',
  active: 'profile:subscription.status.active',
  expired: 'profile:subscription.status.expired',
  cancelled: 'profile:subscription.status.cancelled',
} as const satisfies Record<SubscriptionStatus, string>;

/** D18: the current subscription, or how to ask for one and pay with the poziv na broj. */
export function SubscriptionTab() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { data: subscription, isLoading } = useSubscriptionQuery();
  const [requestSubscription, { isLoading: isRequesting }] = useRequestSubscriptionMutation();

  if (isLoading) return <Spinner label={t('common:loading')} />;

  const canRequest =
    !subscription || subscription.status === 'expired' || subscription.status === 'cancelled';

  const request = async () => {
    try {
      await requestSubscription().unwrap();
      notify.success(t('profile:subscription.requested'));
    } catch (error) {
      notify.error(error);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">{t('profile:subscription.title')}</h2>
      <ul className="list-disc pl-6 text-ink">
        <li>{t('profile:subscription.benefitImmediate')}</li>
        <li>{t('profile:subscription.benefitSearch')}</li>
        <li>{t('profile:subscription.benefitEmail')}</li>
      </ul>
      {subscription && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-card border border-line p-4">
          <dt className="font-medium">{t('profile:subscription.statusLabel')}</dt>
          <dd>{t(statusKey[subscription.status])}</dd>
          {subscription.startDate && (
            <>
              <dt className="font-medium">{t('profile:subscription.startDate')}</dt>
              <dd>{formatDate(subscription.startDate)}</dd>
            </>
          )}
          {subscription.endDate && (
            <>
              <dt className="font-medium">{t('profile:subscription.endDate')}</dt>
              <dd>{formatDate(subscription.endDate)}</dd>
            </>
          )}
          {subscription.referenceNumber && (
            <>
              <dt className="font-medium">{t('profile:subscription.referenceNumber')}</dt>
              <dd className="font-mono">{subscription.referenceNumber}</dd>
            </>
          )}
        </dl>
      )}
      {subscription?.status === 'pending' && <p>{t('profile:subscription.howToPay')}</p>}
      {canRequest && (
        <Button onPress={request} isDisabled={isRequesting} className="self-start">
          {t('profile:subscription.request')}
        </Button>
      )}
    </div>
  );
}
