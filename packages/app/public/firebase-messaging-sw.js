/* global self */
/* Shows background push messages (FCM web push) and opens the app when one is clicked. */
self.addEventListener('push', (event) => {
  let payload;
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = {};
  }
  const notification = payload.notification || {};
  const data = payload.data || {};
  const title = notification.title || data.title || 'AutoBerza';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: notification.body || data.body || '',
      icon: notification.icon || '/favicon.svg',
      data: { link: (payload.fcmOptions && payload.fcmOptions.link) || data.link || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data && event.notification.data.link) || '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) {
        if ('focus' in client) {
          client.navigate(link);
          return client.focus();
        }
      }
      return self.clients.openWindow(link);
    }),
  );
});
