import { useTranslation } from 'react-i18next';
import { useGetSubscriptionQuery, useRequestSubscriptionMutation } from '@autoberza/api-client';
import type { Subscription } from '@autoberza/api-client';
import { Button } from '@autoberza/ui/Button';
import { Spinner } from '@autoberza/ui/Spinner';
import { useNotify } from '../../components/useNotify';
import { useAppSelector } from '../../store/hooks';
import { formatDate } from '../../i18n/format';

export const subscriptionStatusKey = {
  pending: 'profile:subscription.status.pending',
  active: 'profile:subscription.status.active',
  expired: 'profile:subscription.status.expired',
  cancelled: 'profile:subscription.status.cancelled',
} as const satisfies Record<Subscription['status'], string>;

/**
 * docs/product.md, “Subscriptions”: the current subscription, or how to ask for one and pay with
 * the poziv na broj.
 */
export function SubscriptionTab() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { data: state, isLoading, error } = useGetSubscriptionQuery();
  const [requestSubscription, { isLoading: isRequesting }] = useRequestSubscriptionMutation();
  // An administrator sees everything without one; the server refuses them a subscription.
  const isAdmin = useAppSelector((s) => s.auth.role === 'admin');

  if (isLoading) return <Spinner label={t('common:loading')} />;
  if (error) return <p role="alert">{t('common:errors.loadFailed')}</p>;

  const subscription = state?.subscription ?? null;
  const payment = state?.payment ?? null;
  const canRequest =
    !isAdmin &&
    (!subscription || subscription.status === 'expired' || subscription.status === 'cancelled');

  const request = async () => {
    try {
      await requestSubscription().unwrap();
      notify.success(t('profile:subscription.requested'));
    } catch (e) {
      notify.error(e);
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
      {state && !isAdmin && (
        <div className="flex flex-col gap-1">
          <p>
            <span className="font-medium">{t('profile:subscription.priceLabel')}: </span>
            {t('profile:subscription.price', {
              amount: state.offer.amount,
              count: state.offer.days,
            })}
          </p>
          {canRequest && (
            <p className="text-sm text-muted">{t('profile:subscription.priceNote')}</p>
          )}
        </div>
      )}
      {subscription && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-card border border-line p-4">
          <dt className="font-medium">{t('profile:subscription.statusLabel')}</dt>
          <dd>{t(subscriptionStatusKey[subscription.status])}</dd>
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
          <dt className="font-medium">{t('profile:subscription.referenceNumber')}</dt>
          <dd className="font-mono">{subscription.referenceNumber}</dd>
        </dl>
      )}
      {subscription?.status === 'pending' && payment && (
        <section className="flex flex-col gap-2 rounded-card bg-primary-50 p-4">
          <h3 className="text-lg font-semibold">{t('profile:subscription.howToPayTitle')}</h3>
          <p>{t('profile:subscription.howToPay')}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-medium">{t('profile:subscription.payment.recipient')}</dt>
            <dd>{payment.recipient}</dd>
            <dt className="font-medium">{t('profile:subscription.payment.account')}</dt>
            <dd className="font-mono">{payment.account}</dd>
            <dt className="font-medium">{t('profile:subscription.payment.amount')}</dt>
            <dd>{payment.amount}</dd>
            <dt className="font-medium">{t('profile:subscription.payment.purpose')}</dt>
            <dd>{payment.purpose}</dd>
            <dt className="font-medium">{t('profile:subscription.payment.model')}</dt>
            <dd className="font-mono">{payment.model}</dd>
            <dt className="font-medium">{t('profile:subscription.referenceNumber')}</dt>
            <dd className="font-mono">{payment.referenceNumber}</dd>
          </dl>
        </section>
      )}
      {isAdmin && <p>{t('profile:subscription.notForAdmins')}</p>}
      {canRequest && (
        <Button onPress={request} isDisabled={isRequesting} className="self-start">
          {t('profile:subscription.request')}
        </Button>
      )}
    </div>
  );
}
