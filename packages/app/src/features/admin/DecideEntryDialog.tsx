import { useTranslation } from 'react-i18next';
import { useAdminDecideStatementEntryMutation } from '@autoberza/api-client';
import { Button } from '@autoberza/ui/Button';
import { Dialog, Modal } from '@autoberza/ui/Dialog';
import { TextArea } from '@autoberza/ui/TextArea';
import { REASON_MAX, useReasonForm } from './useReasonForm';

export interface DecideEntryDialogProps {
  /** The credit and the decision, or null when the dialog is closed. */
  decision: { id: string; label: string; decision: 'activate' | 'dismiss' } | null;
  onClose: () => void;
}

/**
 * docs/product.md, “Subscriptions”: an administrator activates the subscription a statement's
 * credit names, or dismisses the credit; the reason is required and kept in the audit log.
 */
export function DecideEntryDialog({ decision, onClose }: DecideEntryDialogProps) {
  const { t } = useTranslation();
  const [decide, { isLoading }] = useAdminDecideStatementEntryMutation();
  const { reason, setReason, error, setError, validate, close, submit } = useReasonForm({
    messages: {
      required: t('admin:statements.reasonRequired'),
      tooShort: (min) => t('admin:statements.reasonTooShort', { min }),
      tooLong: (max) => t('admin:statements.reasonTooLong', { max }),
    },
    busy: isLoading,
    send: async (text) =>
      (
        await decide({
          id: decision!.id,
          body: { decision: decision!.decision, reason: text },
        }).unwrap()
      ).message,
    onClose,
  });
  const activate = decision?.decision === 'activate';
  return (
    <Modal
      isOpen={decision !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      isDismissable={!isLoading}
    >
      <Dialog
        title={activate ? t('admin:statements.activateTitle') : t('admin:statements.dismissTitle')}
      >
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <p>
            {activate
              ? t('admin:statements.activateText', { entry: decision?.label ?? '' })
              : t('admin:statements.dismissText', { entry: decision?.label ?? '' })}
          </p>
          <TextArea
            label={t('admin:statements.reason')}
            description={t('admin:statements.reasonHint')}
            value={reason}
            onChange={(value) => {
              setReason(value);
              if (error) setError(validate(value));
            }}
            isRequired
            isInvalid={error !== undefined}
            errorMessage={error}
            maxLength={REASON_MAX}
            rows={3}
            autoFocus
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onPress={close} isDisabled={isLoading}>
              {t('admin:statements.cancel')}
            </Button>
            <Button
              type="submit"
              variant={activate ? 'primary' : 'danger'}
              isDisabled={isLoading}
              isPending={isLoading}
            >
              {activate ? t('admin:statements.activate') : t('admin:statements.dismiss')}
            </Button>
          </div>
        </form>
      </Dialog>
    </Modal>
  );
}
