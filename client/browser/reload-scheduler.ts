/** How often a pending reload checks for focus (spec section 9). */
export const RELOAD_CHECK_MS = 100;

export interface ReloadDeps {
  hasFocus(): boolean;
  reload(): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/**
 * After a service worker update takes over, reload the page, but only while the
 * reader is looking at it (the document has focus), checking every 100 ms, and
 * never more than once per update.
 */
export function createReloadScheduler(deps: ReloadDeps) {
  let pending: unknown = null;
  let reloaded = false;
  return {
    schedule() {
      if (pending !== null || reloaded) return;
      pending = deps.setInterval(() => {
        if (!deps.hasFocus() || reloaded) return;
        reloaded = true;
        deps.clearInterval(pending);
        pending = null;
        deps.reload();
      }, RELOAD_CHECK_MS);
    },
  };
}

/**
 * Whether a page must reload once a new service worker is active: unless the
 * worker says it belongs to the very build the page runs (the page was loaded
 * from the new deploy already), or cannot say.
 */
export function needsReload(pageBuild: string, workerBuild: unknown): boolean {
  return workerBuild !== pageBuild;
}

/** The service worker registers only on the production docs host, never on localhost. */
export function shouldRegisterServiceWorker(host: string, docsHost: string, supported: boolean): boolean {
  return supported && Boolean(docsHost) && host === docsHost;
}
