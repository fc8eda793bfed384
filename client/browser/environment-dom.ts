import type { EmotionCache } from '@emotion/cache';
import { isbot } from 'isbot';
import { type ComponentType, lazy } from 'react';
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
import { preferenceCookie } from './cookies';

const root = document.documentElement;
const MODE_KEY = 'mui-mode';
const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

export type DemoLoaders = Record<string, () => Promise<{ default: ComponentType }>>;

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
export function createBrowserEnvironment(demoLoaders: DemoLoaders): ShellEnvironment & { loadDemos(ids: string[]): Promise<void> } {
  const caches = new Map<Direction, EmotionCache>();
  const demos = new Map<string, ComponentType>();
  const lazyDemos = new Map<string, ComponentType>();
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
    emotionCache(direction) {
      let cache = caches.get(direction);
      if (!cache) caches.set(direction, (cache = createEmotionCache(direction)));
      return cache;
    },
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
    applyColorScheme(scheme) {
      root.setAttribute('data-mui-color-scheme', scheme);
      root.style.colorScheme = scheme;
      document.body.classList.remove('mode-light', 'mode-dark');
      document.body.classList.add(`mode-${scheme}`);
      document.querySelectorAll('meta[name="theme-color"]').forEach((meta) => meta.setAttribute('content', themeColors[scheme]));
    },
    applyDirection(direction) {
      root.dir = direction;
      document.body.dir = direction;
    },
    isBot: () => isbot(navigator.userAgent),
    // A demo whose code has not arrived is a lazy component: during hydration
    // React keeps the server's HTML for it and hydrates it when the chunk lands
    // (selective hydration), so demos never hold up the rest of the page.
    demoComponent(id) {
      const loaded = demos.get(id);
      if (loaded || !demoLoaders[id]) return loaded;
      let pending = lazyDemos.get(id);
      if (!pending) lazyDemos.set(id, (pending = lazy(demoLoaders[id])));
      return pending;
    },
    /** Fetches the code of a page's demos (one chunk each) before the page renders. */
    async loadDemos(ids) {
      await Promise.all(
        ids
          .filter((id) => !demos.has(id) && demoLoaders[id])
          .map(async (id) => {
            demos.set(id, (await demoLoaders[id]()).default);
          }),
      );
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
    storage: {
      get: (key) => window.localStorage.getItem(key),
      set: (key, value) => window.localStorage.setItem(key, value),
    },
  };
}
