/*
 * Convene's service worker (decision 0040): shows Web Push notifications and, on a click,
 * focuses an open tab of the app at the notification's page or opens one. The payload is
 * the server’s `{ title, body, data: { notificationId, type, url? } }`, decrypted by the
 * browser before it gets here.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const data = message.data || {};
  event.waitUntil(
    self.registration.showNotification(message.title || 'Convene', {
      body: message.body || '',
      tag: data.notificationId || undefined,
      data: { url: data.url || '/notifications', notificationId: data.notificationId || null },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(
    (event.notification.data && event.notification.data.url) || '/notifications',
    self.location.origin,
  );
  // Only the app's own pages are opened.
  const url = target.origin === self.location.origin ? target.href : self.location.origin;
  // A tab already at the page is focused; otherwise the page opens in a new one.
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url && 'focus' in client);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
