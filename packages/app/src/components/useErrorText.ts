import { useTranslation } from 'react-i18next';

/** Validation messages are locale keys of the validation namespace, or the server's own text. */
export function useErrorText() {
  const { t } = useTranslation();
  return (message: string | undefined) =>
    message ? t(message as never, { defaultValue: message }) : undefined;
}
