import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminRemoveCarMutation } from '@autoberza/api-client';
import { Button } from '@autoberza/ui/Button';
import { Dialog, Modal } from '@autoberza/ui/Dialog';
import { TextArea } from '@autoberza/ui/TextArea';
import { useNotify } from '../../components/useNotify';

/** The server accepts 1–1000 characters; a reason the seller can act on needs a few words. */
export const REASON_MIN = 10;
export const REASON_MAX = 1000;

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
  const notify = useNotify();
  const [removeCar, { isLoading }] = useAdminRemoveCarMutation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const validate = (value: string) => {
    const trimmed = value.trim();
    if (trimmed.length === 0) return t('admin:listings.reasonRequired');
    if (trimmed.length < REASON_MIN) return t('admin:listings.reasonTooShort', { min: REASON_MIN });
    if (trimmed.length > REASON_MAX) return t('admin:listings.reasonTooLong', { max: REASON_MAX });
    return undefined;
  };

  const close = () => {
    if (isLoading) return;
    setReason('');
    setError(undefined);
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!car || isLoading) return;
    const problem = validate(reason);
    setError(problem);
    if (problem) return;
    try {
      await removeCar({ id: car.id, body: { reason: reason.trim() } }).unwrap();
      notify.success(t('admin:listings.removed', { title: car.title }));
      setReason('');
      setError(undefined);
      onRemoved?.();
      onClose();
    } catch (e) {
      notify.error(e);
    }
  };

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
