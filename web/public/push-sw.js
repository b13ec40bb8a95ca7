/* global self, clients */
// Web Push in the staff app's service worker (decision 0038): Workbox's generated sw.js
// imports this file (vite.config.ts, workbox.importScripts). A push carries the JSON of PushPayload
// (common/contracts/push.ts): it is shown, and the server is told it arrived (its receipt), so a change to
// her cleaning is not sent again by e-mail. A plain script: the worker runs it as it is, unbuilt.

/** The payload of a push, or null when it is not the server's JSON. */
function readPayload(event) {
  try {
    var data = event.data ? event.data.json() : null;
    return data && typeof data.title === 'string' ? data : null;
  } catch {
    return null;
  }
}

/** Tells the server that message `id` reached this device; a failure is ignored (the e-mail goes instead). */
function sendReceipt(payload) {
  if (typeof payload.id !== 'number' || typeof payload.receipt !== 'string') return Promise.resolve();
  return fetch('/api/push/receipts', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ id: payload.id, receipt: payload.receipt }),
    credentials: 'omit',
  }).catch(function () {
    return undefined;
  });
}

self.addEventListener('push', function (event) {
  var payload = readPayload(event);
  if (!payload) return;
  var shown = self.registration.showNotification(payload.title, {
    body: payload.body,
    tag: payload.tag || undefined,
    data: { url: payload.url || '/' },
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
  });
  event.waitUntil(Promise.all([shown, sendReceipt(payload)]));
});

/** The app's address for `url`, only on this origin (a payload never sends her elsewhere). */
function appUrl(url) {
  var target = new URL(url || '/', self.location.origin);
  return target.origin === self.location.origin ? target.href : self.location.origin + '/';
}

self.addEventListener('notificationclick', function (event) {
  var notification = event.notification;
  notification.close();
  var url = appUrl(notification.data && notification.data.url);
  // An open window of the app is brought forward and taken to the page; else a new one opens there.
  var opened = clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
    var open = windows.find(function (client) {
      return new URL(client.url).origin === self.location.origin;
    });
    if (!open) return clients.openWindow(url);
    return open.focus().then(function (focused) {
      var client = focused || open;
      if (client.url === url || typeof client.navigate !== 'function') return client;
      return client.navigate(url).catch(function () {
        return clients.openWindow(url);
      });
    });
  });
  event.waitUntil(opened);
});
