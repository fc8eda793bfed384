import { type Theme, ThemeProvider } from '@mui/material/styles';
import { ptBR, zhCN } from '@mui/x-data-grid/locales';
import type { Language } from '../../../worker/paths/languages';
import type { DemoFrameProps } from './frame';

/** The grid's own texts for the site's languages (English is the grid's default); Material UI's come with the site's theme. */
const GRID_LOCALES: Partial<Record<Language, typeof zhCN>> = { zh: zhCN, pt: ptBR };

const localized = new WeakMap<Theme, Partial<Record<Language, Theme>>>();

/**
 * The site's theme with the grid's texts (`MuiDataGrid`'s default `localeText`)
 * in the page's language, made once per theme and language, so the same
 * object reaches the grid on every render.
 */
export function gridDemoTheme(theme: Theme, language: Language): Theme {
  const locale = GRID_LOCALES[language];
  if (!locale) return theme;
  let byLanguage = localized.get(theme);
  if (!byLanguage) localized.set(theme, (byLanguage = {}));
  return (byLanguage[language] ??= { ...theme, components: { ...theme.components, ...locale.components } } as Theme);
}

/**
 * A Data Grid demo's frame: the site's Material UI theme (its CSS variables,
 * so the grid follows light and dark through CSS alone, and its direction)
 * with the grid's translations for `/zh` and `/pt`. It is bundled with the
 * grid pages' demos, never the site's entry, and it is the same on the server.
 */
export default function GridDemoFrame({ theme, language, children }: DemoFrameProps) {
  return <ThemeProvider theme={gridDemoTheme(theme, language)}>{children}</ThemeProvider>;
}

// The grid reads its parent's height as it mounts; in a part of the article that
// `content-visibility` still skips, that height is 0 and MUI X logs an error.
GridDemoFrame.waitsForLayout = true;
