import { useEffect } from 'react';
import { useSavePushTokenMutation } from '@autoberza/api-client';
import { firebaseConfig } from '../../env';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { showToast } from '../../store/toastSlice';

/**
 * Spec 4 / D21: once signed in, ask for permission and register the device token; a foreground
 * message becomes the success toast "title: body". Without configuration nothing is loaded.
 */
export function usePush() {
  const isAuthenticated = useAppSelector((s) => s.auth.isAuthenticated);
  const dispatch = useAppDispatch();
  const [saveToken] = useSavePushTokenMutation();

  useEffect(() => {
    const config = firebaseConfig();
    if (!isAuthenticated || !config || typeof Notification === 'undefined') return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('./firebase')
      .then(({ startPush }) =>
        startPush(config, {
          saveToken: (token) => saveToken({ body: { token, platform: 'web' } }).unwrap(),
          onForeground: (title, body) =>
            dispatch(showToast({ type: 'success', text: `${title}: ${body}` })),
        }),
      )
      .then((unsubscribe) => {
        if (cancelled) unsubscribe();
        else stop = unsubscribe;
      })
      .catch((error: unknown) => console.warn('Push obaveštenja nisu uključena.', error));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [isAuthenticated, dispatch, saveToken]);
}
