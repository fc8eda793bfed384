/// <reference lib="webworker" />
// The service worker deliberately caches nothing and has no fetch handler:
// every request, pages included, goes to the network, so a reader can never be
// served a page from an earlier deploy. It exists so an update can take over at
// once when the page asks it to (see the registration in the client).
declare const self: ServiceWorkerGlobalScope;
/** The client build this worker was deployed with (set by the build). */
declare const __DOCS_BUILD__: string;

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // workbox-window's messageSW waits for the answer on the port it sends.
  if (type === 'GET_BUILD') event.ports[0]?.postMessage(__DOCS_BUILD__);
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

export {};
