import { useId, type ReactNode } from 'react';
import { useLocale } from 'react-aria-components';
import { formatEuro, formatKilometres } from '@autoberza/contract/format';
import { cx } from '../utils';
import { CarIcon } from './icons';
import { Link } from './Link';
import { StatusRibbon } from './StatusRibbon';

export interface CarCardImage {
  src: string;
  /** Responsive candidates, e.g. "a-480.webp 480w, a-960.webp 960w". */
  srcSet?: string;
  /** Defaults to a 1/3-column grid guess; pass the real layout's sizes. */
  sizes?: string;
}

/** Every word the card shows comes from the app (locales). */
export interface CarCardLabels {
  fuel: string;
  transmission: string;
  mileage: string;
  year: string;
  price: string;
  /** The action ("Detalji"). */
  details: string;
  /** Shown when mileage or year is missing ("Nepoznato"). */
  unknown: string;
  /** Shown when fuel is missing ("Benzin"). */
  defaultFuel: string;
  /** Shown when transmission is missing ("Manuelni"). */
  defaultTransmission: string;
  /** Alt text of the placeholder when there is no photo ("Nema fotografije"). */
  noImage: string;
  reserved: string;
  sold: string;
}

export interface CarCardProps {
  brand: string;
  model: string;
  /** The first photo; omit for the placeholder. */
  image?: CarCardImage | null;
  status?: 'active' | 'reserved' | 'sold';
  fuel?: string | null;
  transmission?: string | null;
  /** Kilometres. */
  mileage?: number | null;
  year?: number | null;
  /** Euros. */
  price: number;
  /** Where the car is (the seller's city); shown under the title with `published`. */
  city?: string | null;
  /** When the advert was published, as the reader reads it ("Objavljeno 20. novembra 2026."). */
  published?: string;
  /** The detail page, e.g. `/car/42`. */
  href: string;
  labels: CarCardLabels;
  /**
   * How the photo loads: `lazy` (default) waits until the card nears the viewport; pass `eager`
   * for the cards of the first row, which are above the fold.
   */
  imageLoading?: 'lazy' | 'eager';
  /** The photo's fetch priority (`fetchpriority`); `high` for the card likely to be the LCP. */
  imagePriority?: 'high' | 'auto';
  /** A control laid over the photo's top left corner, above the card's link (the follow heart). */
  action?: ReactNode;
  /** Shown under the price (the price rating's PriceRatingBadge). */
  badge?: ReactNode;
  className?: string;
}

/**
 * A listing in a grid: photo (or placeholder) with ribbon, brand and model, key facts, price.
 * The whole card is a link to the car; controls laid over it need `relative z-10`.
 */
export function CarCard({
  brand,
  model,
  image,
  status = 'active',
  fuel,
  transmission,
  mileage,
  year,
  price,
  city,
  published,
  href,
  labels,
  imageLoading = 'lazy',
  imagePriority,
  action,
  badge,
  className,
}: CarCardProps) {
  const { locale } = useLocale();
  const titleId = useId();
  const title = `${brand} ${model}`;
  const facts = [
    [labels.fuel, fuel || labels.defaultFuel],
    [labels.transmission, transmission || labels.defaultTransmission],
    [labels.mileage, mileage != null ? formatKilometres(mileage, locale) : labels.unknown],
    [labels.year, year != null ? String(year) : labels.unknown],
  ] as const;
  return (
    <article
      className={cx(
        'relative flex flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-card',
        className,
      )}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-canvas">
        {image ? (
          <img
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.sizes ?? '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw'}
            alt={title}
            loading={imageLoading}
            fetchPriority={imagePriority}
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <div
            role="img"
            aria-label={labels.noImage}
            className="flex size-full items-center justify-center text-line-strong"
          >
            <CarIcon width={64} height={64} strokeWidth={1.5} />
          </div>
        )}
        {status === 'reserved' && <StatusRibbon status="reserved" label={labels.reserved} />}
        {status === 'sold' && <StatusRibbon status="sold" label={labels.sold} />}
        {action && (
          // Named by the card's title: a grid of hearts reads "Volkswagen Golf 7, Prati oglas".
          <div role="group" aria-labelledby={titleId} className="absolute top-2 left-2 z-10">
            {action}
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h3 id={titleId} className="truncate text-lg font-semibold text-ink" title={title}>
          {/* The title's link covers the whole card (photo included): a click anywhere opens the
              car, and a middle click opens it in a tab. */}
          <Link href={href} variant="subtle" className="after:absolute after:inset-0">
            {title}
          </Link>
        </h3>
        {(city || published) && (
          <p className="-mt-2 text-sm text-muted">
            {[city, published].filter(Boolean).join(' · ')}
          </p>
        )}
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          {facts.map(([term, value]) => (
            <div key={term} className="flex min-w-0 flex-col">
              <dt className="text-muted">{term}</dt>
              <dd className="truncate font-medium text-ink">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-1">
          <p className="flex flex-col">
            <span className="text-sm text-muted">{labels.price}</span>
            <span className="text-xl font-bold text-accent-700">{formatEuro(price, locale)}</span>
            {badge}
          </p>
          <Link href={href} variant="button" aria-describedby={titleId} className="relative z-10">
            {labels.details}
          </Link>
        </div>
      </div>
    </article>
  );
}
