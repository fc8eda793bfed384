import type { CssVarsTheme as Theme } from '@mui/material/styles';
import { createDocsTheme, type ThemeInput } from './theme';

const MAX_THEMES = 16;
const themes = new Map<string, Theme>();

/**
 * Building a theme costs milliseconds, and almost every request asks for one of
 * a handful: keep the recent ones (on the server per isolate, in the browser
 * per page).
 */
export function cachedDocsTheme(input: ThemeInput): Theme {
  // In a fixed order, so that callers building the input differently (the shell's render, the
  // browser's warm-up before hydration, the worker's demos) share one theme.
  const { direction, dense, spacing, paletteColors, language } = input;
  const key = JSON.stringify([direction, dense, spacing, paletteColors, language]);
  let theme = themes.get(key);
  if (!theme) {
    theme = createDocsTheme(input);
    themes.set(key, theme);
    if (themes.size > MAX_THEMES) themes.delete(themes.keys().next().value!);
  }
  return theme;
}
