// The site uses the CSS-variables theme everywhere: `theme.vars` and
// `applyStyles` are typed on every Theme through this augmentation.
import type {} from '@mui/material/themeCssVarsAugmentation';
import { enUS, ptBR, zhCN, type Localization } from '@mui/material/locale';
import { experimental_extendTheme as extendTheme, type CssVarsTheme, type CssVarsThemeOptions, type Theme } from '@mui/material/styles';
import type { Language } from '../../worker/paths/languages';
import { DEFAULT_SPACING, type Direction, type PaletteColors } from './preferences';
import { blue, darkSurfaces } from './theme-colors';

export { blue, darkSurfaces, themeColors } from './theme-colors';

export type PaletteMode = 'light' | 'dark';

/**
 * Primary color for text: the main shade is a fill color and too light for
 * text on white (under 4.5:1), so light mode takes the dark shade. Also right
 * for a reader's own primary color, whose shades MUI derives.
 */
export function primaryText(theme: Theme) {
  return { color: theme.vars.palette.primary.dark, ...theme.applyStyles('dark', { color: theme.vars.palette.primary.main }) };
}

const bodyFont = ['"IBM Plex Sans"', '-apple-system', 'BlinkMacSystemFont', '"Segoe UI"', 'Roboto', 'sans-serif'].join(',');
// General Sans is not in the npm registry: it is named first so machines that have it use it.
const headingFont = ['"General Sans"', bodyFont].join(',');
export const codeFont = ['Menlo', 'Consolas', '"Droid Sans Mono"', 'monospace'].join(',');

const LOCALES: Record<Language, Localization> = { en: enUS, zh: zhCN, pt: ptBR };

export interface ThemeInput {
  direction: Direction;
  dense: boolean;
  spacing: number;
  paletteColors: PaletteColors | null;
  language: Language;
}

/** Smaller defaults for every component that has a dense form. */
const denseComponents: CssVarsThemeOptions['components'] = {
  MuiButton: { defaultProps: { size: 'small' } },
  MuiFilledInput: { defaultProps: { margin: 'dense' } },
  MuiFormControl: { defaultProps: { margin: 'dense' } },
  MuiFormHelperText: { defaultProps: { margin: 'dense' } },
  MuiIconButton: { defaultProps: { size: 'small' } },
  MuiInputBase: { defaultProps: { margin: 'dense' } },
  MuiInputLabel: { defaultProps: { margin: 'dense' } },
  MuiListItem: { defaultProps: { dense: true } },
  MuiOutlinedInput: { defaultProps: { margin: 'dense' } },
  MuiFab: { defaultProps: { size: 'small' } },
  MuiTable: { defaultProps: { size: 'small' } },
  MuiTextField: { defaultProps: { margin: 'dense' } },
  MuiToolbar: { defaultProps: { variant: 'dense' } },
  MuiToggleButton: { defaultProps: { size: 'small' } },
  MuiToggleButtonGroup: { defaultProps: { size: 'small' } },
};

/**
 * The site's theme with both color schemes as CSS variables, so the server's
 * HTML is right in light and dark alike and switching mode is one attribute.
 * Brand palette, border radius 12, spacing 8, IBM Plex Sans; the reader's
 * direction, density, spacing and colors applied.
 */
export function createDocsTheme({ direction, dense, spacing, paletteColors, language }: ThemeInput): CssVarsTheme {
  const custom = {
    ...(paletteColors?.primary && { primary: paletteColors.primary }),
    ...(paletteColors?.secondary && { secondary: paletteColors.secondary }),
  };
  const theme = extendTheme(
    {
      direction,
      spacing: spacing || DEFAULT_SPACING,
      shape: { borderRadius: 12 },
      colorSchemes: {
        light: {
          palette: {
            primary: { ...blue },
            error: { main: '#EB0014' },
            success: { main: '#1AA251' },
            warning: { main: '#DEA500' },
            background: { default: '#FFFFFF', paper: '#FFFFFF' },
            divider: '#E7EBF0',
            text: { primary: '#1A2027', secondary: '#3E5060' },
            ...custom,
          },
        },
        dark: {
          palette: {
            primary: { ...blue, main: blue[400] },
            error: { main: '#EB0014' },
            success: { main: '#1AA251' },
            warning: { main: '#DEA500' },
            background: { ...darkSurfaces },
            divider: 'rgba(194, 224, 255, 0.08)',
            text: { primary: '#FFFFFF', secondary: '#B2BAC2' },
            ...custom,
          },
        },
      },
      typography: {
        fontFamily: bodyFont,
        h1: { fontFamily: headingFont, fontSize: 'clamp(1.875rem, 1.5rem + 1.5vw, 2.5rem)', fontWeight: 600, lineHeight: 1.2 },
        h2: { fontFamily: headingFont, fontSize: '1.5rem', fontWeight: 600, lineHeight: 1.3 },
        h3: { fontFamily: headingFont, fontSize: '1.25rem', fontWeight: 600 },
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        MuiButtonBase: { defaultProps: { disableTouchRipple: true } },
        ...(dense ? denseComponents : {}),
      },
    },
    LOCALES[language],
  );
  return theme;
}
