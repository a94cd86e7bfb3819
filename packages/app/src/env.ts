// Parsed by hand: the environment is read before the first screen, so no schema library loads.
const textKeys = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_MESSAGING_SENDER_ID',
  'VITE_FIREBASE_APP_ID',
  'VITE_FIREBASE_VAPID_KEY',
] as const;

/**
 * Every build-time setting of the app, parsed once (VITE_* variables). Public browsing is not one:
 * the server says it at run time (app/runtimeConfig.ts).
 */
export type Env = {
  VITE_API_URL: string;
} & { [K in (typeof textKeys)[number]]?: string | undefined };

export function parseEnv(source: Record<string, unknown>): Env {
  const apiUrl = source.VITE_API_URL ?? '/api';
  if (typeof apiUrl !== 'string' || apiUrl.length < 1) {
    throw new Error('VITE_API_URL must be a non-empty string');
  }
  const env: Env = { VITE_API_URL: apiUrl };
  for (const key of textKeys) {
    const value = source[key];
    if (value === undefined) continue;
    if (typeof value !== 'string') throw new Error(`${key} must be a string`);
    env[key] = value;
  }
  return env;
}

export const env: Env = parseEnv(import.meta.env);

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain?: string;
  projectId: string;
  storageBucket?: string;
  messagingSenderId: string;
  appId: string;
  vapidKey: string;
}

/** Push is on only when the whole web config is present (docs/product.md, “Notices”). */
export function firebaseConfig(source: Env = env): FirebaseWebConfig | null {
  const {
    VITE_FIREBASE_API_KEY: apiKey,
    VITE_FIREBASE_PROJECT_ID: projectId,
    VITE_FIREBASE_MESSAGING_SENDER_ID: messagingSenderId,
    VITE_FIREBASE_APP_ID: appId,
    VITE_FIREBASE_VAPID_KEY: vapidKey,
  } = source;
  if (!apiKey || !projectId || !messagingSenderId || !appId || !vapidKey) return null;
  return {
    apiKey,
    authDomain: source.VITE_FIREBASE_AUTH_DOMAIN,
    projectId,
    storageBucket: source.VITE_FIREBASE_STORAGE_BUCKET,
    messagingSenderId,
    appId,
    vapidKey,
  };
}
