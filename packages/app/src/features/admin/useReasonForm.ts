import { useState, type FormEvent } from 'react';
import { useNotify } from '../../components/useNotify';

/** The server accepts 1–1000 characters; a reason the seller can act on needs a few words. */
export const REASON_MIN = 10;
export const REASON_MAX = 1000;

/**
 * The reason field of an administrator's dialog that acts on an advert and tells its seller why
 * (removing it, hiding it): the reason is checked with the dialog's own messages, sent trimmed, and kept on failure (the
 * toast says what went wrong); on success the field is emptied and `done` runs.
 */
export function useReasonForm(options: {
  /** The errors of an empty, too short and too long reason, in the dialog's own words. */
  messages: {
    required: string;
    tooShort: (min: number) => string;
    tooLong: (max: number) => string;
  };
  busy: boolean;
  /** Sends the trimmed reason; resolves to the success toast's text. */
  send: (reason: string) => Promise<string>;
  /** After a success, or when the dialog is closed. */
  onClose: () => void;
  /** After a success, before `onClose`. */
  done?: () => void;
}) {
  const notify = useNotify();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { messages, busy } = options;

  const validate = (value: string) => {
    const trimmed = value.trim();
    if (trimmed.length === 0) return messages.required;
    if (trimmed.length < REASON_MIN) return messages.tooShort(REASON_MIN);
    if (trimmed.length > REASON_MAX) return messages.tooLong(REASON_MAX);
    return undefined;
  };

  const close = () => {
    if (busy) return;
    setReason('');
    setError(undefined);
    options.onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const problem = validate(reason);
    setError(problem);
    if (problem) return;
    try {
      notify.success(await options.send(reason.trim()));
      setReason('');
      setError(undefined);
      options.done?.();
      options.onClose();
    } catch (e) {
      notify.error(e);
    }
  };

  return { reason, setReason, error, setError, validate, close, submit };
}
