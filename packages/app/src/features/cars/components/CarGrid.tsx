import { useTranslation } from 'react-i18next';
import type { Car } from '@autoberza/api-client';
import { CarCard } from '@autoberza/ui/CarCard';
import type { CarCardLabels } from '@autoberza/ui/CarCard';
import { to } from '../../../paths';
import { cardImage } from '../carImages';

/** The card texts of spec 2.7 ("Detalji", defaults "Benzin", "Manuelni", "Nepoznato"). */
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

export function CarCardFor({ car, labels }: { car: Car; labels: CarCardLabels }) {
  return (
    <CarCard
      brand={car.brand.name}
      model={car.model.name}
      image={cardImage(car)}
      status={car.status}
      fuel={car.fuel?.name}
      transmission={car.transmission}
      mileage={car.mileage}
      year={car.yearProduction}
      price={car.price}
      href={to.car(car._id)}
      labels={labels}
    />
  );
}

/** A responsive grid of car cards (1, 2 or 3 columns). */
export function CarGrid({ cars }: { cars: Car[] }) {
  const labels = useCardLabels();
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cars.map((car) => (
        <li key={car._id}>
          <CarCardFor car={car} labels={labels} />
        </li>
      ))}
    </ul>
  );
}
