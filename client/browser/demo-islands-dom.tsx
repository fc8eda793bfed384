import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { Theme } from '@mui/material/styles';
import { type ComponentType, startTransition, useEffect, useMemo, useSyncExternalStore } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { DEFERRED_PREVIEW_SELECTOR, DEMO_STYLES_ATTRIBUTE } from '../app/demo/deferred-preview';
import { STALE_DEMO_SELECTOR } from '../app/demo/stale-demo';
import { whenLaidOut } from './laid-out-dom';
import { createOnePerTaskQueue } from './one-per-task';
import { DemoBoundary } from '../app/demo/DemoBoundary';
import { demoIdPrefix } from '../app/demo/id-prefix';
import { type DemoFrame, MaterialDemoFrame } from '../app/demo/frame';
import type { Direction } from '../app/preferences';
import type { Language } from '../../worker/paths/languages';
import { whenNear } from './when-near-dom';

/**
 * A page's demo bundle: its demos by id, the frame of their library when it is
 * not Material UI (Joy UI's), and on pages with Pro or Premium demos of MUI X
 * what hands MUI X its license key (`mui-x-license.ts`).
 */
type DemoModule = { default: Record<string, ComponentType>; frame?: DemoFrame; setMuiXLicenseKey?: (key: string) => void };

interface DemoTheme {
  theme: Theme;
  cache: EmotionCache;
  direction: Direction;
  language: Language;
}

/**
 * Calls back when the main thread is idle, at most `timeout` ms later; Safari has no
 * requestIdleCallback, so a timer of `withoutIdleMs` stands in. Returns a cancel function.
 */
function whenIdle(callback: () => void, timeout: number, withoutIdleMs: number): () => void {
  if (!('requestIdleCallback' in window)) {
    const timer = setTimeout(callback, withoutIdleMs);
    return () => clearTimeout(timer);
  }
  const idle = requestIdleCallback(callback, { timeout });
  return () => cancelIdleCallback(idle);
}

const leftRoots: Root[] = [];

/**
 * Unmounts a left page's demo root once the main thread is idle, all of them in
 * one callback: not during React's commit of the page that removed them, and not
 * in tasks of their own between that commit and the new page's first frames.
 */
function unmountWhenIdle(root: Root) {
  leftRoots.push(root);
  if (leftRoots.length > 1) return;
  whenIdle(() => leftRoots.splice(0).forEach((left) => left.unmount()), 1_000, 100);
}

/** When a demo that the server rendered is made live: in view, or when the page is idle, whichever comes first. */
function whenVisibleOrIdle(element: HTMLElement, callback: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    callback();
  };
  const cancelNear = whenNear(element, '200px', run);
  // Without requestIdleCallback, two seconds after load stand in for idle.
  const cancelIdle = whenIdle(run, 10_000, 2_000);
  const cancel = () => {
    cancelNear();
    cancelIdle();
  };
  return () => {
    done = true;
    cancel();
  };
}

/**
 * When an inert preview (`deferred-preview.ts`) is put in place: soon once it is within about two screens of
 * view, otherwise when the page is idle. Either way one preview per task, so that previews coming near
 * together do not make one long task.
 */
function whenNearOrIdle(element: HTMLElement, callback: () => void): () => void {
  const run = () => {
    cancelNear();
    callback();
  };
  const cancelNear = whenNear(element, '1600px 0px', () => previewQueue.hurry(run));
  const dequeue = previewQueue.add(run);
  return () => {
    cancelNear();
    dequeue();
  };
}

// One queue for the page's inert previews. Without requestIdleCallback, two seconds after load stand in for the
// first idle slice and 100 ms for each later one.
let idleSlices = 0;
const previewQueue = createOnePerTaskQueue({
  soon: (callback) => {
    const timer = setTimeout(callback);
    return () => clearTimeout(timer);
  },
  idle: (callback) => whenIdle(callback, 10_000, idleSlices++ ? 100 : 2_000),
});

/** Puts an inert preview's markup in place of its wrapper: the server's own render of the demo, sent as its text. */
function putInPlace(element: HTMLElement, wrapper: Element) {
  const template = document.createElement('template');
  template.innerHTML = wrapper.textContent ?? '';
  element.replaceChildren(template.content);
}

/** How long inert previews wait for their styles before they are put in place without them. */
const DEFERRED_STYLES_WAIT_MS = 4_000;

/**
 * Writes the styles that the page's inert previews were sent without (`deferred-preview.ts`) into `<head>`, all
 * at once, before the first preview is put in place: where emotion keeps the server's, marked as seen, and in
 * the cache's list of inserted styles, as emotion does for the page's own server styles when the cache is made.
 * Its address is in the page's `<noscript data-demo-styles>`. A failed fetch leaves the previews to the styles
 * that their hydration writes.
 */
async function writeDeferredStyles(cache: () => EmotionCache | undefined): Promise<void> {
  const address = document.head.querySelector(`noscript[${DEMO_STYLES_ATTRIBUTE}]`)?.getAttribute(DEMO_STYLES_ATTRIBUTE);
  if (!address) return;
  try {
    const response = await fetch(`${address}.json`, { headers: { Accept: 'application/json' } });
    if (!response.ok) return;
    const { styles } = (await response.json()) as { styles?: [string, string][] };
    const sheets = document.createDocumentFragment();
    const current = cache();
    for (const [marker, css] of styles ?? []) {
      const [key, ...names] = marker.split(' ');
      if (current?.key === key) for (const name of names) current.inserted[name] = true;
      const style = document.createElement('style');
      style.setAttribute('data-emotion', marker);
      style.setAttribute('data-s', '');
      style.textContent = css;
      sheets.append(style);
    }
    document.head.append(sheets);
  } catch {
    // offline, or an answer that is not the styles: hydration writes each demo's own
  }
}

/**
 * When a demo of a page changed in place is rendered: once the frame that shows the new page has
 * painted and the main thread is idle. Started during the click's commit, its render queued right
 * behind that frame and held the thread just as the reader could act on the new page.
 */
function afterPaintWhenIdle(callback: () => void): () => void {
  let cancelIdle = () => {};
  const frame = requestAnimationFrame(() => (cancelIdle = whenIdle(callback, 500, 0)));
  return () => {
    cancelAnimationFrame(frame);
    cancelIdle();
  };
}

/**
 * The page's demos as roots of their own ("islands"). The page around them is
 * static HTML to React, so a demo's hydration costs only the demo, and each one
 * hydrates in its own idle slice or when it scrolls into view. The bundle of a
 * page's demos is one request, shared by all of them.
 */
export function createDemoIslands(emotionCache: (direction: Direction) => EmotionCache) {
  const bundles = new Map<string, Promise<DemoModule>>();
  let current: DemoTheme | null = null;
  // Fetched once, when the first inert preview's island mounts.
  let deferredStyles: Promise<void> | undefined;
  let muiXLicenseKey: string | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  /** One root's content: the emotion cache and the demo's frame (the shell's theme, or its library's) around the demo. */
  function Island({ Live, Frame, onCommit }: { Live: ComponentType; Frame: DemoFrame; onCommit: () => void }) {
    const read = () => current!;
    const { theme, cache, direction, language } = useSyncExternalStore(subscribe, read, read);
    useEffect(onCommit, [onCommit]);
    // The same element while the theme is the same, so nothing below re-renders
    // (a CssVarsProvider makes a new theme object on every render).
    return useMemo(
      () => (
        <CacheProvider value={cache}>
          <Frame theme={theme} direction={direction} language={language}>
            <DemoBoundary>
              <Live />
            </DemoBoundary>
          </Frame>
        </CacheProvider>
      ),
      [cache, Frame, theme, direction, language, Live],
    );
  }

  const loadBundle = (href: string) => {
    let pending = bundles.get(href);
    if (!pending) {
      pending = import(/* the build names it */ href) as Promise<DemoModule>;
      pending.catch(() => bundles.delete(href));
      bundles.set(href, pending);
    }
    return pending;
  };

  return {
    /** Starts fetching a page's demos (before an in-place change, or on hover). */
    preload(href: string | undefined) {
      if (href) loadBundle(href).catch(() => {});
    },
    /** The key the page's data carries (pages with Pro or Premium demos, when one is configured). */
    setMuiXLicenseKey(key: string | undefined) {
      muiXLicenseKey = key;
    },
    setTheme(theme: Theme, direction: Direction, language: Language) {
      current = { theme, cache: emotionCache(direction), direction, language };
      listeners.forEach((listener) => listener());
    },
    mount(element: HTMLElement, demo: { id: string; bundle: string }): () => void {
      let root: Root | null = null;
      let stopped = false;
      let stopWaiting = () => {};
      const serverRendered = element.hasChildNodes();
      const deferred = element.querySelector(`:scope > ${DEFERRED_PREVIEW_SELECTOR}`);
      // The build's render sent in place of one for the reader's theme: shown until replaced, never hydrated.
      const isStale = () => element.firstElementChild?.matches(STALE_DEMO_SELECTOR) ?? false;
      const start = async () => {
        const module = await loadBundle(demo.bundle).catch(() => null);
        const Live = module?.default[demo.id];
        if (stopped || !Live || !current) return;
        const Frame: DemoFrame = module.frame ?? MaterialDemoFrame;
        // Hydrated on idle, a Data Grid demo could mount in a part still skipped by `content-visibility`.
        if (Frame.waitsForLayout) {
          await new Promise<void>((resolve) => (stopWaiting = whenLaidOut(element, resolve)));
          if (stopped) return;
        }
        // Before the demo renders: MUI X checks the key on its first render.
        if (muiXLicenseKey) module.setMuiXLicenseKey?.(muiXLicenseKey);
        const island = <Island Live={Live} Frame={Frame} onCommit={() => element.setAttribute('data-live', 'true')} />;
        // A transition: hydration yields to the reader's input instead of
        // holding the main thread for the whole demo.
        startTransition(() => {
          const identifierPrefix = demoIdPrefix(demo.id);
          if (serverRendered && !isStale()) root = hydrateRoot(element, island, { identifierPrefix });
          else (root = createRoot(element, { identifierPrefix })).render(island);
        });
      };
      let cancel = () => {};
      if (!serverRendered) cancel = afterPaintWhenIdle(() => void start());
      else if (!deferred) cancel = whenVisibleOrIdle(element, () => void start());
      else {
        // Queued once the styles are in: previews waiting for them would all be put in place in one task. A
        // stalled fetch holds them no longer than DEFERRED_STYLES_WAIT_MS: then each demo's hydration writes its own.
        deferredStyles ??= Promise.race([
          writeDeferredStyles(() => current?.cache),
          new Promise<void>((resolve) => setTimeout(resolve, DEFERRED_STYLES_WAIT_MS)),
        ]);
        void deferredStyles.then(() => {
          if (stopped) return;
          cancel = whenNearOrIdle(element, () => {
            putInPlace(element, deferred);
            cancel = whenVisibleOrIdle(element, () => void start());
          });
        });
      }
      return () => {
        stopped = true;
        cancel();
        stopWaiting();
        if (root) unmountWhenIdle(root);
      };
    },
  };
}
