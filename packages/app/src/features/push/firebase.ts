// Loaded lazily (dynamic import) only when signed in and Firebase is configured (docs/product.md,
// “Notices”).
import { initializeApp } from '@firebase/app';
import { getMessaging, getToken, isSupported, onMessage } from '@firebase/messaging';
import type { FirebaseWebConfig } from '../../env';

export interface PushHandlers {
  saveToken: (token: string) => Promise<unknown>;
  onForeground: (title: string, body: string) => void;
}

/** Asks for permission, registers the device token, and forwards foreground messages. */
export async function startPush(
  config: FirebaseWebConfig,
  handlers: PushHandlers,
): Promise<() => void> {
  if (!(await isSupported())) {
    console.warn('Push obaveštenja nisu podržana u ovom pregledaču.');
    return () => {};
  }
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    console.warn('Dozvola za obaveštenja nije data.');
    return () => {};
  }
  const { vapidKey, ...appConfig } = config;
  const app = initializeApp(appConfig);
  const messaging = getMessaging(app);
  const registration = await navigator.serviceWorker.register('/firebase-messaging-sw.js');
  const token = await getToken(messaging, { vapidKey, serviceWorkerRegistration: registration });
  if (token) await handlers.saveToken(token);
  return onMessage(messaging, (payload) => {
    handlers.onForeground(payload.notification?.title ?? '', payload.notification?.body ?? '');
  });
}
