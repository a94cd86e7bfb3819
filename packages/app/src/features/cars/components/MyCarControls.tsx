import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteCarMutation, useUpdateCarStatusMutation } from '@autoberza/api-client';
import type { Car } from '@autoberza/api-client';
import { AlertDialog } from '@autoberza/ui/AlertDialog';
import { Button } from '@autoberza/ui/Button';
import { DialogTrigger, Modal } from '@autoberza/ui/Dialog';
import { Link } from '@autoberza/ui/Link';
import { Select, SelectItem } from '@autoberza/ui/Select';
import { useNotify } from '../../../components/useNotify';
import { to } from '../../../paths';
import { CarStatsButton } from '../../stats';
import { advertNumber } from './CarSummary';

export type Status = Car['status'];
export const STATUSES: Status[] = ['active', 'reserved', 'sold'];

export function useStatusLabel() {
  const { t } = useTranslation();
  return (status: Status) =>
    status === 'sold'
      ? t('cars:status.sold')
      : status === 'reserved'
        ? t('cars:status.reserved')
        : t('cars:status.active');
}

interface MyCarControlsProps {
  car: Pick<Car, '_id' | 'status'>;
  title: string;
  /** Called after a change, with the new status (the page keeps the focus somewhere useful). */
  onStatusChanged: (status: Status) => void;
  /** `compact`: smaller controls in one row (the list view). */
  compact?: boolean;
}

/**
 * A seller's controls of one advert: status (sold asks first, it is final), edit (none once sold)
 * and delete. The
 * status control is never disabled while a change is sent, so the focus stays on it.
 */
export function MyCarControls({ car, title, onStatusChanged, compact }: MyCarControlsProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const statusLabel = useStatusLabel();
  const [updateStatus, { isLoading: isUpdating }] = useUpdateCarStatusMutation();
  const [deleteCar, { isLoading: isDeleting }] = useDeleteCarMutation();
  const [confirmSold, setConfirmSold] = useState(false);
  const sold = car.status === 'sold';

  const changeStatus = async (status: Status) => {
    if (status === car.status || isUpdating) return;
    try {
      await updateStatus({ id: car._id, body: { status } }).unwrap();
      notify.success(t('cars:myCars.statusChanged', { name: title, status: statusLabel(status) }));
      onStatusChanged(status);
    } catch (error) {
      console.error(error);
      notify.error(error);
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
    <div className={compact ? 'flex flex-wrap items-end gap-2' : 'flex flex-col gap-3'}>
      <Select
        label={t('cars:status.label')}
        className={compact ? 'w-44' : undefined}
        items={STATUSES.map((id) => ({ id, name: statusLabel(id) }))}
        selectedKey={car.status}
        onSelectionChange={(key) => {
          if (key === 'sold') setConfirmSold(true);
          else void changeStatus(key as Status);
        }}
        isDisabled={sold}
        description={sold && !compact ? t('cars:myCars.soldNote') : undefined}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      <Modal isOpen={confirmSold} onOpenChange={setConfirmSold}>
        <AlertDialog
          title={t('cars:myCars.soldTitle')}
          confirmLabel={t('cars:myCars.soldConfirm')}
          cancelLabel={t('cars:myCars.cancel')}
          onConfirm={() => void changeStatus('sold')}
        >
          {t('cars:myCars.soldText', { name: title })}
        </AlertDialog>
      </Modal>
      <div className="flex flex-wrap gap-2">
        {/* Sold is final: no edit to offer (docs/product.md, “Sold is final”). */}
        {!sold && (
          <Link href={to.edit(car._id)} variant="button-secondary">
            {t('cars:myCars.edit')}
          </Link>
        )}
        <CarStatsButton
          carId={car._id}
          title={title}
          number={advertNumber(car._id)}
          size={compact ? 'sm' : 'md'}
        />
        <DialogTrigger>
          <Button
            variant="danger"
            size={compact ? 'sm' : undefined}
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
  );
}
