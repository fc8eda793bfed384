import type { ComponentType } from 'react';
import { resolvedDocsTheme } from '../../client/app/docs-theme';
import type { DemoData } from '../../client/app/page-data';
import { DEFAULT_PREFERENCES, type Preferences } from '../../client/app/preferences';
import type { Language } from '../paths/languages';
import type { ThemeInput } from '../../client/app/theme';
import { cachedDocsTheme } from '../../client/app/theme-cache';
import { type DemoFrame, type DemoFrameKind, demoFrameKind, MaterialDemoFrame } from '../../client/app/demo/frame';
import { markStale } from '../../client/app/demo/stale-demo';
import { renderDemoHtml } from './demo-html';
import { dropRepeatedStyleTags } from './demo-styles';
import { loadOnce } from './load-once';
import { createLru } from './lru';

/** Loaders of every live demo by id (the generated registry). */
export type DemoLoaders = Record<string, () => Promise<ComponentType>>;

/**
 * Loads the registry of the demos the worker carries. The registry holds a
 * closure per demo of the site (180 KB of code), so it is a module of its own:
 * an isolate compiles it when it first renders a demo, not at startup.
 */
export type DemoRegistry = () => Promise<DemoLoaders>;

/** Loaders of the frames of libraries other than Material UI (Joy's, the pickers'; each loaded only when one of its demos renders). */
export type DemoFrameLoaders = Partial<Record<Exclude<DemoFrameKind, 'material'>, () => Promise<DemoFrame>>>;

/** The theme the build renders demos with: default preferences, English. */
export const BUILD_THEME_INPUT: ThemeInput = {
  direction: DEFAULT_PREFERENCES.direction,
  dense: DEFAULT_PREFERENCES.dense,
  spacing: DEFAULT_PREFERENCES.spacing,
  paletteColors: DEFAULT_PREFERENCES.paletteColors,
  language: 'en',
};

/** What a demo's look depends on: the theme's preferences and the page's language (component locale). */
export function themeInputOf(preferences: Preferences, language: Language): ThemeInput {
  const { direction, dense, spacing, paletteColors } = preferences;
  return { direction, dense, spacing, paletteColors, language };
}

/**
 * What a demo's look depends on for its library: everything for Material UI
 * and the pickers (whose frame adds the language's date locale); for Joy UI only the direction (Joy's theme has no density, spacing, palette
 * or locale preference of the site's), so a Joy demo is rendered again only
 * for RTL.
 */
export function demoThemeInput(kind: DemoFrameKind, input: ThemeInput): ThemeInput {
  return kind === 'joy' ? { ...BUILD_THEME_INPUT, direction: input.direction } : input;
}

/** The theme demos render with for a theme input (the shell's, resolved as DocsThemeProvider resolves it). */
export function demoTheme(input: ThemeInput) {
  return resolvedDocsTheme(cachedDocsTheme(input)).theme;
}

/**
 * MUI X's license key and how to hand it to MUI X (a lazy import, so only an
 * isolate that renders a Pro or Premium demo loads MUI X's license module).
 */
export interface DemoLicense {
  key: string;
  apply: (key: string) => Promise<void>;
}

/**
 * The HTML of a page's demos for the reader's theme. Pages carry each demo as
 * the build rendered it for the default theme; any other theme (RTL, dense,
 * another language's locale, other colors) renders the demo here once per
 * isolate, and only then evaluates its code.
 *
 * The build renders Pro and Premium demos without a license key (MUI X's
 * notice included), which is right only while no key is configured; with one,
 * those demos are rendered here, with the key set, so they match the browser.
 */
export function createDemoFragments(
  registry: DemoRegistry,
  frames: DemoFrameLoaders = {},
  cacheBytes = 4 * 1024 * 1024,
  license?: DemoLicense,
) {
  const rendered = createLru<string>(cacheBytes, (html) => html.length * 2);
  // A failed load is tried again by the next render.
  const loadersOnce = loadOnce(registry);
  const defaultKey = JSON.stringify(BUILD_THEME_INPUT);
  const frameOf = async (kind: DemoFrameKind): Promise<DemoFrame | undefined> => {
    if (kind === 'material') return MaterialDemoFrame;
    return frames[kind]?.();
  };
  // The default theme's demo HTML of a page, per styling, kept as long as the page's data (its demos
  // array) is: every default render of the page writes the same fragments, so the style tags that
  // repeat are dropped once, not on every render. Other themes are not kept here (a reader's colors
  // could make any number of them); their demos are kept one by one in `rendered`.
  const assembled = new WeakMap<object, Map<string, Record<string, string>>>();
  return async function pageDemoHtml(
    demos: readonly DemoData[] | undefined,
    pageInput: ThemeInput,
    /** The page's own demos (before a styling was picked) and the styling: set, the default theme's HTML is kept. */
    keep?: { pageDemos: readonly DemoData[]; styling: string },
  ): Promise<Record<string, string>> {
    if (!keep || JSON.stringify(pageInput) !== defaultKey) return assemble(demos, pageInput);
    let byStyling = assembled.get(keep.pageDemos);
    if (!byStyling) assembled.set(keep.pageDemos, (byStyling = new Map()));
    let html = byStyling.get(keep.styling);
    if (!html) byStyling.set(keep.styling, (html = await assemble(demos, pageInput)));
    return html;
  };

  async function assemble(demos: readonly DemoData[] | undefined, pageInput: ThemeInput): Promise<Record<string, string>> {
    const entries = await Promise.all(
      (demos ?? []).map(async (demo): Promise<[string, string] | null> => {
        const kind = demoFrameKind(demo.id);
        const input = demoThemeInput(kind, pageInput);
        const themeKey = JSON.stringify(input);
        const licensed = Boolean(license && demo.licensed);
        if (themeKey === defaultKey && demo.html !== undefined && !licensed) return [demo.id, demo.html];
        const key = `${themeKey}\n${demo.id}`;
        const kept = rendered.get(key);
        if (kept !== undefined) return [demo.id, kept];
        // A demo the worker does not carry (scripts/build/demos-left-to-the-browser.ts): the build's render, for the
        // browser to replace with its own.
        const loaders = await loadersOnce();
        if (!Object.hasOwn(loaders, demo.id)) return demo.html === undefined ? null : [demo.id, markStale(demo.html)];
        const [Live, Frame] = await Promise.all([loaders[demo.id](), frameOf(kind), licensed && license!.apply(license!.key)]);
        if (!Frame) return null;
        const html = renderDemoHtml(Live, demoTheme(input), input.direction, Frame, demo.id, input.language);
        rendered.set(key, html);
        return [demo.id, html];
      }),
    );
    return Object.fromEntries(dropRepeatedStyleTags(entries.filter((entry): entry is [string, string] => entry !== null)));
  }
}
