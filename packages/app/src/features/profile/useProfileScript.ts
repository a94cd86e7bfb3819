import { useEffect } from 'react';
import i18n from '../../i18n';
import { keepScript, onScriptChosen, showScript } from '../../i18n/showScript';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { loadApi } from '../../store/loadApi';

/** The session whose profile script this page has taken (once per sign-in and page load). */
let takenFor: string | null = null;

/**
 * A signed-in user's script follows them (docs/decisions/049-*): the script their profile names
 * becomes this browser's choice once they are signed in, and a script they pick here is saved to
 * the profile (the server then writes their messages and mails in it). Past sign-in only: its
 * code stays out of the sign-in screen's bundle.
 */
export function useProfileScript() {
  const token = useAppSelector((s) => s.auth.token);
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (!token) return;
    const stop = onScriptChosen((script) => {
      void loadApi()
        .then(({ api }) =>
          dispatch(api.endpoints.updateProfile.initiate({ body: { script } })).unwrap(),
        )
        .catch(() => {}); // kept in this browser all the same; saved with the next choice
    });
    // Once per session token: a sign-in (or a renewed token, which reads the same choice again).
    if (takenFor !== token) {
      takenFor = token;
      void loadApi()
        .then(async ({ api }) => {
          const me = dispatch(api.endpoints.getMe.initiate());
          try {
            const { script } = await me.unwrap();
            if (!script) return;
            keepScript(script);
            if (script !== i18n.language) await showScript(script);
          } finally {
            me.unsubscribe();
          }
        })
        .catch(() => {}); // the browser's script stays
    }
    return stop;
  }, [token, dispatch]);
}
