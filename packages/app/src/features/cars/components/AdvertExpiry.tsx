import { DAY } from '@autoberza/contract/time';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRenewCarMutation } from '@autoberza/api-client';
import type { AdvertExpiry as Expiry } from '@autoberza/api-client';
import { Button } from '@autoberza/ui/Button';
import { cx } from '@autoberza/ui/utils';
import { useNotify } from '../../../components/useNotify';
import { formatDate } from '../../../i18n/format';

/** „Obnovi oglas“ shows from this many days before the end (the owner's reminder is mailed then). */
export const RENEW_SHOWN_DAYS = 3;

interface AdvertExpiryProps {
  carId: string;
  /** Brand and model, for the message after renewing. */
  title: string;
  expiry: Expiry;
  /** `compact`: a small button beside the line (the list view). */
  compact?: boolean;
  /**
   * An administrator hid the advert: buyers do not see it, so the line names the period's end
   * without saying it is shown until then.
   */
  hidden?: boolean;
  className?: string;
}

/**
 * docs/product.md, “Expiry and renewal”: the owner's line on an advert's period („Prikazuje se
 * do …“, or „Istekao …“) and, once it has expired or is in its last days, „Obnovi oglas“. A sold
 * advert has no period: nothing shows. After renewing, the focus goes to the line (the button
 * is gone).
 */
export function AdvertExpiry({
  carId,
  title,
  expiry,
  compact,
  hidden = false,
  className,
}: AdvertExpiryProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [renew, { isLoading }] = useRenewCarMutation();
  const lineRef = useRef<HTMLParagraphElement>(null);
  if (expiry.expiresAt === null) return null;
  const ends = expiry.expiresAt;
  const renewable =
    expiry.expired || new Date(ends).getTime() - Date.now() <= RENEW_SHOWN_DAYS * DAY;

  const onRenew = async () => {
    try {
      const renewed = await renew({ id: carId }).unwrap();
      notify.success(
        t('cars:expiry.renewed', { name: title, date: formatDate(renewed.expiresAt) }),
      );
      requestAnimationFrame(() => lineRef.current?.focus());
    } catch (error) {
      notify.error(error);
    }
  };

  return (
    <div
      className={cx(
        compact ? 'flex flex-wrap items-center gap-2' : 'flex flex-col gap-2',
        className,
      )}
    >
      <p
        ref={lineRef}
        tabIndex={-1}
        className={cx('text-sm', expiry.expired ? 'font-semibold text-ink' : 'text-muted')}
      >
        {expiry.expired
          ? t('cars:expiry.expired', { date: formatDate(ends) })
          : hidden
            ? t('cars:expiry.periodUntil', { date: formatDate(ends) })
            : t('cars:expiry.until', { date: formatDate(ends) })}
      </p>
      {renewable && (
        <Button
          variant={expiry.expired ? 'primary' : 'secondary'}
          size={compact ? 'sm' : undefined}
          isPending={isLoading}
          pendingLabel={t('cars:expiry.renewing')}
          onPress={() => void onRenew()}
        >
          {t('cars:expiry.renew')}
        </Button>
      )}
    </div>
  );
}
