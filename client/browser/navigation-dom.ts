import type { PageModel, SentPageModel } from '../app/page-data';
import { dataUrl, isInPlaceNavigation } from './links';
import type { NavigationStore } from './navigation-store';
import { withSectionMenu } from './section-menus-dom';
import { documentTitle } from '../app/title';

const MAX_CACHED = 40;

/**
 * In-place navigation: clicks on page links fetch the page's data from the
 * worker and swap the page without a full load; hovering or focusing a link
 * prefetches it. Anything unexpected falls back to an ordinary navigation,
 * and so does a page from another deploy (`build`): its demos' chunks may not
 * be this page's, so the new deploy is loaded whole.
 */
export function installNavigation(
  store: NavigationStore,
  prepare: (model: PageModel) => Promise<void>,
  build: string,
  /** Told of a prefetched page, to start fetching what it needs besides its data. */
  onPrefetched: (model: PageModel) => void = () => {},
): void {
  const cache = new Map<string, Promise<PageModel>>();
  let latest = 0;

  // The scroll position Back returns to is kept in each history entry's state. It is written when a scroll
  // ends, so that a click usually has nothing to write: a history write costs the click about a millisecond
  // (four at CPU x4). Where `scrollend` is missing, the click writes it.
  const saveScroll = () => {
    if (pendingPush) return; // the current entry is still the page left, whose position was kept at the click
    if (history.state?.scrollY !== window.scrollY) history.replaceState({ ...history.state, scrollY: window.scrollY }, '');
  };
  let pendingPush = false;
  window.addEventListener('scrollend', saveScroll, { passive: true });

  const fetchModel = (pathname: string): Promise<PageModel> => {
    let pending = cache.get(pathname);
    if (!pending) {
      pending = fetch(dataUrl(pathname), { headers: { Accept: 'application/json' } })
        .then((response) => {
          if (!response.ok) throw new Error(`page data ${response.status}`);
          return response.json() as Promise<SentPageModel>;
        })
        .then((sent) => {
          // Its demos' chunks and its menu may not be this deploy's: `go` loads it whole.
          if (sent.config.build !== build) throw new Error('page of another deploy');
          return withSectionMenu(sent);
        });
      pending.catch(() => cache.delete(pathname));
      cache.set(pathname, pending);
      if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
    }
    return pending;
  };

  const go = async (url: URL, push: boolean, restoreY?: number) => {
    const ticket = ++latest;
    performance.mark('docs-nav-start');
    try {
      const model = await fetchModel(url.pathname);
      await prepare(model);
      if (ticket !== latest) return; // a newer click won
      if (push) saveScroll();
      pendingPush = push;
      store.set(model, restoreY === undefined ? { kind: 'top', hash: url.hash } : { kind: 'restore', y: restoreY });
      // The title names the current history entry. Back and Forward have already made the page's own entry
      // current, so its title goes with the page.
      if (!push) document.title = documentTitle(model);
      else {
        // A history write costs the click up to a few ms (more at CPU x4): the entry is added in the task
        // after the new page's first frame (not later, or Back pressed soon after would skip this page), then
        // the title, which names the current entry (so not before). A newer click or Back before then wins.
        afterNextPaint(() => {
          if (ticket !== latest) return;
          pendingPush = false;
          history.pushState({ scrollY: 0 }, '', url.href);
          document.title = documentTitle(model);
        });
      }
    } catch {
      window.location.assign(url.href);
    }
  };

  const linkFrom = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null);
  const current = () => ({ origin: location.origin, pathname: location.pathname, search: location.search });

  document.addEventListener('click', (event) => {
    const link = linkFrom(event.target);
    if (!link) return;
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    const ok = isInPlaceNavigation(
      { href: link.href, target: link.target, hasDownload: link.hasAttribute('download') },
      { button: event.button, modified, defaultPrevented: event.defaultPrevented },
      current(),
    );
    if (!ok) return;
    event.preventDefault();
    void go(new URL(link.href), true);
  });

  const prefetch = (event: Event) => {
    const link = linkFrom(event.target);
    // A demo's links show routing in a made-up app: their pages need not exist, so they are not fetched ahead.
    if (!link || link.closest('.demo-preview')) return;
    const plainClick = { button: 0, modified: false, defaultPrevented: false };
    if (isInPlaceNavigation({ href: link.href, target: link.target, hasDownload: link.hasAttribute('download') }, plainClick, current())) {
      const { pathname } = new URL(link.href);
      if (pathname !== location.pathname) fetchModel(pathname).then(onPrefetched, () => {});
    }
  };
  document.addEventListener('pointerover', prefetch, { passive: true });
  document.addEventListener('focusin', prefetch);

  // Scroll positions are restored by the page swap, not by the browser's guess.
  history.scrollRestoration = 'manual';
  window.addEventListener('popstate', (event) => {
    const y = typeof event.state?.scrollY === 'number' ? event.state.scrollY : 0;
    void go(new URL(location.href), false, y);
  });
  window.addEventListener('pagehide', saveScroll);
}

/**
 * Calls back in a task after the next frame (a task posted from requestAnimationFrame runs once that frame
 * is rendered), or after 100 ms where no frame comes (a hidden tab).
 */
function afterNextPaint(callback: () => void) {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    callback();
  };
  requestAnimationFrame(() => setTimeout(run));
  setTimeout(run, 100);
}
