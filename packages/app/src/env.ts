// zod/mini: the environment is parsed before the first screen, so keep it light.
import { z } from 'zod/mini';

const flag = z.pipe(
  z.optional(z.enum(['true', 'false', '1', '0', ''])),
  z.transform((value) => value === 'true' || value === '1'),
);
const optionalText = z.optional(z.string());

/** Every build-time setting of the app, parsed once (VITE_* variables). */
export const envSchema = z.object({
  VITE_API_URL: z._default(z.string().check(z.minLength(1)), '/api'),
  VITE_PUBLIC_BROWSING: flag,
  VITE_FIREBASE_API_KEY: optionalText,
  VITE_FIREBASE_AUTH_DOMAIN: optionalText,
  VITE_FIREBASE_PROJECT_ID: optionalText,
  VITE_FIREBASE_STORAGE_BUCKET: optionalText,
  VITE_FIREBASE_MESSAGING_SENDER_ID: optionalText,
  VITE_FIREBASE_APP_ID: optionalText,
  VITE_FIREBASE_VAPID_KEY: optionalText,
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, unknown>): Env {
  return envSchema.parse(source);
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

/** Push is on only when the whole web config is present (D21). */
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
