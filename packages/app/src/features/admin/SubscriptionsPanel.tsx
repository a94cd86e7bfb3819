import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  useAdminCancelSubscriptionMutation,
  useAdminGetSubscriptionsQuery,
} from '@autoberza/api-client';
import type { AdminSubscription } from '@autoberza/api-client';
import { Button } from '@autoberza/ui/Button';
import { Spinner } from '@autoberza/ui/Spinner';
import { TextField } from '@autoberza/ui/TextField';
import { useNotify } from '../../components/useNotify';
import { formatDate } from '../../i18n/format';
import { subscriptionStatusKey } from '../profile';
import { PaymentsDialog } from './PaymentsDialog';
import { ReasonConfirmButton } from './ReasonConfirmButton';
import { RecordPaymentDialog } from './RecordPaymentDialog';

/**
 * Finds a subscription by its reference number or the user's e-mail (?q= in the address, so a
 * search can be bookmarked), records payments (activate / extend), shows their history, cancels.
 */
function SubscriptionSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(q);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <TextField
        type="search"
        label={t('admin:subscriptions.search')}
        description={t('admin:subscriptions.searchHint')}
        value={value}
        onChange={setValue}
        className="min-w-0 flex-1 basis-64"
      />
      <div className="flex gap-2 sm:pb-7">
        <Button type="submit">{t('admin:subscriptions.searchButton')}</Button>
        {q && (
          <Button
            variant="secondary"
            onPress={() => {
              setValue('');
              onSearch('');
            }}
          >
            {t('admin:subscriptions.clearSearch')}
          </Button>
        )}
      </div>
    </form>
  );
}

/** On a phone the table's rows are cards: each cell says what it is (the header row is hidden). */
function CellLabel({ children }: { children: string }) {
  return <span className="text-sm text-muted sm:hidden">{`${children}: `}</span>;
}

export function SubscriptionsPanel() {
  const { t } = useTranslation();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const { data, isLoading, isFetching, error } = useAdminGetSubscriptionsQuery({
    limit: 100,
    ...(q ? { q } : {}),
  });
  const subscriptions = data?.data ?? [];
  const [cancel, cancelling] = useAdminCancelSubscriptionMutation();
  const [paying, setPaying] = useState<AdminSubscription | null>(null);
  const [history, setHistory] = useState<AdminSubscription | null>(null);

  const search = (next: string) => {
    const updated = new URLSearchParams(params);
    if (next) updated.set('q', next);
    else updated.delete('q');
    setParams(updated);
  };

  const runCancel = async (subscription: AdminSubscription, reason: string) => {
    try {
      await cancel({ id: subscription._id, body: reason ? { reason } : null }).unwrap();
      notify.success(t('admin:subscriptions.cancelled'));
    } catch (e) {
      notify.error(e);
    }
  };

  let body;
  if (isLoading) body = <Spinner label={t('common:loading')} />;
  else if (error) body = <p role="alert">{t('common:errors.loadFailed')}</p>;
  else if (subscriptions.length === 0)
    body = <p>{q ? t('admin:subscriptions.noMatch', { q }) : t('admin:subscriptions.empty')}</p>;
  else
    body = (
      <div className="sm:overflow-x-auto">
        <table className="w-full text-left max-sm:block">
          <caption className="sr-only">{t('admin:nav.subscriptions')}</caption>
          <thead className="max-sm:sr-only">
            <tr className="border-b border-line">
              <th className="p-2">{t('admin:subscriptions.user')}</th>
              <th className="p-2">{t('profile:subscription.referenceNumber')}</th>
              <th className="p-2">{t('profile:subscription.statusLabel')}</th>
              <th className="p-2">{t('profile:subscription.startDate')}</th>
              <th className="p-2">{t('profile:subscription.endDate')}</th>
              <th className="p-2">{t('admin:users.actions')}</th>
            </tr>
          </thead>
          <tbody className="max-sm:flex max-sm:flex-col max-sm:gap-3">
            {subscriptions.map((s) => {
              const name = `${s.user.firstName} ${s.user.lastName}`;
              const payLabel =
                s.status === 'active'
                  ? t('admin:subscriptions.extend')
                  : t('admin:subscriptions.activate');
              return (
                <tr
                  key={s._id}
                  className="border-b border-line max-sm:flex max-sm:flex-col max-sm:rounded-card max-sm:border max-sm:bg-surface max-sm:p-2"
                >
                  <td className="p-2 max-sm:py-1">
                    {name}
                    <br />
                    <span className="text-sm break-all text-muted">{s.user.email}</span>
                  </td>
                  <td className="p-2 max-sm:py-1">
                    <CellLabel>{t('profile:subscription.referenceNumber')}</CellLabel>
                    <span className="font-mono whitespace-nowrap">{s.referenceNumber}</span>
                  </td>
                  <td className="p-2 max-sm:py-1">
                    <CellLabel>{t('profile:subscription.statusLabel')}</CellLabel>
                    {t(subscriptionStatusKey[s.status])}
                  </td>
                  <td className="p-2 max-sm:py-1">
                    <CellLabel>{t('profile:subscription.startDate')}</CellLabel>
                    {formatDate(s.startDate)}
                  </td>
                  <td className="p-2 max-sm:py-1">
                    <CellLabel>{t('profile:subscription.endDate')}</CellLabel>
                    {formatDate(s.endDate)}
                  </td>
                  <td className="p-2 max-sm:py-1">
                    <div className="flex flex-wrap gap-2">
                      {(s.status === 'pending' || s.status === 'active') && (
                        <Button
                          size="sm"
                          aria-label={`${payLabel}: ${name}`}
                          onPress={() => setPaying(s)}
                        >
                          {payLabel}
                        </Button>
                      )}
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={`${t('admin:subscriptions.history')}: ${name}`}
                        onPress={() => setHistory(s)}
                      >
                        {t('admin:subscriptions.history')}
                      </Button>
                      {(s.status === 'active' || s.status === 'pending') && (
                        <ReasonConfirmButton
                          size="sm"
                          variant="danger"
                          isDisabled={cancelling.isLoading}
                          aria-label={`${t('admin:subscriptions.cancel')}: ${name}`}
                          question={t('admin:confirm.cancelTitle')}
                          explanation={t('admin:confirm.cancelText', { name })}
                          reasonHint={t('admin:confirm.reasonLogged')}
                          confirmLabel={t('admin:confirm.cancelConfirm')}
                          cancelLabel={t('admin:confirm.cancel')}
                          onConfirm={(reason) => void runCancel(s, reason)}
                        >
                          {t('admin:subscriptions.cancel')}
                        </ReasonConfirmButton>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    );

  return (
    <div className="flex flex-col gap-4" aria-busy={isFetching}>
      <SubscriptionSearch key={q} q={q} onSearch={search} />
      {q && data && data.totalDocs > 0 && (
        <p role="status">{t('admin:subscriptions.found', { count: data.totalDocs })}</p>
      )}
      {body}
      <RecordPaymentDialog subscription={paying} onClose={() => setPaying(null)} />
      <PaymentsDialog subscription={history} onClose={() => setHistory(null)} />
    </div>
  );
}
