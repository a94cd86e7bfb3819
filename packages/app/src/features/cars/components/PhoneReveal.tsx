import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevealPhoneMutation } from '@autoberza/api-client';
import { Button, buttonStyles } from '@autoberza/ui/Button';
import { cx } from '@autoberza/ui/utils';
import { dialablePhone, formatPhone } from '../../../i18n/format';

// Adverts whose number this page has shown: the summary, the call bar and the contact box share
// it, so one tap on "Prikaži broj" shows the number everywhere. Kept until the page reloads.
const revealed = new Set<string>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Whether the advert's phone number is shown, and `reveal()`, which shows it and tells the server
 * (counted once per viewer and day for the seller's statistics; the answer is not waited for).
 */
export function usePhoneReveal(carId: string) {
  const isRevealed = useSyncExternalStore(
    subscribe,
    () => revealed.has(carId),
    () => false,
  );
  const [send] = useRevealPhoneMutation();
  const reveal = useCallback(() => {
    // Every tap of a call link is sent (the server counts a viewer once a day); showing is once.
    void send({ id: carId })
      .unwrap()
      .catch(() => undefined);
    if (revealed.has(carId)) return;
    revealed.add(carId);
    for (const listener of listeners) listener();
  }, [carId, send]);
  return { isRevealed, reveal };
}

/**
 * A `tel:` link that looks like the primary button. A plain anchor: the router's links would
 * resolve "tel:…" as a path of the app.
 */
export const callStyles = (className: string) =>
  buttonStyles({
    variant: 'primary',
    isFocusVisible: false,
    className: `no-underline focus-visible:outline-3 ${className}`,
  });

/** "Pozovi": dials at once; tapping it counts as revealing the number, and shows it. */
export function CallLink({
  carId,
  phone,
  className,
}: {
  carId: string;
  phone: string;
  className: string;
}) {
  const { t } = useTranslation();
  const { isRevealed, reveal } = usePhoneReveal(carId);
  return (
    <a href={`tel:${dialablePhone(phone)}`} className={callStyles(className)} onClick={reveal}>
      {isRevealed
        ? t('cars:detail.callNumber', { phone: formatPhone(phone) })
        : t('cars:detail.callSeller')}
    </a>
  );
}

/**
 * The seller's number behind "Prikaži broj": one press shows it as a `tel:` link (`asButton`: the
 * link looks like the primary button, as in the advert's summary).
 */
export function RevealedPhone({
  carId,
  phone,
  asButton = false,
  className,
}: {
  carId: string;
  phone: string;
  asButton?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const { isRevealed, reveal } = usePhoneReveal(carId);
  if (!isRevealed) {
    return (
      <Button
        variant={asButton ? 'primary' : 'secondary'}
        size={asButton ? 'md' : 'sm'}
        className={className}
        onPress={reveal}
      >
        {t('cars:detail.showNumber')}
      </Button>
    );
  }
  return asButton ? (
    <CallLink carId={carId} phone={phone} className={className ?? ''} />
  ) : (
    <a className={cx('underline', className)} href={`tel:${dialablePhone(phone)}`} onClick={reveal}>
      {formatPhone(phone)}
    </a>
  );
}
