import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  createListenerMiddleware,
} from '@reduxjs/toolkit';
import { SESSION_HINT_COOKIE } from '@autoberza/contract';
import type { ApiExtra, baseApi } from '@autoberza/api-client';
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
import createWebStorage from 'redux-persist/es/storage/createWebStorage';
import { authSlice } from './authSlice';
import type { AuthState } from './authSlice';
import { toastSlice } from './toastSlice';

type WebStorage = ReturnType<typeof createWebStorage>;
let localStore: WebStorage | undefined;
/**
 * redux-persist's local storage, made on first use: making it touches localStorage (a test write),
 * whose first use reads the site's storage from disk; that now happens when the store is made (a
 * start-up step of its own, see main.tsx), not while the first bundle's modules run.
 */
const storage: WebStorage = {
  getItem: (key) => (localStore ??= createWebStorage('local')).getItem(key),
  setItem: (key, value) => (localStore ??= createWebStorage('local')).setItem(key, value),
  removeItem: (key) => (localStore ??= createWebStorage('local')).removeItem(key),
};

/**
 * Only the session is persisted, under the local-storage key exactly "auth" (docs/product.md,
 * “Sessions”).
 */
const persistedKeys = ['user', 'token', 'role', 'isAuthenticated'] as const;
const authPersistConfig = { key: 'auth', keyPrefix: '', storage, whitelist: [...persistedKeys] };

/**
 * The API cache (RTK Query and the generated client) is injected by `loadApi()` with the first
 * screen that talks to the server, so the sign-in screen starts without it (docs/product.md,
 * “Performance targets”).
 */
export const rootReducer = combineSlices(
  { auth: persistReducer<AuthState>(authPersistConfig, authSlice.reducer) },
  toastSlice,
).withLazyLoadedSlices<{
  [baseApi.reducerPath]: ReturnType<typeof baseApi.reducer>;
}>();

export type RootState = ReturnType<typeof rootReducer>;

/** Where `loadApi()` adds the RTK Query middleware; it applies to every store made here. */
export const apiMiddleware = createDynamicMiddleware();

/** Session side effects (the API cache is dropped on sign-out, see store/api.ts). */
export const sessionListener = createListenerMiddleware();

/*
 * SESSION_HINT_COOKIE tells the server this browser has a signed-in session: a hint without any
 * secret (the session itself is the token in local storage). The server renders a public page's
 * first screen for visitors only, so a signed-in reader never sees a visitor's page first.
 */
export { SESSION_HINT_COOKIE };

function writeSessionHint(signedIn: boolean) {
  if (typeof document === 'undefined') return;
  document.cookie = signedIn
    ? `${SESSION_HINT_COOKIE}=1; path=/; max-age=31536000; samesite=lax`
    : `${SESSION_HINT_COOKIE}=; path=/; max-age=0; samesite=lax`;
}

/** Whether this browser holds the session hint cookie (it refuses cookies otherwise). */
export function hasSessionHint(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((part) => part.trim() === `${SESSION_HINT_COOKIE}=1`);
}

function createAppStore(preloadedState?: Partial<RootState>, extra: ApiExtra = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: extra },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(sessionListener.middleware)
        .concat(apiMiddleware.middleware),
  });
}

/**
 * A visitor's store, kept nowhere: the server renders a public page's first screen with it, its
 * requests sent by `fetchFn` (on behalf of that page's visitor).
 */
export const makeVisitorStore = (fetchFn: typeof fetch) => createAppStore(undefined, { fetchFn });

/**
 * The app's store, with redux-persist keeping the `auth` slice (and nothing else) in local
 * storage. `rehydrated` settles once the saved session is back in the store; main.tsx renders
 * after it, so the first screen already knows the session.
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = createAppStore(preloadedState);
  let persistor!: ReturnType<typeof persistStore>;
  const rehydrated = new Promise<void>((resolve) => {
    persistor = persistStore(store, null, resolve);
  }).then(() => writeSessionHint(store.getState().auth.isAuthenticated));
  // redux-persist writes a change a few ticks later, key by key; a session that begins, ends or
  // gets a new token is written at once, so a reload right after it finds it.
  let last = store.getState().auth;
  store.subscribe(() => {
    const { auth } = store.getState();
    const changed = persistedKeys.some((key) => auth[key] !== last[key]);
    if (auth.isAuthenticated !== last.isAuthenticated) writeSessionHint(auth.isAuthenticated);
    last = auth;
    if (changed) void persistor.flush();
  });
  return { store, persistor, rehydrated };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];
