import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetCarsQuery } from '@autoberza/api-client';
import type { Car } from '@autoberza/api-client';
import { Button } from '@autoberza/ui/Button';
import { Link } from '@autoberza/ui/Link';
import { Spinner } from '@autoberza/ui/Spinner';
import { formatDate, formatPrice } from '../../i18n/format';
import { imageUrl } from '../../lib/imageUrl';
import { to } from '../../paths';
import { RemoveListingDialog } from './RemoveListingDialog';
import { Pager } from '../../components/Pager';

const PAGE_SIZE = 20;

const statusKey = {
  active: 'cars:status.active',
  reserved: 'cars:status.reserved',
  sold: 'cars:status.sold',
} as const satisfies Record<Car['status'], string>;

function carTitle(car: Pick<Car, 'brand' | 'model'>): string {
  return `${car.brand.name} ${car.model.name}`;
}

/**
 * docs/product.md, “Admin console”: every listing, newest first (an admin sees hidden ones too),
 * with removal.
 */
export function ListingsPanel() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<{ id: string; title: string } | null>(null);
  const { data, isLoading, isFetching, error } = useGetCarsQuery({
    page,
    limit: PAGE_SIZE,
    fields: 'full',
  });
  // Asked with `fields: 'full'` (the seller's name and the creation date are no card's).
  const cars = (data?.docs ?? []) as Car[];
  const totalPages = data?.totalPages ?? 1;

  // Removing the last listing of the last page leaves it empty: step back to one that exists.
  useEffect(() => {
    if (data && data.docs.length === 0 && page > 1) setPage(Math.max(1, data.totalPages));
  }, [data, page]);

  if (isLoading) return <Spinner label={t('common:loading')} />;
  if (error) return <p role="alert">{t('common:errors.loadFailed')}</p>;
  if (cars.length === 0) return <p>{t('admin:listings.empty')}</p>;

  return (
    <div className="flex flex-col gap-4" aria-busy={isFetching}>
      <div className="overflow-x-auto">
        <table className="w-full text-left">
          <caption className="sr-only">{t('admin:nav.listings')}</caption>
          <thead>
            <tr className="border-b border-line">
              <th className="p-2">{t('admin:listings.picture')}</th>
              <th className="p-2">{t('admin:listings.car')}</th>
              <th className="p-2">{t('admin:listings.price')}</th>
              <th className="p-2">{t('admin:listings.seller')}</th>
              <th className="p-2">{t('admin:listings.status')}</th>
              <th className="p-2">{t('admin:listings.created')}</th>
              <th className="p-2">{t('admin:users.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {cars.map((car) => {
              const title = carTitle(car);
              const src = imageUrl(car.image[0]?.url);
              return (
                <tr key={car._id} className="border-b border-line">
                  <td className="p-2">
                    {src ? (
                      <img
                        src={src}
                        alt={title}
                        loading="lazy"
                        className="h-14 w-20 rounded object-cover"
                      />
                    ) : (
                      <span className="text-sm text-muted">{t('cars:card.noImage')}</span>
                    )}
                  </td>
                  <td className="p-2">
                    <Link href={to.car(car._id)}>{title}</Link>
                  </td>
                  <td className="p-2">{formatPrice(car.price)}</td>
                  <td className="p-2">{`${car.user.firstName} ${car.user.lastName}`}</td>
                  <td className="p-2">{t(statusKey[car.status])}</td>
                  <td className="p-2">{formatDate(car.createdAt)}</td>
                  <td className="p-2">
                    <Button
                      size="sm"
                      variant="danger"
                      aria-label={`${t('admin:listings.remove')}: ${title}`}
                      onPress={() => setRemoving({ id: car._id, title })}
                    >
                      {t('admin:listings.remove')}
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Pager page={page} pageCount={totalPages} onPageChange={setPage} />
      <RemoveListingDialog car={removing} onClose={() => setRemoving(null)} />
    </div>
  );
}
