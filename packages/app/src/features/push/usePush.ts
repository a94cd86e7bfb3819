import { useEffect } from 'react';
import { firebaseConfig } from '../../env';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { loadApi } from '../../store/loadApi';
import { showToast } from '../../store/toastSlice';

/**
 * Once signed in (docs/product.md, “Preferences”), ask for permission and register the device
 * token; a foreground message becomes the success toast "title: body". Without configuration
 * nothing is loaded.
 */
export function usePush() {
  const isAuthenticated = useAppSelector((s) => s.auth.isAuthenticated);
  const dispatch = useAppDispatch();

  useEffect(() => {
    const config = firebaseConfig();
    if (!isAuthenticated || !config || typeof Notification === 'undefined') return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    // The Firebase SDK and the API client load only here, after sign-in (docs/product.md,
    // “Notices”, “Performance targets”).
    Promise.all([import('./firebase'), loadApi()])
      .then(([{ startPush }, { api }]) =>
        startPush(config, {
          saveToken: (token) =>
            dispatch(
              api.endpoints.savePushToken.initiate({ body: { token, platform: 'web' } }),
            ).unwrap(),
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
  }, [isAuthenticated, dispatch]);
}
