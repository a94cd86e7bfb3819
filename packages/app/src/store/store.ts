import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  createListenerMiddleware,
} from '@reduxjs/toolkit';
import type { baseApi } from '@autoberza/api-client';
import { authSlice, initialAuthState } from './authSlice';
import { loadAuth, saveAuth } from './persistAuth';
import { toastSlice } from './toastSlice';

/**
 * The API cache (RTK Query and the generated client) is injected by `loadApi()` with the first
 * screen that talks to the server, so the sign-in screen starts without it (issue 6 budget).
 */
export const rootReducer = combineSlices(authSlice, toastSlice).withLazyLoadedSlices<{
  [baseApi.reducerPath]: ReturnType<typeof baseApi.reducer>;
}>();

export type RootState = ReturnType<typeof rootReducer>;

/** Where `loadApi()` adds the RTK Query middleware; it applies to every store made here. */
export const apiMiddleware = createDynamicMiddleware();

/** Session side effects (the API cache is dropped on sign-out, see store/api.ts). */
export const sessionListener = createListenerMiddleware();

/**
 * The app's store. Without a preloaded session it starts with the one saved in local storage,
 * and saves the session whenever it changes (only the `auth` slice, never the API cache).
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      ...preloadedState,
      auth: preloadedState?.auth ?? { ...initialAuthState, ...loadAuth() },
    } as RootState,
    middleware: (getDefault) =>
      getDefault().prepend(sessionListener.middleware).concat(apiMiddleware.middleware),
  });
  let saved = store.getState().auth;
  saveAuth(saved);
  store.subscribe(() => {
    const { auth } = store.getState();
    if (auth === saved) return;
    saved = auth;
    saveAuth(auth);
  });
  return { store };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];
