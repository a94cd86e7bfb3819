import { useTranslation } from 'react-i18next';
import { useAdminHideCarMutation } from '@autoberza/api-client';
import { Button } from '@autoberza/ui/Button';
import { Dialog, Modal } from '@autoberza/ui/Dialog';
import { TextArea } from '@autoberza/ui/TextArea';
import { REASON_MAX, useReasonForm } from './useReasonForm';

export interface HideAdvertDialogProps {
  /** The advert to hide, or null when the dialog is closed. `again`: it is hidden and changed. */
  car: { id: string; title: string; again: boolean } | null;
  onClose: () => void;
}

/**
 * docs/product.md, “Reports and moderation”: an administrator hides an advert until its seller
 * fixes it, or keeps a changed one hidden; what to fix is required and mailed to the seller.
 */
export function HideAdvertDialog({ car, onClose }: HideAdvertDialogProps) {
  const { t } = useTranslation();
  const [hide, { isLoading }] = useAdminHideCarMutation();
  const { reason, setReason, error, setError, validate, close, submit } = useReasonForm({
    messages: {
      required: t('admin:reports.reasonRequired'),
      tooShort: (min) => t('admin:reports.reasonTooShort', { min }),
      tooLong: (max) => t('admin:reports.reasonTooLong', { max }),
    },
    busy: isLoading,
    send: async (text) => (await hide({ id: car!.id, body: { reason: text } }).unwrap()).message,
    onClose,
  });

  const again = car?.again ?? false;
  return (
    <Modal
      isOpen={car !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      isDismissable={!isLoading}
    >
      <Dialog title={again ? t('admin:reports.keepTitle') : t('admin:reports.hideTitle')}>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <p>
            {again
              ? t('admin:reports.keepText', { title: car?.title ?? '' })
              : t('admin:reports.hideText', { title: car?.title ?? '' })}
          </p>
          <TextArea
            label={t('admin:reports.reason')}
            description={t('admin:reports.reasonHint')}
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
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onPress={close} isDisabled={isLoading}>
              {t('admin:reports.cancel')}
            </Button>
            <Button type="submit" variant="danger" isDisabled={isLoading} isPending={isLoading}>
              {isLoading
                ? t('admin:reports.saving')
                : again
                  ? t('admin:reports.keepHidden')
                  : t('admin:reports.hide')}
            </Button>
          </div>
        </form>
      </Dialog>
    </Modal>
  );
}
