import { useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import { App } from '../app/App';
import type { PageModel } from '../app/page-data';
import type { NavigationStore } from './navigation-store';
import { anchorIdOf } from './links';

/** Renders the current page and, after each in-place change, sets scroll and focus (the navigation sets the title). */
export function Router({ store, onPageShown }: { store: NavigationStore; onPageShown?: (model: PageModel) => void }) {
  const { model, scroll, version } = useSyncExternalStore(store.subscribe, store.get, store.get);

  // Marks the document once React owns it (tests and styles can rely on it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    onPageShown?.(store.get().model);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  useLayoutEffect(() => {
    if (version === 0) return;
    // Only on a change of language: Chromium restyles the whole document when
    // <html lang> is set, even to the value it already has (about 1,200
    // elements, 9-16 ms of a click on a component page at CPU x1).
    if (document.documentElement.lang !== model.language) document.documentElement.lang = model.language;
    if (scroll.kind === 'restore') {
      window.scrollTo(0, scroll.y);
    } else if (scroll.kind === 'top') {
      const id = anchorIdOf(scroll.hash);
      const target = id ? document.getElementById(id) : null;
      if (target) target.scrollIntoView();
      else window.scrollTo(0, 0);
    }
    // Move focus to the new heading so screen readers announce the page.
    document.getElementById('page-title')?.focus({ preventScroll: true });
    performance.mark('docs-nav-end');
    performance.measure('docs-nav', 'docs-nav-start', 'docs-nav-end');
    onPageShown?.(model);
  }, [version]); // eslint-disable-line react-hooks/exhaustive-deps

  return <App model={model} />;
}
