import { useTranslation } from 'react-i18next';
import { useGetSubscriptionQuery, useRequestSubscriptionMutation } from '@autoberza/api-client';
import type { Subscription } from '@autoberza/api-client';
import { Button } from '@autoberza/ui/Button';
import { Spinner } from '@autoberza/ui/Spinner';
import { useNotify } from '../../components/useNotify';
import { useAppSelector } from '../../store/hooks';
import { formatDate } from '../../i18n/format';
import { PaymentSlip } from './PaymentSlip';

export const subscriptionStatusKey = {
  pending: 'profile:subscription.status.pending',
  active: 'profile:subscription.status.active',
  expired: 'profile:subscription.status.expired',
  cancelled: 'profile:subscription.status.cancelled',
} as const satisfies Record<Subscription['status'], string>;

const endedKey = {
  expired: 'profile:subscription.endedExpired',
  cancelled: 'profile:subscription.endedCancelled',
} as const;

/**
 * docs/product.md, “Subscriptions”: the price first; the current subscription; while it waits for
 * payment, the payment slip with its IPS QR code; once one has ended, when it ended and the same
 * request again to renew.
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
  const ended =
    subscription?.status === 'expired' || subscription?.status === 'cancelled'
      ? subscription.status
      : null;
  const canRequest = !isAdmin && (!subscription || ended !== null);

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
      {subscription && ended && (
        <div className="flex flex-col gap-1 rounded-card border border-line p-4">
          <p className="font-medium">
            {subscription.endedAt
              ? t(endedKey[ended], { date: formatDate(subscription.endedAt) })
              : t(subscriptionStatusKey[ended])}
          </p>
          {!isAdmin && <p className="text-sm text-muted">{t('profile:subscription.renewNote')}</p>}
        </div>
      )}
      {subscription && !ended && (
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
        <section aria-labelledby="how-to-pay-title" className="flex flex-col gap-3">
          <h3 id="how-to-pay-title" className="text-lg font-semibold print:hidden">
            {t('profile:subscription.howToPayTitle')}
          </h3>
          <p className="print:hidden">{t('profile:subscription.howToPay')}</p>
          <PaymentSlip payment={payment} />
        </section>
      )}
      {isAdmin && <p>{t('profile:subscription.notForAdmins')}</p>}
      {canRequest && (
        <Button onPress={request} isDisabled={isRequesting} className="self-start">
          {t(ended ? 'profile:subscription.renew' : 'profile:subscription.request')}
        </Button>
      )}
    </div>
  );
}
