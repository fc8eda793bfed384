import type { PageModel } from '../app/page-data';

/** What to do with the scroll position once a new page has rendered. */
export type ScrollIntent = { kind: 'top'; hash: string } | { kind: 'restore'; y: number } | { kind: 'none' };

export interface NavigationState {
  model: PageModel;
  scroll: ScrollIntent;
  /** Increases with every page change, so effects run once per change. */
  version: number;
}

/** A tiny external store for the current page, read with useSyncExternalStore. */
export function createNavigationStore(initial: PageModel) {
  let state: NavigationState = { model: initial, scroll: { kind: 'none' }, version: 0 };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(model: PageModel, scroll: ScrollIntent) {
      state = { model, scroll, version: state.version + 1 };
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type NavigationStore = ReturnType<typeof createNavigationStore>;
