import { createEmotionCache } from '../../client/app/emotion';
import type { ShellEnvironment } from '../../client/app/environment';
import type { Preferences } from '../../client/app/preferences';

const nothing = () => {};

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
): ShellEnvironment {
  const cache = createEmotionCache(preferences.direction);
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
