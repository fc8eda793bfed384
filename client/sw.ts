/// <reference lib="webworker" />
// The service worker deliberately caches nothing and has no fetch handler:
// every request, pages included, goes to the network, so a reader can never be
// served a page from an earlier deploy. It exists so an update can take over at
// once when the page asks it to (see the registration in the client).
declare const self: ServiceWorkerGlobalScope;

self.addEventListener('message', (event) => {
  if (event.data && (event.data as { type?: string }).type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

export {};
