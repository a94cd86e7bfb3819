import { useTranslation } from 'react-i18next';
import {
  useDeleteCarMutation,
  useGetOwnCarsQuery,
  useUpdateCarStatusMutation,
} from '@autoberza/api-client';
import type { Car } from '@autoberza/api-client';
import { AlertDialog } from '@autoberza/ui/AlertDialog';
import { Button } from '@autoberza/ui/Button';
import { DialogTrigger, Modal } from '@autoberza/ui/Dialog';
import { EmptyState } from '@autoberza/ui/EmptyState';
import { FullScreenLoader } from '@autoberza/ui/FullScreenLoader';
import { Link } from '@autoberza/ui/Link';
import { PageContainer } from '@autoberza/ui/PageContainer';
import { Select, SelectItem } from '@autoberza/ui/Select';
import { StatusRibbon } from '@autoberza/ui/StatusRibbon';
import { useErrorToast, useNotify } from '../../components/useNotify';
import { formatPrice } from '../../i18n/format';
import { paths, to } from '../../paths';
import { cardImage, TWO_COLUMN_SIZES } from './carImages';
import { usePageTitle } from '../../components/usePageTitle';

type Status = Car['status'];
const STATUSES: Status[] = ['active', 'reserved', 'sold'];

function useStatusLabel() {
  const { t } = useTranslation();
  return (status: Status) =>
    status === 'sold'
      ? t('cars:status.sold')
      : status === 'reserved'
        ? t('cars:status.reserved')
        : t('cars:status.active');
}

function MyCarCard({ car }: { car: Car }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const statusLabel = useStatusLabel();
  const [updateStatus, { isLoading: isUpdating }] = useUpdateCarStatusMutation();
  const [deleteCar, { isLoading: isDeleting }] = useDeleteCarMutation();
  const title = `${car.brand.name} ${car.model.name}`;
  const image = cardImage(car, TWO_COLUMN_SIZES);
  const sold = car.status === 'sold';

  const changeStatus = async (status: Status) => {
    if (status === car.status) return;
    try {
      await updateStatus({ id: car._id, body: { status } }).unwrap();
    } catch (error) {
      // Spec section 8: a failed status change is only logged.
      console.error(error);
    }
  };
  const remove = async () => {
    try {
      await deleteCar({ id: car._id }).unwrap();
      notify.success(t('cars:myCars.deleted'));
    } catch (error) {
      notify.error(error);
    }
  };

  return (
    <article
      aria-label={title}
      className="flex flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-card"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-canvas">
        {image ? (
          <img
            {...image}
            alt={title}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <div role="img" aria-label={t('cars:card.noImage')} className="size-full" />
        )}
        {car.status !== 'active' && (
          <StatusRibbon status={car.status} label={statusLabel(car.status)} />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h2 className="text-lg font-semibold">
          <Link href={to.car(car._id)} variant="subtle">
            {title}
          </Link>
        </h2>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-muted">{t('cars:common.price')}</dt>
            <dd className="text-lg font-bold text-accent-700">{formatPrice(car.price)}</dd>
          </div>
          <div>
            <dt className="text-muted">{t('cars:common.views')}</dt>
            <dd className="text-lg font-semibold">{car.viewsCount}</dd>
          </div>
        </dl>
        <Select
          label={t('cars:status.label')}
          items={STATUSES.map((id) => ({ id, name: statusLabel(id) }))}
          selectedKey={car.status}
          onSelectionChange={(key) => void changeStatus(key as Status)}
          isDisabled={sold || isUpdating}
          description={sold ? t('cars:myCars.soldNote') : undefined}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
        <div className="mt-auto flex flex-wrap gap-3 pt-1">
          {sold ? (
            <Button variant="secondary" isDisabled>
              {t('cars:myCars.edit')}
            </Button>
          ) : (
            <Link href={to.edit(car._id)} variant="button-secondary">
              {t('cars:myCars.edit')}
            </Link>
          )}
          <DialogTrigger>
            <Button
              variant="danger"
              isPending={isDeleting}
              pendingLabel={t('cars:myCars.deleting')}
            >
              {t('cars:myCars.delete')}
            </Button>
            <Modal>
              <AlertDialog
                title={t('cars:myCars.deleteTitle')}
                confirmLabel={t('cars:myCars.deleteConfirm')}
                cancelLabel={t('cars:myCars.cancel')}
                onConfirm={() => void remove()}
              >
                {t('cars:myCars.deleteText', { name: title })}
              </AlertDialog>
            </Modal>
          </DialogTrigger>
        </div>
      </div>
    </article>
  );
}

/** Spec 2.10: the seller's own adverts, reloaded (tag invalidation) after each change. */
function MyCarsPageContent() {
  const { t } = useTranslation();
  const { data, isLoading, error } = useGetOwnCarsQuery({ page: 1, limit: 100 });
  useErrorToast(error);
  usePageTitle(isLoading ? undefined : t('cars:titles.myCars'));

  if (isLoading) return <FullScreenLoader label={t('cars:common.loading')} />;
  const cars = data?.data ?? [];
  return (
    <PageContainer>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('cars:titles.myCars')}</h1>
        {cars.length > 0 && (
          <Link href={paths.add} variant="button">
            {t('cars:titles.form')}
          </Link>
        )}
      </div>
      {cars.length === 0 ? (
        <EmptyState
          title={t('cars:myCars.empty')}
          action={
            <Link href={paths.add} variant="button">
              {t('cars:myCars.add')}
            </Link>
          }
        />
      ) : (
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2">
          {cars.map((car) => (
            <li key={car._id}>
              <MyCarCard car={car} />
            </li>
          ))}
        </ul>
      )}
    </PageContainer>
  );
}

export default function MyCarsPage() {
  return <MyCarsPageContent />;
}
