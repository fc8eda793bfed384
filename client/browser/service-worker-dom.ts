import { createReloadScheduler, needsReload, shouldRegisterServiceWorker } from './reload-scheduler';

/** How long the page waits for a new worker to say its build before reloading anyway. */
const BUILD_ANSWER_MS = 1_000;

/**
 * Registers /sw.js on the docs host only. A new version, found on a later
 * visit or by the browser's own checks while the page is open, is told to skip
 * waiting; once it controls the page, the page reloads (when focused, once) so
 * the reader moves to the new deploy as a whole, unless the page already is of
 * that deploy (it was loaded after the deploy) or the worker is the first one.
 */
export async function registerServiceWorker(docsHost: string, build: string): Promise<void> {
  if (!shouldRegisterServiceWorker(location.host, docsHost, 'serviceWorker' in navigator)) return;
  // Loaded only where it is used: never on localhost or preview hosts.
  const { Workbox, messageSW } = await import('workbox-window');
  const workbox = new Workbox('/sw.js');
  const reloader = createReloadScheduler({
    hasFocus: () => document.hasFocus(),
    reload: () => location.reload(),
    setInterval: (callback, ms) => window.setInterval(callback, ms),
    clearInterval: (handle) => window.clearInterval(handle as number),
  });
  // Workbox calls an update found more than a minute after registering
  // "external", and marks no activation of it as an update: the page watches the
  // controller itself, and asks each new one which build it serves.
  workbox.addEventListener('waiting', () => workbox.messageSkipWaiting());
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    const controller = navigator.serviceWorker.controller;
    if (!controller) return;
    const timeout = new Promise<null>((resolve) => window.setTimeout(() => resolve(null), BUILD_ANSWER_MS));
    void Promise.race([messageSW(controller, { type: 'GET_BUILD' }), timeout]).then(
      (workerBuild) => needsReload(build, workerBuild) && reloader.schedule(),
    );
  });
  await workbox.register();
}
