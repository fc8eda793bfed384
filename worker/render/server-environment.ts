import type { SerializedStyles } from '@emotion/react';
import { createEmotionCache } from '../../client/app/emotion';
import type { ShellEnvironment } from '../../client/app/environment';
import type { Preferences } from '../../client/app/preferences';

const nothing = () => {};

/** A global style sheet for `<head>`: emotion's mark (`<key>-global <name>`) and its CSS. */
export interface GlobalSheet {
  marker: string;
  css: string;
}

/** The server's environment, and the global sheets the shell handed it for `<head>`. */
export interface ServerEnvironment extends ShellEnvironment {
  /** The global sheets rendered so far, once: later ones are written where they render. */
  takeGlobalSheets(): GlobalSheet[];
}

/**
 * The shell's environment for one server render: a fresh emotion cache (so no
 * styles leak between readers), the preferences read from the cookies, and no
 * storage or document to write to.
 */
export function createServerEnvironment(
  preferences: Preferences,
  bot: boolean,
  demoHtml: Readonly<Record<string, string>>,
  menuEntryHtml: ShellEnvironment['menuEntryHtml'] = () => undefined,
): ServerEnvironment {
  const cache = createEmotionCache(preferences.direction);
  const globalSheets = new Map<string, string>();
  let headSent = false;
  const code = { codeVariant: preferences.codeVariant, codeStyling: preferences.codeStyling };
  return {
    emotionCache: () => cache,
    getCodePreferences: () => code,
    setCodePreferences: nothing,
    subscribeCodePreferences: () => nothing,
    persistThemeSettings: nothing,
    applyColorScheme: nothing,
    applyDirection: nothing,
    // The server writes the global sheets.
    serverGlobalSheet: () => null,
    globalSheetToHead(styles) {
      if (headSent) return false;
      const { names, css } = joined(styles);
      const marker = `${cache.key}-global ${names}`;
      // What emotion's Global writes on the server, compiled once per isolate by emotion's own cache.
      if (!globalSheets.has(marker)) globalSheets.set(marker, cache.insert('', { name: names, styles: css }, cache.sheet, false) ?? '');
      return true;
    },
    takeGlobalSheets() {
      headSent = true;
      return [...globalSheets].map(([marker, css]) => ({ marker, css }));
    },
    isBot: () => bot,
    hydration: () => 'server',
    demoHtml: (id) => (Object.hasOwn(demoHtml, id) ? demoHtml[id] : undefined),
    menuEntryHtml,
    mountDemo: () => nothing,
    loadDemoCode: () => Promise.reject(new Error('demo source is fetched by the browser')),
    setDemoTheme: nothing,
    readStoredMode: () => undefined,
    storeMode: nothing,
    systemPrefersDark: () => false,
    onSystemSchemeChange: () => nothing,
    whenNearScreen: () => nothing,
    captureScrollAnchor: () => null,
    restoreScrollAnchor: nothing,
    revealActiveMenuEntry: nothing,
    openSearch: nothing,
    prepareSearch: nothing,
    storage: { get: () => null, set: nothing },
  };
}

/** A serialized style with the keyframes it refers to, as emotion's Global joins them. */
function joined(styles: SerializedStyles): { names: string; css: string } {
  let names = styles.name;
  let css = styles.styles;
  for (let next = styles.next; next !== undefined; next = next.next) {
    names += ` ${next.name}`;
    css += next.styles;
  }
  return { names, css };
}
