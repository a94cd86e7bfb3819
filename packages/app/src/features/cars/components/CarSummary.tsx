import { useTranslation } from 'react-i18next';
import type { Car, CarDetail } from '@autoberza/api-client';
import { Button } from '@autoberza/ui/Button';
import { cx } from '@autoberza/ui/utils';
import { useNotify } from '../../../components/useNotify';
import { formatCount, formatDate, formatPrice } from '../../../i18n/format';
import { FollowToggle } from './FollowToggle';
import { CallLink, RevealedPhone } from './PhoneReveal';

/** The advert's number as people quote it on the phone: the first eight characters of its id. */
export function advertNumber(id: string): string {
  return id.replace(/-/g, '').slice(0, 8).toUpperCase();
}

/** "Podeli": the system share sheet where the browser has one, else the link to the clipboard. */
function ShareButton({ title }: { title: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The user closed the sheet: nothing to say.
        if ((error as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('cars:detail.linkCopied'));
    } catch {
      notify.success(t('cars:detail.shareFallback', { url }));
    }
  };
  return (
    <Button variant="secondary" onPress={() => void share()}>
      {t('cars:detail.share')}
    </Button>
  );
}

/** Title, price, the advert's number and last change, and the actions (call, share, follow). */
export function CarSummary({
  car,
  title,
  className,
}: {
  car: Car & { priceDrop?: CarDetail['priceDrop'] };
  title: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={cx('flex flex-col gap-3', className)}>
      <div>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-muted">{car.label}</p>
        <p className="mt-2 text-3xl font-bold text-accent-700">
          <span className="sr-only">{t('cars:detail.price')}: </span>
          {formatPrice(car.price)}
        </p>
        {car.priceDrop && (
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
            <span className="rounded-field bg-success-50 px-2 py-0.5 font-semibold text-success-700">
              {t('cars:detail.priceDropped')}
            </span>
            <span className="text-muted">
              <span className="sr-only">{t('cars:detail.previousPrice')}: </span>
              <s>{formatPrice(car.priceDrop.previousPrice)}</s>
            </span>
          </p>
        )}
        <p className="text-sm text-muted">
          {t('cars:detail.priceRsd', { amount: formatCount(car.priceRsd) })}
        </p>
        <p className="mt-1 text-sm text-muted">
          {t('cars:detail.number', { number: advertNumber(car._id) })}
          {' · '}
          {t('cars:detail.updated', { date: formatDate(car.updatedAt) })}
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <RevealedPhone carId={car._id} phone={car.user.phone} asButton className="max-lg:hidden" />
        <ShareButton title={title} />
        <FollowToggle carId={car._id} sellerId={car.user._id} variant="inline" />
      </div>
    </div>
  );
}

/**
 * Phones: "Pozovi" with the number, right after the price. It stays on screen for the whole
 * advert: at the bottom while it is still below the fold, at the top once the reader scrolled
 * past it (its parent box is the page's column, so it sticks as long as the advert lasts).
 */
export function CallBar({
  carId,
  phone,
  className,
}: {
  carId: string;
  phone: string;
  className?: string;
}) {
  return (
    <div
      className={cx(
        'sticky top-0 bottom-0 z-20 -mx-4 border-y border-line bg-surface/95 px-4 py-3 shadow-card backdrop-blur sm:-mx-6 sm:px-6 lg:hidden',
        className,
      )}
    >
      <CallLink carId={carId} phone={phone} className="w-full" />
    </div>
  );
}
