/// <reference lib="webworker" />
// The kill switch: deployed in place of /sw.js if a service worker ever
// misbehaves. It takes over at once, removes itself, and reloads the pages it
// controlled, so every reader is back on plain network loads within one visit.
// How to use it: docs/service-worker.md.
declare const self: ServiceWorkerGlobalScope;

self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await self.registration.unregister();
      const clients = await self.clients.matchAll({ type: 'window' });
      await Promise.all(clients.map((client) => (client as WindowClient).navigate(client.url)));
    })(),
  );
});

export {};
