import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastRegion, TOAST_TIMEOUT_MS, toastQueue } from '@autoberza/ui/Toast';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { TOAST_LIFETIME_MS, clearToast } from '../store/toastSlice';

/** Shows the toast slice's one message in the UI region; it clears after 3500 ms or on close. */
export function ToastHost() {
  const { t } = useTranslation();
  const message = useAppSelector((s) => s.toast.message);
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (!message) return;
    const key = toastQueue.add(
      { type: message.type, title: message.text },
      { timeout: TOAST_TIMEOUT_MS, onClose: () => dispatch(clearToast(message.id)) },
    );
    const timer = window.setTimeout(() => dispatch(clearToast(message.id)), TOAST_LIFETIME_MS);
    return () => {
      window.clearTimeout(timer);
      toastQueue.close(key);
    };
  }, [message, dispatch]);

  return <ToastRegion label={t('common:toast.region')} closeLabel={t('common:actions.close')} />;
}
