import { useTranslation } from 'react-i18next';
import type { CarCard as Card } from '@autoberza/api-client';
import { CarCard } from '@autoberza/ui/CarCard';
import type { CarCardLabels } from '@autoberza/ui/CarCard';
import { PriceRatingBadge } from '@autoberza/ui/PriceRatingBadge';
import { HydratesApart } from '../../../components/HydratesApart';
import { formatDate } from '../../../i18n/format';
import { useReferenceName } from '../../../i18n/referenceName';
import { to } from '../../../paths';
import { cardImage } from '../carImages';
import { LazyCompareToggle } from '../compare/lazyCompare';
import { PRICE_RATING_LABELS, usePriceNote, useTransmissionLabel } from '../options';
import { FollowToggle, useCanFollow } from './FollowToggle';

/**
 * The card texts of docs/product.md, “Car card” ("Detalji", defaults "Benzin", "Manuelni",
 * "Nepoznato").
 */
export function useCardLabels(): CarCardLabels {
  const { t } = useTranslation();
  return {
    fuel: t('cars:card.fuel'),
    transmission: t('cars:card.transmission'),
    mileage: t('cars:card.mileage'),
    year: t('cars:card.year'),
    price: t('cars:card.price'),
    details: t('cars:card.details'),
    unknown: t('cars:card.unknown'),
    defaultFuel: t('cars:card.defaultFuel'),
    defaultTransmission: t('cars:card.defaultTransmission'),
    noImage: t('cars:card.noImage'),
    reserved: t('cars:status.reserved'),
    sold: t('cars:status.sold'),
  };
}

interface CarCardForProps {
  car: Card;
  labels: CarCardLabels;
  /** The card is in the first row, above the fold: its photo loads at once. */
  eager?: boolean;
  /** The card's photo is likely the page's largest paint: it is fetched first. */
  priority?: boolean;
}

export function CarCardFor({ car, labels, eager = false, priority = false }: CarCardForProps) {
  const { t } = useTranslation();
  const canFollow = useCanFollow(car.user._id);
  const transmissionLabel = useTransmissionLabel();
  const referenceName = useReferenceName();
  const priceNote = usePriceNote();
  // Fixed/negotiable and VAT beside the price (decision 043), in the price's own label: the card
  // itself is in the first screen's bundle, which has no byte to spare.
  const note = priceNote(car);
  const rating = car.priceRating?.level;
  return (
    <CarCard
      brand={car.brand.name}
      model={car.model.name}
      image={cardImage(car)}
      status={car.status}
      fuel={referenceName(car.fuel?.name) || undefined}
      transmission={transmissionLabel(car.transmission)}
      mileage={car.mileage}
      year={car.yearProduction}
      price={car.price}
      city={referenceName(car.user.city?.name) || undefined}
      published={t('cars:card.published', { date: formatDate(car.publishedAt) })}
      href={to.car(car._id)}
      labels={note ? { ...labels, price: `${labels.price} · ${note}` } : labels}
      imageLoading={eager ? 'eager' : 'lazy'}
      imagePriority={priority ? 'high' : undefined}
      action={
        <div className="flex items-start gap-2">
          {canFollow && <FollowToggle carId={car._id} sellerId={car.user._id} />}
          <LazyCompareToggle carId={car._id} title={`${car.brand.name} ${car.model.name}`} />
        </div>
      }
      badge={
        rating ? (
          <PriceRatingBadge
            level={rating}
            label={t(PRICE_RATING_LABELS[rating])}
            className="mt-1"
          />
        ) : undefined
      }
    />
  );
}

/** Cards in the first row at the widest layout (3 columns). */
const FIRST_ROW = 3;

/**
 * A responsive grid of car cards (1, 2 or 3 columns). At the top of a page (`aboveTheFold`) the
 * first row's photos load at once and the first one first, for a fast largest paint.
 */
export function CarGrid({ cars, aboveTheFold = true }: { cars: Card[]; aboveTheFold?: boolean }) {
  const labels = useCardLabels();
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cars.map((car, i) => (
        <li key={car._id}>
          <HydratesApart>
            <CarCardFor
              car={car}
              labels={labels}
              eager={aboveTheFold && i < FIRST_ROW}
              priority={aboveTheFold && i === 0}
            />
          </HydratesApart>
        </li>
      ))}
    </ul>
  );
}
