import { useCallback, useEffect } from 'react';
import { serverMessage } from '@autoberza/api-client/errors';
import i18n from '../i18n';
import { useAppDispatch } from '../store/hooks';
import { showToast } from '../store/toastSlice';

/**
 * Toasts for screens: success text, or an error with the server's message (docs/product.md,
 * “Messages”).
 */
export function useNotify() {
  const dispatch = useAppDispatch();
  return {
    success: useCallback(
      (text: string) => dispatch(showToast({ type: 'success', text })),
      [dispatch],
    ),
    error: useCallback(
      (error: unknown) =>
        dispatch(
          showToast({
            type: 'error',
            text: serverMessage(error) ?? i18n.t('common:errors.generic'),
          }),
        ),
      [dispatch],
    ),
  };
}

/**
 * Shows a failed request's message as an error toast (docs/product.md, “Messages”) whenever `error`
 * is set.
 */
export function useErrorToast(error: unknown) {
  const notify = useNotify();
  useEffect(() => {
    if (error) notify.error(error);
  }, [error, notify]);
}
