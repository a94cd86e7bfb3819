// Loaded through `loadApi()`: wires the API client into the app's store the first time a screen
// needs the server. Importing it twice is harmless (ES modules run once).
import { baseApi, configureApiClient } from '@autoberza/api-client';
import { env } from '../env';
import i18n from '../i18n';
import { logout, tokenRenewed } from './authSlice';
import { apiMiddleware, rootReducer, sessionListener } from './store';
import type { RootState } from './store';

configureApiClient({
  baseUrl: env.VITE_API_URL,
  selectToken: (state) => (state as RootState).auth.token,
  unauthorizedAction: () => logout(),
  tokenRenewedAction: (token) => tokenRenewed(token),
  // The server's messages in the script shown (docs/decisions/049-*).
  language: () => i18n.language,
});

rootReducer.inject(baseApi);
apiMiddleware.addMiddleware(baseApi.middleware);

/** Signing out (also on a 401) drops every cached API answer of the previous session. */
sessionListener.startListening({
  actionCreator: logout,
  effect: (_action, listenerApi) => {
    listenerApi.dispatch(baseApi.util.resetApiState());
  },
});

export { api, hydrateApiState } from '@autoberza/api-client';
