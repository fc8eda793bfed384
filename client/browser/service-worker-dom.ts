import { createReloadScheduler, needsReload, shouldRegisterServiceWorker } from './reload-scheduler';

/**
 * Registers /sw.js on the docs host only. A new version found on a later visit
 * is told to skip waiting; once it is active the page reloads (when focused,
 * once), so the reader moves to the new deploy as a whole, unless the page
 * already is of that deploy (it was loaded after the deploy).
 */
export async function registerServiceWorker(docsHost: string, build: string): Promise<void> {
  if (!shouldRegisterServiceWorker(location.host, docsHost, 'serviceWorker' in navigator)) return;
  // Loaded only where it is used: never on localhost or preview hosts.
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js');
  const reloader = createReloadScheduler({
    hasFocus: () => document.hasFocus(),
    reload: () => location.reload(),
    setInterval: (callback, ms) => window.setInterval(callback, ms),
    clearInterval: (handle) => window.clearInterval(handle as number),
  });
  workbox.addEventListener('waiting', () => workbox.messageSkipWaiting());
  workbox.addEventListener('activated', (event) => {
    if (!event.isUpdate) return;
    void workbox
      .messageSW({ type: 'GET_BUILD' })
      .catch(() => null)
      .then((workerBuild) => needsReload(build, workerBuild) && reloader.schedule());
  });
  await workbox.register();
}
