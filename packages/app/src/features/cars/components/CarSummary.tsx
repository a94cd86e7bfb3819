import { useTranslation } from 'react-i18next';
import { generatePath } from 'react-router';
import type { Car, CarDetail } from '@autoberza/api-client';
import { Button } from '@autoberza/ui/Button';
import { Link } from '@autoberza/ui/Link';
import { cx } from '@autoberza/ui/utils';
import { useNotify } from '../../../components/useNotify';
import { formatCount, formatDate, formatPrice } from '../../../i18n/format';
import { usePriceNote } from '../options';
import { paths, to } from '../../../paths';
import { LazyCompareToggle } from '../compare/lazyCompare';
import { FollowToggle } from './FollowToggle';
import { PriceRatingNote } from './PriceRatingNote';
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
  isOwner = false,
}: {
  car: Car & { priceDrop?: CarDetail['priceDrop'] };
  title: string;
  className?: string;
  /** The reader's own advert: "Izmeni oglas" (unless it is sold) instead of "Pozovi". */
  isOwner?: boolean;
}) {
  const { t } = useTranslation();
  const priceNote = usePriceNote();
  // Beside the price (decision 043): fixed or negotiable, VAT, exchange.
  const note = [
    priceNote(car),
    car.acceptsExchange ? t('cars:details.flags.acceptsExchange') : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className={cx('flex flex-col gap-3', className)}>
      <div>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-muted">{car.label}</p>
        <p className="mt-2 text-3xl font-bold text-accent-700">
          <span className="sr-only">{t('cars:detail.price')}: </span>
          {formatPrice(car.price)}
        </p>
        {note && <p className="font-semibold text-ink">{note}</p>}
        <PriceRatingNote car={car} />
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
        {/* What the model asks, beside the price rating's comparables (decision 052). */}
        <p className="mt-1 text-sm">
          <Link href={generatePath(paths.market, { brand: car.brand._id, model: car.model._id })}>
            {t('cars:market.link')}
          </Link>
        </p>
        <p className="mt-1 text-sm text-muted">
          {t('cars:detail.number', { number: advertNumber(car._id) })}
          {' · '}
          {t('cars:detail.updated', { date: formatDate(car.updatedAt) })}
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        {isOwner ? (
          car.status === 'sold' ? (
            // Sold is final (docs/product.md, “Sold is final”): nothing to edit.
            <p className="w-full text-muted">{t('cars:myCars.soldNote')}</p>
          ) : (
            <EditLink carId={car._id} className="max-lg:hidden" />
          )
        ) : (
          <RevealedPhone
            carId={car._id}
            phone={car.user.phone}
            asButton
            className="max-lg:hidden"
          />
        )}
        <ShareButton title={title} />
        <FollowToggle carId={car._id} sellerId={car.user._id} variant="inline" />
        <LazyCompareToggle carId={car._id} title={title} variant="inline" />
      </div>
    </div>
  );
}

/** The advert's owner edits instead of calling: the edit page, styled as the primary button. */
export function EditLink({ carId, className }: { carId: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <Link href={to.edit(carId)} variant="button" className={className}>
      {t('cars:detail.editAdvert')}
    </Link>
  );
}

/**
 * Phones: a bar fixed to the bottom of the screen for the whole advert page, the price beside
 * "Pozovi" (or "Izmeni oglas" for the owner). The header sticks to the top, so nothing covers
 * it; the layout pads the page by the bar's height (`data-call-bar`), so it hides nothing.
 */
export function CallBar({
  phone,
  price,
  carId,
  isOwner,
}: {
  phone: string;
  price: number;
  carId: string;
  isOwner: boolean;
}) {
  return (
    <div
      data-call-bar
      className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-3 border-t border-line bg-surface/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-card backdrop-blur lg:hidden"
    >
      {/* The price is read once, in the summary above: here it is for the eye only. */}
      <p aria-hidden="true" className="shrink-0 text-xl font-bold text-accent-700">
        {formatPrice(price)}
      </p>
      {isOwner ? (
        <EditLink carId={carId} className="flex-1" />
      ) : (
        <CallLink carId={carId} phone={phone} className="flex-1" />
      )}
    </div>
  );
}
