import { useTranslation } from 'react-i18next';
import { useAdminDecideStatementEntryMutation } from '@autoberza/api-client';
import { ReasonDialog } from './ReasonDialog';
import { useReasonForm } from './useReasonForm';

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
  const form = useReasonForm({
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
  const entry = decision?.label ?? '';
  return (
    <ReasonDialog
      isOpen={decision !== null}
      busy={isLoading}
      form={form}
      title={activate ? t('admin:statements.activateTitle') : t('admin:statements.dismissTitle')}
      text={
        activate
          ? t('admin:statements.activateText', { entry })
          : t('admin:statements.dismissText', { entry })
      }
      reason={{
        label: t('admin:statements.reason'),
        hint: t('admin:statements.reasonHint'),
        rows: 3,
      }}
      cancel={t('admin:statements.cancel')}
      confirm={{
        label: activate ? t('admin:statements.activate') : t('admin:statements.dismiss'),
        variant: activate ? 'primary' : 'danger',
      }}
    />
  );
}
