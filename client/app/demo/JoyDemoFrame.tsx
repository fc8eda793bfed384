import { CssVarsProvider, extendTheme, THEME_ID as JOY_THEME_ID } from '@mui/joy/styles';
import { COLOR_SCHEME_ATTRIBUTE } from '../docs-theme';
import type { Direction } from '../preferences';
import type { DemoFrameProps } from './frame';

type JoyTheme = ReturnType<typeof extendTheme>;
const themes: Partial<Record<Direction, { [JOY_THEME_ID]: JoyTheme }>> = {};

/** Joy's default theme for a direction, scoped under Joy's id (so Material UI's theme stays beside it), made once. */
export function joyDemoTheme(direction: Direction) {
  return (themes[direction] ??= { [JOY_THEME_ID]: extendTheme({ direction }) });
}

interface GeneratedVars {
  css: Record<string, string | number>;
}
type WithCssVars = JoyTheme & { generateCssVars: (scheme?: string) => GeneratedVars; colorSchemes: Record<string, unknown> };

/**
 * Joy's CSS variables as the stylesheet its CssVarsProvider would write, with
 * the site's color-scheme attribute: light on `:root`, dark under
 * `[data-mui-color-scheme="dark"]`, which the first-paint script sets on
 * <html> before anything paints. One stylesheet per page, not one per demo.
 */
export function joyThemeCss(): string {
  const theme = joyDemoTheme('ltr')[JOY_THEME_ID] as WithCssVars;
  const block = (selector: string, css: Record<string, string | number>) =>
    `${selector}{${Object.entries(css)
      .map(([name, value]) => `${name}:${value};`)
      .join('')}}`;
  const rules = [block(':root', theme.generateCssVars().css)];
  for (const scheme of Object.keys(theme.colorSchemes)) {
    const { css } = theme.generateCssVars(scheme);
    rules.push(block(scheme === 'light' ? `:root, [${COLOR_SCHEME_ATTRIBUTE}="light"]` : `[${COLOR_SCHEME_ATTRIBUTE}="${scheme}"]`, css));
  }
  return rules.join('\n');
}

/** Storage keys of the frame's own (never the site's `mui-mode`), which the browser side clears on each load. */
export const JOY_DEMO_STORAGE_KEYS = { mode: 'docs-joy-demo-mode', colorScheme: 'docs-joy-demo-color-scheme' } as const;

/**
 * A Joy UI demo's frame: Joy's CssVarsProvider with the site's color-scheme
 * attribute, so Joy's scheme follows the site's mode through CSS alone. Its
 * JavaScript mode stays `light` on the server and in the browser alike (the
 * server cannot know the reader's mode, and a different one would change
 * Joy's class names during hydration); it never writes the attribute
 * (`colorSchemeNode={null}`), listens to storage, or writes the page's styles
 * (`disableStyleSheetGeneration`: the page has them once; in the browser
 * `client/browser/joy-demo-frame-dom.tsx` adds them after an in-place change
 * and clears the storage keys). The site's Material UI theme is not in context,
 * as in an app that uses Joy UI alone: Material icons in a demo then take Joy's
 * theme, whose `MuiSvgIcon` entry sizes and colors them from Joy's `--Icon-*`
 * variables (a demo that mixes in Material components provides their theme).
 */
export default function JoyDemoFrame({ direction, children }: DemoFrameProps) {
  return (
    <CssVarsProvider
      theme={joyDemoTheme(direction)[JOY_THEME_ID]}
      attribute={COLOR_SCHEME_ATTRIBUTE}
      defaultMode="light"
      modeStorageKey={JOY_DEMO_STORAGE_KEYS.mode}
      colorSchemeStorageKey={JOY_DEMO_STORAGE_KEYS.colorScheme}
      colorSchemeNode={null}
      documentNode={null}
      storageWindow={null}
      disableNestedContext
      disableStyleSheetGeneration
    >
      {children}
    </CssVarsProvider>
  );
}
