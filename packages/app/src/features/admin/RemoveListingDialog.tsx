import { useTranslation } from 'react-i18next';
import { useAdminRemoveCarMutation } from '@autoberza/api-client';
import { ReasonDialog } from './ReasonDialog';
import { useReasonForm } from './useReasonForm';

export interface RemoveListingDialogProps {
  /** The listing to remove, or null when the dialog is closed. */
  car: { id: string; title: string } | null;
  onClose: () => void;
  /** Called after the server removed the listing (the toast is already shown). */
  onRemoved?: () => void;
}

/**
 * docs/product.md, “Admin console”: an admin removes a listing; the reason is e-mailed to the
 * seller.
 */
export function RemoveListingDialog({ car, onClose, onRemoved }: RemoveListingDialogProps) {
  const { t } = useTranslation();
  const [removeCar, { isLoading }] = useAdminRemoveCarMutation();
  const form = useReasonForm({
    messages: {
      required: t('admin:listings.reasonRequired'),
      tooShort: (min) => t('admin:listings.reasonTooShort', { min }),
      tooLong: (max) => t('admin:listings.reasonTooLong', { max }),
    },
    busy: isLoading,
    send: async (text) => {
      await removeCar({ id: car!.id, body: { reason: text } }).unwrap();
      return t('admin:listings.removed', { title: car!.title });
    },
    onClose,
    done: onRemoved,
  });

  return (
    <ReasonDialog
      isOpen={car !== null}
      busy={isLoading}
      form={form}
      title={t('admin:listings.dialogTitle')}
      text={t('admin:listings.dialogText', { title: car?.title ?? '' })}
      reason={{ label: t('admin:listings.reason'), hint: t('admin:listings.reasonHint'), rows: 4 }}
      cancel={t('admin:listings.cancel')}
      confirm={{
        label: isLoading ? t('admin:listings.removing') : t('admin:listings.confirm'),
        variant: 'danger',
      }}
    />
  );
}
