import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { baseApi, configureApiClient } from '@autoberza/api-client';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
} from 'redux-persist';
import storage from 'redux-persist/es/storage';
import { env } from '../env';
import { authSlice, logout } from './authSlice';
import type { AuthState } from './authSlice';
import { toastSlice } from './toastSlice';

/** Only the session is persisted, under the local-storage key exactly "auth" (spec 3, 9). */
const authPersistConfig = {
  key: 'auth',
  keyPrefix: '',
  storage,
  whitelist: ['user', 'token', 'role', 'isAuthenticated'],
};

export const rootReducer = combineReducers({
  auth: persistReducer<AuthState>(authPersistConfig, authSlice.reducer),
  toast: toastSlice.reducer,
  [baseApi.reducerPath]: baseApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

configureApiClient({
  baseUrl: env.VITE_API_URL,
  selectToken: (state) => (state as RootState).auth.token,
  unauthorizedAction: () => logout(),
});

/** Signing out (also on a 401) drops every cached API answer of the previous session. */
const sessionListener = createListenerMiddleware();
sessionListener.startListening({
  actionCreator: logout,
  effect: (_action, api) => {
    api.dispatch(baseApi.util.resetApiState());
  },
});

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(sessionListener.middleware)
        .concat(baseApi.middleware),
  });
  const persistor = persistStore(store);
  return { store, persistor };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];
