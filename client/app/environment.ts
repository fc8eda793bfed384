import type { EmotionCache } from '@emotion/cache';
import type { SerializedStyles } from '@emotion/react';
import { createContext, useContext } from 'react';
import type { Theme } from '@mui/material/styles';
import type { CodeStyling, CodeVariant, Direction, PaletteColors } from './preferences';
import type { Language } from '../../worker/paths/languages';
import type { ResolvedMenuPage } from '../../worker/menus/tree';
import type { ScrollAnchor } from './api/scroll-anchor';

export interface CodePreferences {
  codeVariant: CodeVariant;
  codeStyling: CodeStyling;
}

/** What the theme settings persist (in cookies, so the server renders them too). */
export interface PersistedThemeSettings {
  direction: Direction;
  dense: boolean;
  spacing: number;
  paletteColors: PaletteColors | null;
}

/** Where the page's React tree stands; see `ShellEnvironment.hydration`. */
export type Hydration = 'server' | 'hydrating' | 'hydrated';

/**
 * What the shell needs from the place it runs in. The universal UI never touches
 * `window`, storage or cookies itself: the browser entry supplies the real
 * thing, the worker a per-request stand-in.
 */
export interface ShellEnvironment {
  /** The emotion cache for a direction (RTL needs the stylis RTL plugin). */
  emotionCache(direction: Direction): EmotionCache;
  getCodePreferences(): CodePreferences;
  setCodePreferences(change: Partial<CodePreferences>): void;
  /** Calls back when the code preferences change anywhere on the page; returns an unsubscribe. */
  subscribeCodePreferences(callback: () => void): () => void;
  persistThemeSettings(settings: PersistedThemeSettings): void;
  /** Body class `mode-light`/`mode-dark` and every theme-color meta. */
  applyColorScheme(scheme: 'light' | 'dark'): void;
  /** `dir` on the document and the body. */
  applyDirection(direction: Direction): void;
  /**
   * The server's sheet of a global style (emotion marks it `<key>-global <name>`) if the page still has it;
   * null on the server, which writes it.
   */
  serverGlobalSheet(name: string): { remove(): void } | null;
  /**
   * On the server, takes a global style for `<head>` and returns true: the shell then renders nothing
   * for it. False once the head has gone out (a part streamed later writes its sheet in place), and
   * always in the browser.
   */
  globalSheetToHead(styles: SerializedStyles): boolean;
  /** Whether the reader is a bot (API layouts stay expanded for bots). */
  isBot(): boolean;
  /**
   * Where the page's React tree stands: `server` while the server writes the HTML; `hydrating` in the browser
   * until the document's first page is hydrated (its first render must match the server's); `hydrated` after,
   * for what an in-place page change mounts, which has no server HTML to match.
   */
  hydration(): Hydration;
  /** A demo's HTML on the server, which writes it into the page; undefined in the browser. */
  demoHtml(id: string): string | undefined;
  /**
   * On the server, the HTML of a menu entry that looks the same on every page of its section (no
   * current page and no expanded group under it), rendered once per isolate; undefined in the
   * browser, which renders (and hydrates) the entry itself.
   */
  menuEntryHtml(page: ResolvedMenuPage, depth: number): string | undefined;
  /**
   * In the browser, makes a demo's preview live: the server's HTML is hydrated
   * once it comes into view or the page is idle; an empty preview (after an
   * in-place page change) is rendered as soon as the page's demo bundle is in.
   * Each demo is a root of its own, so the page around it is never re-rendered
   * for it. Returns the clean-up.
   */
  mountDemo(element: HTMLElement, demo: { id: string; bundle: string }): () => void;
  /** The highlighted source of one variant of a demo (cached per page). */
  loadDemoCode(href: string): Promise<string>;
  /** The resolved theme, direction and page language the demos render with (the shell keeps them current). */
  setDemoTheme(theme: Theme, direction: Direction, language: Language): void;
  /** The stored color mode (`mui-mode`): `system` when nothing valid is stored; undefined on the server. */
  readStoredMode(): 'light' | 'dark' | 'system' | undefined;
  storeMode(mode: 'light' | 'dark' | 'system'): void;
  systemPrefersDark(): boolean;
  /** Calls back with the system's preference when it changes; returns an unsubscribe. */
  onSystemSchemeChange(callback: (dark: boolean) => void): () => void;
  /**
   * Calls back once the element is within a screen's height of the screen (never on the server); returns a
   * cancel function.
   */
  whenNearScreen(element: HTMLElement, callback: () => void): () => void;
  /** The entry of `container` on screen to keep in place while its entries are replaced; null on the server. */
  captureScrollAnchor(container: HTMLElement): ScrollAnchor | null;
  /** Scrolls so that the anchor's entry is back where it was on screen. */
  restoreScrollAnchor(anchor: ScrollAnchor): void;
  /** Scrolls a menu so the current page's entry is in view (the narrow screens' drawer as it opens). */
  revealActiveMenuEntry(menu: HTMLElement): void;
  /** Opens the search dialog (its code loads on first use); nothing on the server. */
  openSearch(context: SearchContext): void;
  /** Starts loading the dialog's code (hover or focus on the search button). */
  prepareSearch(): void;
  /** localStorage, or a stand-in that stores nothing. */
  storage: { get(key: string): string | null; set(key: string, value: string): void };
}

/** What the search dialog needs to know of the page it opens over. */
export interface SearchContext {
  language: 'en' | 'zh' | 'pt';
  /** The page's library (section id), ranked first on ties. */
  library: string;
}

export const EnvironmentContext = createContext<ShellEnvironment | null>(null);

export function useEnvironment(): ShellEnvironment {
  const environment = useContext(EnvironmentContext);
  if (!environment) throw new Error('The shell needs an EnvironmentContext provider');
  return environment;
}
