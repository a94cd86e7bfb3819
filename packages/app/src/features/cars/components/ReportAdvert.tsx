import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportCarMutation } from '@autoberza/api-client';
import type { ReportCarApiArg } from '@autoberza/api-client';
import { serverMessage } from '@autoberza/api-client/errors';
import { Button } from '@autoberza/ui/Button';
import { Dialog, Modal } from '@autoberza/ui/Dialog';
import { Radio, RadioGroup } from '@autoberza/ui/RadioGroup';
import { TextArea } from '@autoberza/ui/TextArea';
import { useNotify } from '../../../components/useNotify';
import { useFocusFirstInvalid } from '../../../components/useFocusFirstInvalid';

type Reason = ReportCarApiArg['body']['reason'];

/** The server's order (docs/product.md, “Reports and moderation”). */
const REASONS = [
  'sold',
  'wrongDetails',
  'fake',
  'duplicate',
  'other',
] as const satisfies readonly Reason[];

const reasonKey = {
  sold: 'cars:report.reasons.sold',
  wrongDetails: 'cars:report.reasons.wrongDetails',
  fake: 'cars:report.reasons.fake',
  duplicate: 'cars:report.reasons.duplicate',
  other: 'cars:report.reasons.other',
} as const satisfies Record<Reason, string>;

/** The server takes a note of at most this many characters. */
export const NOTE_MAX = 500;

/**
 * "Prijavi oglas" (docs/product.md, “Reports and moderation”): a signed-in reader reports
 * someone else's advert with a reason and an optional note. A refusal (already reported, too many
 * reports, no connection) is said inside the dialog, and what was chosen and written stays. A
 * reader who reported it already is told so when the dialog opens, before filling anything in.
 */
export function ReportAdvert({
  carId,
  title,
  alreadyReported = false,
}: {
  carId: string;
  title: string;
  /** The server's `reportedByViewer`: a second report would be refused. */
  alreadyReported?: boolean;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [report, { isLoading }] = useReportCarMutation();
  const [isOpen, setOpen] = useState(false);
  const [reason, setReason] = useState<Reason | null>(null);
  const [note, setNote] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [noteError, setNoteError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();

  const checkNote = (value: string) =>
    value.trim().length > NOTE_MAX ? t('cars:report.noteTooLong', { max: NOTE_MAX }) : undefined;

  const close = () => {
    if (isLoading) return;
    setOpen(false);
    setFailure(undefined);
    setReasonError(undefined);
    setNoteError(undefined);
  };

  // A refused submit puts the focus on the first field to fix (not left on the button).
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const missing = reason === null ? t('cars:report.reasonRequired') : undefined;
    const tooLong = checkNote(note);
    setReasonError(missing);
    setNoteError(tooLong);
    setFailure(undefined);
    if (reason === null || tooLong) {
      focusFirstInvalid();
      return;
    }
    const trimmed = note.trim();
    try {
      await report({ id: carId, body: { reason, ...(trimmed ? { note: trimmed } : {}) } }).unwrap();
      notify.success(t('cars:report.sent'));
      setReason(null);
      setNote('');
      setOpen(false);
    } catch (error) {
      setFailure(serverMessage(error) ?? t('common:errors.generic'));
    }
  };

  return (
    <>
      <Button variant="secondary" className="w-full" onPress={() => setOpen(true)}>
        {t('cars:report.open')}
      </Button>
      <Modal isOpen={isOpen && alreadyReported} onOpenChange={setOpen} isDismissable>
        <Dialog title={t('cars:report.title')}>
          <p role="status" className="font-semibold">
            {t('cars:report.already')}
          </p>
          <p>{t('cars:report.alreadyText')}</p>
          <Button variant="secondary" className="self-end" onPress={() => setOpen(false)}>
            {t('common:actions.close')}
          </Button>
        </Dialog>
      </Modal>
      <Modal
        isOpen={isOpen && !alreadyReported}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        isDismissable={!isLoading}
      >
        <Dialog title={t('cars:report.title')}>
          <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
            <p>{t('cars:report.text', { title })}</p>
            <RadioGroup
              label={t('cars:report.reason')}
              value={reason}
              onChange={(value) => {
                setReason(value as Reason);
                setReasonError(undefined);
              }}
              isRequired
              isInvalid={reasonError !== undefined}
              errorMessage={reasonError}
            >
              {REASONS.map((id) => (
                <Radio key={id} value={id}>
                  {t(reasonKey[id])}
                </Radio>
              ))}
            </RadioGroup>
            <TextArea
              label={t('cars:report.note')}
              description={t('cars:report.noteHint', { max: NOTE_MAX })}
              value={note}
              onChange={(value) => {
                setNote(value);
                if (noteError) setNoteError(checkNote(value));
              }}
              isInvalid={noteError !== undefined}
              errorMessage={noteError}
              maxLength={NOTE_MAX}
              rows={3}
            />
            {failure && (
              <p role="alert" className="font-medium text-danger-700">
                {failure}
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onPress={close} isDisabled={isLoading}>
                {t('cars:report.cancel')}
              </Button>
              <Button type="submit" isDisabled={isLoading} isPending={isLoading}>
                {isLoading ? t('cars:report.sending') : t('cars:report.submit')}
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </>
  );
}
