import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionPayment } from '@autoberza/api-client';
import { Button } from '@autoberza/ui/Button';
import { useNotify } from '../../components/useNotify';

/** How long the "Kopirano" mark stays beside a field's button. */
const COPIED_MS = 2500;

interface SlipField {
  id: string;
  label: string;
  /** What the slip shows. */
  shown: string;
  /** What the copy button puts on the clipboard, when it differs from what is shown. */
  copied?: string;
  mono?: boolean;
}

/**
 * The payment slip ("nalog za uplatu") laid out like the Serbian form: payer, purpose and
 * recipient on the left; payment code, currency and amount, the recipient's account, model and
 * reference on the right. Each field can be copied; the IPS QR code below fills a banking app
 * in one scan. Printing shows only this slip (styles.css, `.print-slip`).
 */
export function PaymentSlip({ payment }: { payment: SubscriptionPayment }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [copied, setCopied] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (field: SlipField) => {
    try {
      await navigator.clipboard.writeText(field.copied ?? field.shown);
    } catch {
      notify.error(t('profile:slip.copyFailed'));
      return;
    }
    setCopied(field.id);
    // A new text each time, so a screen reader announces a second copy of the same field too.
    setAnnouncement(
      (previous) =>
        `${t('profile:slip.copiedField', { field: field.label })}${previous.endsWith('\u00a0') ? '' : '\u00a0'}`,
    );
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(null), COPIED_MS);
  };

  const left: SlipField[] = [
    { id: 'payer', label: t('profile:slip.payer'), shown: payment.payer },
    { id: 'purpose', label: t('profile:slip.purpose'), shown: payment.purpose },
    { id: 'recipient', label: t('profile:slip.recipient'), shown: payment.recipient },
  ];
  const code: SlipField = {
    id: 'paymentCode',
    label: t('profile:slip.paymentCode'),
    shown: payment.paymentCode,
    mono: true,
  };
  const amount: SlipField = {
    id: 'amount',
    label: t('profile:slip.amount'),
    shown: payment.amount,
    copied: payment.amountPlain,
  };
  const account: SlipField = {
    id: 'account',
    label: t('profile:slip.account'),
    shown: payment.account,
    mono: true,
  };
  const model: SlipField = {
    id: 'model',
    label: t('profile:slip.model'),
    shown: payment.model,
    mono: true,
  };
  const reference: SlipField = {
    id: 'reference',
    label: t('profile:slip.reference'),
    shown: payment.referenceNumber,
    mono: true,
  };

  const box = (field: SlipField, className = '') => (
    <div key={field.id} className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <dt
        id={`slip-${field.id}`}
        className="text-xs font-semibold tracking-wide text-muted uppercase"
      >
        {field.label}
      </dt>
      <dd className="relative flex min-w-0 items-center gap-2">
        <span
          className={`min-h-11 min-w-0 flex-1 rounded-field border border-line-strong bg-surface px-3 py-2 break-words ${field.mono ? 'font-mono' : ''}`}
        >
          {field.shown}
        </span>
        <Button
          variant="secondary"
          size="sm"
          className="shrink-0 print:hidden"
          aria-label={t('profile:slip.copyField', { field: field.label })}
          onPress={() => void copy(field)}
        >
          {t('profile:slip.copy')}
        </Button>
        {copied === field.id && (
          // Seen beside the button; screen readers hear the status line below instead.
          <span
            aria-hidden="true"
            className="absolute -top-6 right-0 rounded-field bg-success-700 px-2 py-0.5 text-xs font-semibold text-white print:hidden"
          >
            ✓ {t('profile:slip.copied')}
          </span>
        )}
      </dd>
    </div>
  );

  return (
    <section
      aria-labelledby="payment-slip-title"
      className="print-slip @container flex flex-col gap-4 rounded-card border-2 border-line-strong bg-surface p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="payment-slip-title" className="text-lg font-bold tracking-wide uppercase">
          {t('profile:slip.title')}
        </h3>
        <Button
          variant="secondary"
          size="sm"
          className="print:hidden"
          onPress={() => window.print()}
        >
          {t('profile:slip.print')}
        </Button>
      </div>
      {/* Two lists, one per half of the form: a <dl> holds its dt/dd groups directly. */}
      <div className="grid grid-cols-1 gap-x-6 gap-y-3 @xl:grid-cols-2 print:grid-cols-2">
        <dl className="flex flex-col gap-3 @xl:border-r @xl:border-line @xl:pr-6 print:border-r print:pr-6">
          {left.map((field) => box(field))}
        </dl>
        <dl className="flex flex-col gap-3">
          {box(code)}
          {box(amount)}
          {box(account)}
          {box(model)}
          {box(reference)}
        </dl>
      </div>
      <figure className="flex flex-col items-center gap-2 border-t border-line pt-4 @md:flex-row @md:gap-6">
        <img
          src={payment.ipsQr.image}
          alt={t('profile:slip.qrAlt', {
            amount: payment.amount,
            account: payment.account,
            reference: payment.referenceNumber,
          })}
          width={200}
          height={200}
          className="size-[200px] shrink-0 bg-white [image-rendering:pixelated]"
        />
        <figcaption className="max-w-sm text-center @md:text-left">
          {t('profile:slip.qrHint')}
        </figcaption>
      </figure>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
