// Web Push's part of the site's service worker (docs/decisions/028-web-push.md), which imports it
// (public/sw.js, decision 063); a signed-in viewer turns push on from /notifications. It shows
// what the site sends ({title, body, url, tag}, app/domain/push/responses.ts) and opens its page
// when the notification is clicked.
self.addEventListener("push", (event) => {
  const message = event.data ? event.data.json() : null;
  if (!message) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: "/favicon.svg",
      data: { url: message.url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? "/notifications", self.location.origin);
  // Only this site's own pages are opened, whatever a message says.
  if (url.origin !== self.location.origin) return;
  event.waitUntil(self.clients.openWindow(url.href));
});
