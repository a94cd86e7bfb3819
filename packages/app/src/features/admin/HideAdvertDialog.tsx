import { useTranslation } from 'react-i18next';
import { useAdminHideCarMutation } from '@autoberza/api-client';
import { ReasonDialog } from './ReasonDialog';
import { useReasonForm } from './useReasonForm';

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
  const form = useReasonForm({
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
  const title = car?.title ?? '';
  return (
    <ReasonDialog
      isOpen={car !== null}
      busy={isLoading}
      form={form}
      title={again ? t('admin:reports.keepTitle') : t('admin:reports.hideTitle')}
      text={again ? t('admin:reports.keepText', { title }) : t('admin:reports.hideText', { title })}
      reason={{ label: t('admin:reports.reason'), hint: t('admin:reports.reasonHint'), rows: 4 }}
      cancel={t('admin:reports.cancel')}
      confirm={{
        label: isLoading
          ? t('admin:reports.saving')
          : again
            ? t('admin:reports.keepHidden')
            : t('admin:reports.hide'),
        variant: 'danger',
      }}
    />
  );
}
