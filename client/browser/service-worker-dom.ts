import { createReloadScheduler, shouldRegisterServiceWorker } from './reload-scheduler';

/**
 * Registers /sw.js on the docs host only. A new version found on a later visit
 * is told to skip waiting; once it is active the page reloads (when focused,
 * once), so the reader moves to the new deploy as a whole.
 */
export async function registerServiceWorker(docsHost: string): Promise<void> {
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
    if (event.isUpdate) reloader.schedule();
  });
  await workbox.register();
}
