import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminActivateSubscriptionMutation } from '@autoberza/api-client';
import type { AdminSubscription } from '@autoberza/api-client';
import { Button } from '@autoberza/ui/Button';
import { Dialog, Modal } from '@autoberza/ui/Dialog';
import { NumberField } from '@autoberza/ui/NumberField';
import { TextField } from '@autoberza/ui/TextField';
import { useNotify } from '../../components/useNotify';
import { formatDinars, todayIso } from '../../i18n/format';

const MONTHS_MAX = 24;

type Errors = Partial<Record<'paidOn' | 'amount', string>>;

export interface RecordPaymentDialogProps {
  /** The subscription being paid, or null when the dialog is closed. */
  subscription: AdminSubscription | null;
  onClose: () => void;
}

/**
 * "Payment received": the admin enters the payment's date and amount (today and the price by
 * default) and the subscription is activated, or extended when it is running.
 */
export function RecordPaymentDialog({ subscription, onClose }: RecordPaymentDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [activate, { isLoading }] = useAdminActivateSubscriptionMutation();
  // Keyed by the subscription: opening the dialog for another one starts from its defaults.
  const [form, setForm] = useState<{
    for?: string;
    paidOn: string;
    amount?: number;
    months: number;
  }>({ paidOn: '', months: 1 });
  const [errors, setErrors] = useState<Errors>({});
  if (subscription && form.for !== subscription._id) {
    setForm({ for: subscription._id, paidOn: todayIso(), amount: subscription.price, months: 1 });
    setErrors({});
  }
  const running = subscription?.status === 'active';

  const validate = (values: typeof form): Errors => {
    const found: Errors = {};
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.paidOn))
      found.paidOn = t('admin:subscriptions.paidOnRequired');
    else if (values.paidOn > todayIso()) found.paidOn = t('admin:subscriptions.paidOnFuture');
    if (values.amount === undefined || Number.isNaN(values.amount) || values.amount <= 0) {
      found.amount = t('admin:subscriptions.amountRequired');
    }
    return found;
  };

  const close = () => {
    if (isLoading) return;
    setForm({ paidOn: '', months: 1 });
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!subscription || isLoading) return;
    const found = validate(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await activate({
        id: subscription._id,
        body: { paidOn: form.paidOn, amount: form.amount!, months: form.months },
      }).unwrap();
      notify.success(
        running ? t('admin:subscriptions.extended') : t('admin:subscriptions.activated'),
      );
      setForm({ paidOn: '', months: 1 });
      onClose();
    } catch (e) {
      notify.error(e);
    }
  };

  const name = subscription ? `${subscription.user.firstName} ${subscription.user.lastName}` : '';
  return (
    <Modal
      isOpen={subscription !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      isDismissable={!isLoading}
    >
      <Dialog title={t('admin:subscriptions.payDialogTitle')}>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <p>
            {t('admin:subscriptions.payDialogText', {
              name,
              reference: subscription?.referenceNumber ?? '',
            })}
          </p>
          <TextField
            type="date"
            label={t('admin:subscriptions.paidOn')}
            description={t('admin:subscriptions.paidOnHint')}
            value={form.paidOn}
            onChange={(paidOn) => setForm((f) => ({ ...f, paidOn }))}
            isRequired
            isInvalid={errors.paidOn !== undefined}
            errorMessage={errors.paidOn}
            autoFocus
          />
          <NumberField
            label={t('admin:subscriptions.amount')}
            description={t('admin:subscriptions.amountHint', {
              price: formatDinars(subscription?.price ?? 0),
            })}
            unit="RSD"
            minValue={0}
            formatOptions={{ minimumFractionDigits: 0, maximumFractionDigits: 2 }}
            value={form.amount ?? NaN}
            onChange={(amount) => setForm((f) => ({ ...f, amount }))}
            isRequired
            isInvalid={errors.amount !== undefined}
            errorMessage={errors.amount}
          />
          <NumberField
            label={t('admin:subscriptions.months')}
            minValue={1}
            maxValue={MONTHS_MAX}
            formatOptions={{ maximumFractionDigits: 0 }}
            value={form.months}
            onChange={(months) =>
              setForm((f) => ({ ...f, months: Number.isNaN(months) ? 1 : months }))
            }
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onPress={close} isDisabled={isLoading}>
              {t('admin:listings.cancel')}
            </Button>
            <Button type="submit" isDisabled={isLoading} isPending={isLoading}>
              {isLoading ? t('admin:subscriptions.recording') : t('admin:subscriptions.record')}
            </Button>
          </div>
        </form>
      </Dialog>
    </Modal>
  );
}
