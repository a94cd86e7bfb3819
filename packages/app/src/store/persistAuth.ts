import type { AuthState } from './authSlice';

/** Only the session is kept, under the local-storage key exactly "auth" (spec 3, 9). */
export const AUTH_STORAGE_KEY = 'auth';
const persistedKeys = ['user', 'token', 'role', 'isAuthenticated'] as const;

/**
 * The session an earlier visit saved, read before the first render (no loading screen while it
 * is restored). The stored format is redux-persist's, which the app used before: every field as
 * JSON inside one JSON object, plus `_persist`; sessions saved either way keep working.
 */
export function loadAuth(storage: Storage = localStorage): Partial<AuthState> | undefined {
  try {
    const raw = storage.getItem(AUTH_STORAGE_KEY);
    if (!raw) return undefined;
    const saved = JSON.parse(raw) as Record<string, unknown>;
    const auth: Record<string, unknown> = {};
    for (const key of persistedKeys) {
      const value = saved[key];
      if (typeof value === 'string') auth[key] = JSON.parse(value);
    }
    return auth as Partial<AuthState>;
  } catch {
    return undefined; // unreadable: start signed out, as with no saved session
  }
}

/** Writes the session in the format `loadAuth` reads. */
export function saveAuth(auth: AuthState, storage: Storage = localStorage): void {
  const saved: Record<string, string> = {};
  for (const key of persistedKeys) saved[key] = JSON.stringify(auth[key]);
  saved._persist = JSON.stringify({ version: -1, rehydrated: true });
  try {
    storage.setItem(AUTH_STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // Storage full or blocked: the session simply does not outlive the tab.
  }
}
