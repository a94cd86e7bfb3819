import { useTranslation } from 'react-i18next';
import { useAdminRemoveCarMutation } from '@autoberza/api-client';
import { Button } from '@autoberza/ui/Button';
import { Dialog, Modal } from '@autoberza/ui/Dialog';
import { TextArea } from '@autoberza/ui/TextArea';
import { REASON_MAX, useReasonForm } from './useReasonForm';

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
  const { reason, setReason, error, setError, validate, close, submit } = useReasonForm({
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
    <Modal
      isOpen={car !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      isDismissable={!isLoading}
    >
      <Dialog title={t('admin:listings.dialogTitle')}>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <p>{t('admin:listings.dialogText', { title: car?.title ?? '' })}</p>
          <TextArea
            label={t('admin:listings.reason')}
            description={t('admin:listings.reasonHint')}
            value={reason}
            onChange={(value) => {
              setReason(value);
              if (error) setError(validate(value));
            }}
            isRequired
            isInvalid={error !== undefined}
            errorMessage={error}
            maxLength={REASON_MAX}
            rows={4}
            autoFocus
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onPress={close} isDisabled={isLoading}>
              {t('admin:listings.cancel')}
            </Button>
            <Button type="submit" variant="danger" isDisabled={isLoading} isPending={isLoading}>
              {isLoading ? t('admin:listings.removing') : t('admin:listings.confirm')}
            </Button>
          </div>
        </form>
      </Dialog>
    </Modal>
  );
}
