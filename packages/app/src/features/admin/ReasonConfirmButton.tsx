import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextArea } from '@autoberza/ui/TextArea';
import { ConfirmButton } from '../../components/ConfirmButton';
import { REASON_MAX } from './useReasonForm';

type Props = Omit<ComponentProps<typeof ConfirmButton>, 'onConfirm' | 'explanation'> & {
  explanation: string;
  /** What happens to the reason, under its field ("kept in the log; mailed to the user"). */
  reasonHint: string;
  /** Called with the reason typed (trimmed; empty when none). */
  onConfirm: (reason: string) => void;
};

/** A confirmation that also takes an optional reason, kept in the audit log. */
export function ReasonConfirmButton({ explanation, reasonHint, onConfirm, ...props }: Props) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <ConfirmButton
      {...props}
      explanation={
        <div className="flex flex-col gap-3">
          <p>{explanation}</p>
          <TextArea
            label={t('admin:confirm.reason')}
            description={reasonHint}
            value={reason}
            onChange={setReason}
            maxLength={REASON_MAX}
            rows={3}
          />
        </div>
      }
      onConfirm={() => {
        onConfirm(reason.trim());
        setReason('');
      }}
    />
  );
}
