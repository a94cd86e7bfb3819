import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminAnswerContactMessageMutation } from '@autoberza/api-client';
import type { ContactMessage } from '@autoberza/api-client';
import { Button } from '@autoberza/ui/Button';
import { Dialog, Modal } from '@autoberza/ui/Dialog';
import { TextArea } from '@autoberza/ui/TextArea';
import { useNotify } from '../../components/useNotify';

/** The server accepts up to this many characters. */
export const ANSWER_MAX = 5000;

/** An admin answers a contact message; the answer is e-mailed to the sender and kept. */
export function AnswerMessageDialog({
  message,
  onClose,
}: {
  message: ContactMessage | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [answer, { isLoading }] = useAdminAnswerContactMessageMutation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  const validate = (value: string) => {
    const trimmed = value.trim();
    if (!trimmed) return t('admin:messages.answerRequired');
    if (trimmed.length > ANSWER_MAX) return t('admin:messages.answerTooLong', { max: ANSWER_MAX });
    return undefined;
  };

  const close = () => {
    if (isLoading) return;
    setText('');
    setError(undefined);
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!message || isLoading) return;
    const problem = validate(text);
    setError(problem);
    if (problem) return;
    try {
      await answer({ id: message._id, body: { answer: text.trim() } }).unwrap();
      notify.success(t('admin:messages.answered'));
      setText('');
      onClose();
    } catch (e) {
      notify.error(e);
    }
  };

  return (
    <Modal
      isOpen={message !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      isDismissable={!isLoading}
    >
      <Dialog title={t('admin:messages.answerTitle')}>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <p>{t('admin:messages.answerText', { email: message?.email ?? '' })}</p>
          <blockquote className="max-h-40 overflow-auto border-s-4 border-line ps-3 whitespace-pre-line text-muted">
            {message?.message}
          </blockquote>
          <TextArea
            label={t('admin:messages.answerLabel')}
            value={text}
            onChange={(value) => {
              setText(value);
              if (error) setError(validate(value));
            }}
            isRequired
            isInvalid={error !== undefined}
            errorMessage={error}
            maxLength={ANSWER_MAX}
            rows={6}
            autoFocus
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onPress={close} isDisabled={isLoading}>
              {t('admin:messages.cancel')}
            </Button>
            <Button type="submit" isDisabled={isLoading} isPending={isLoading}>
              {isLoading ? t('admin:messages.sending') : t('admin:messages.send')}
            </Button>
          </div>
        </form>
      </Dialog>
    </Modal>
  );
}
