import { PRICE_RATING_MIN_COMPARABLES } from '@autoberza/contract/catalogue';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { useGetCarComparablesQuery, type Car } from '@autoberza/api-client';
import { Button } from '@autoberza/ui/Button';
import { Dialog, Modal } from '@autoberza/ui/Dialog';
import { PriceRatingBadge } from '@autoberza/ui/PriceRatingBadge';
import { Spinner } from '@autoberza/ui/Spinner';
import { formatPrice } from '../../../i18n/format';
import { PRICE_RATING_LABELS } from '../options';
import { CarGrid } from './CarGrid';

/** The comparables' list, asked when the dialog opens. */
function Comparables({ carId }: { carId: string }) {
  const { t } = useTranslation();
  const { data, isLoading, isError } = useGetCarComparablesQuery({ id: carId });
  if (isLoading) return <Spinner label={t('cars:common.loading')} />;
  if (isError || !data) return <p role="alert">{t('cars:priceRating.loadFailed')}</p>;
  return (
    <>
      <p className="text-sm text-muted">{t('cars:priceRating.comparablesIntro')}</p>
      {data.estimate !== null && (
        <p className="font-semibold">
          {t('cars:priceRating.estimate', { price: formatPrice(data.estimate) })}
        </p>
      )}
      <CarGrid cars={data.docs} aboveTheFold={false} />
      {data.soldGone > 0 && (
        <p className="text-sm text-muted">
          {t('cars:priceRating.soldGone', { count: data.soldGone })}
        </p>
      )}
    </>
  );
}

/**
 * The price rating on the advert page (docs/decisions/050): the level and „Na osnovu N sličnih
 * oglasa“, which opens the comparables; „Nema dovoljno sličnih oglasa za procenu“ with the
 * reason when there are fewer than PRICE_RATING_MIN_COMPARABLES. Nothing before the first rating.
 */
export function PriceRatingNote({ car }: { car: Pick<Car, '_id' | 'priceRating'> }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const rating = car.priceRating;
  if (!rating) return null;
  if (!rating.level)
    return (
      <div className="mt-2 text-sm">
        <p className="font-semibold text-ink">{t('cars:priceRating.tooFew')}</p>
        <p className="text-muted">
          {t('cars:priceRating.tooFewWhy', {
            min: PRICE_RATING_MIN_COMPARABLES,
            count: rating.comparables,
          })}
        </p>
      </div>
    );
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      <PriceRatingBadge level={rating.level} label={t(PRICE_RATING_LABELS[rating.level])} />
      <Button variant="quiet" onPress={() => setOpen(true)}>
        {t('cars:priceRating.basedOn', { count: rating.comparables })}
      </Button>
      <Modal isOpen={isOpen} onOpenChange={setOpen} isDismissable size="lg">
        <Dialog title={t('cars:priceRating.comparablesTitle')}>
          {isOpen && <Comparables carId={car._id} />}
          <Button variant="secondary" className="self-end" onPress={() => setOpen(false)}>
            {t('common:actions.close')}
          </Button>
        </Dialog>
      </Modal>
    </div>
  );
}
