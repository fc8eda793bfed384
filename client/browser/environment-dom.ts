import { revealActiveEntry } from './menu-scroll-dom';
import type { EmotionCache } from '@emotion/cache';
import { isbot } from 'isbot';
import { createEmotionCache } from '../app/emotion';
import type { CodePreferences, PersistedThemeSettings, ShellEnvironment } from '../app/environment';
import {
  CODE_STYLINGS,
  CODE_VARIANTS,
  COOKIE_NAMES,
  type CodeStyling,
  DEFAULT_PREFERENCES,
  type Direction,
  STYLING_ATTRIBUTE,
} from '../app/preferences';
import { themeColors } from '../app/theme';
import { localizeHref } from '../app/links';
import { preferenceCookie } from './cookies';
import { createDemoIslands } from './demo-islands-dom';
import { captureScrollAnchor, restoreScrollAnchor } from './scroll-anchor-dom';
import { whenNear } from './when-near-dom';

const root = document.documentElement;
const MODE_KEY = 'mui-mode';
const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

function readCodePreferences(): CodePreferences {
  const variant = CODE_VARIANTS.find((v) => v === root.dataset.codeVariant) ?? DEFAULT_PREFERENCES.codeVariant;
  const styling = CODE_STYLINGS.find((s) => STYLING_ATTRIBUTE[s] === root.dataset.codeStyling) ?? DEFAULT_PREFERENCES.codeStyling;
  return { codeVariant: variant, codeStyling: styling };
}

/**
 * The shell's environment in a browser. Code preferences live on <html> as
 * data attributes (CSS shows the chosen variant of every block from there) and
 * in cookies (so the server renders the same next time).
 */
// The search dialog's code is a bundle of its own (scripts/build/client-bundle.ts), loaded on first use (hover
// or focus on the button, or Ctrl+K). Built apart like the demo bundles, it takes React from the entry's registry
// instead of splitting the entry's chunks further.
declare const __DOCS_SEARCH_DIALOG__: string;
type SearchDialogModule = typeof import('./search/search-dialog-dom');
// A parameter, not the constant itself, so the bundler leaves the address to the browser.
const importByAddress = (href: string) => import(/* the build names it */ href) as Promise<SearchDialogModule>;
const loadSearchDialog = () => importByAddress(__DOCS_SEARCH_DIALOG__);

export function createBrowserEnvironment(): ShellEnvironment & { demoIslands: ReturnType<typeof createDemoIslands> } {
  const caches = new Map<Direction, EmotionCache>();
  const emotionCache = (direction: Direction) => {
    let cache = caches.get(direction);
    if (!cache) caches.set(direction, (cache = createEmotionCache(direction)));
    return cache;
  };
  const demoIslands = createDemoIslands(emotionCache);
  const demoCode = new Map<string, Promise<string>>();
  const listeners = new Set<() => void>();
  let code = readCodePreferences();

  const setCodePreferences = (change: Partial<CodePreferences>) => {
    const next = { ...code, ...change };
    if (next.codeVariant === code.codeVariant && next.codeStyling === code.codeStyling) return;
    code = next;
    root.dataset.codeVariant = next.codeVariant;
    root.dataset.codeStyling = STYLING_ATTRIBUTE[next.codeStyling as CodeStyling];
    document.cookie = preferenceCookie(COOKIE_NAMES.codeVariant, next.codeVariant);
    document.cookie = preferenceCookie(COOKIE_NAMES.codeStyling, next.codeStyling);
    listeners.forEach((listener) => listener());
  };

  return {
    emotionCache,
    getCodePreferences: () => code,
    setCodePreferences,
    subscribeCodePreferences(callback) {
      listeners.add(callback);
      return () => listeners.delete(callback);
    },
    persistThemeSettings({ direction, dense, spacing, paletteColors }: PersistedThemeSettings) {
      document.cookie = preferenceCookie(COOKIE_NAMES.direction, direction === 'rtl' ? 'rtl' : null);
      document.cookie = preferenceCookie(COOKIE_NAMES.dense, dense ? 'true' : null);
      document.cookie = preferenceCookie(COOKIE_NAMES.spacing, spacing === DEFAULT_PREFERENCES.spacing ? null : String(spacing));
      document.cookie = preferenceCookie(COOKIE_NAMES.paletteColors, paletteColors ? JSON.stringify(paletteColors) : null);
    },
    // Both write only what differs: Chromium restyles the whole document when an attribute of <html> or
    // <body> is written, even with the value it already has (`dir` is matched by `:dir()` too), as it did
    // for `lang` (client/browser/Router.tsx). The shell calls both once it has hydrated.
    applyColorScheme(scheme) {
      const body = document.body;
      if (root.getAttribute('data-mui-color-scheme') !== scheme) root.setAttribute('data-mui-color-scheme', scheme);
      if (root.style.colorScheme !== scheme) root.style.colorScheme = scheme;
      const other = scheme === 'dark' ? 'mode-light' : 'mode-dark';
      if (body.classList.contains(other)) body.classList.remove(other);
      if (!body.classList.contains(`mode-${scheme}`)) body.classList.add(`mode-${scheme}`);
      for (const meta of document.querySelectorAll('meta[name="theme-color"]')) {
        if (meta.getAttribute('content') !== themeColors[scheme]) meta.setAttribute('content', themeColors[scheme]);
      }
    },
    applyDirection(direction) {
      if (root.getAttribute('dir') !== direction) root.dir = direction;
      if (document.body.getAttribute('dir') !== direction) document.body.dir = direction;
    },
    serverGlobalSheet: (name) => document.querySelector(`style[data-emotion$="-global ${name}"]`),
    globalSheetToHead: () => false,
    isBot: () => isbot(navigator.userAgent),
    // Set by the router once React owns the document.
    hydration: () => (document.documentElement.dataset.hydrated === 'true' ? 'hydrated' : 'hydrating'),
    demoHtml: () => undefined,
    menuEntryHtml: () => undefined,
    mountDemo: demoIslands.mount,
    setDemoTheme: demoIslands.setTheme,
    demoIslands,
    loadDemoCode(href) {
      let pending = demoCode.get(href);
      if (!pending) {
        pending = fetch(href).then((response) => {
          if (!response.ok) throw new Error(`demo source ${response.status}`);
          return response.text();
        });
        pending.catch(() => demoCode.delete(href));
        demoCode.set(href, pending);
      }
      return pending;
    },
    readStoredMode() {
      try {
        const stored = window.localStorage.getItem(MODE_KEY);
        return stored === 'light' || stored === 'dark' || stored === 'system' ? stored : 'system';
      } catch {
        return 'system'; // storage disabled: follow the system
      }
    },
    storeMode(mode) {
      try {
        window.localStorage.setItem(MODE_KEY, mode);
      } catch {
        // storage full or disabled: the choice lasts for this page
      }
    },
    systemPrefersDark: () => darkQuery().matches,
    onSystemSchemeChange(callback) {
      const query = darkQuery();
      const listener = () => callback(query.matches);
      query.addEventListener('change', listener);
      return () => query.removeEventListener('change', listener);
    },
    whenNearScreen: (element, callback) => whenNear(element, '100% 0px', callback),
    captureScrollAnchor,
    restoreScrollAnchor,
    revealActiveMenuEntry: revealActiveEntry,
    openSearch(context) {
      // Without its chunk (a deploy took it away, the network failed) the results page still works.
      loadSearchDialog().then(
        (module) => module.openSearchDialog(context),
        () => window.location.assign(localizeHref('/search', context.language)),
      );
    },
    prepareSearch: () => void loadSearchDialog().catch(() => {}),
    storage: {
      get: (key) => window.localStorage.getItem(key),
      set: (key, value) => window.localStorage.setItem(key, value),
    },
  };
}
