import { createTheme, type Theme } from '@mui/material/styles';

/** Brand blue scale (FACTS.md, "Brand"). */
export const blue = {
  50: '#F0F7FF',
  100: '#C2E0FF',
  200: '#99CCF3',
  300: '#66B2FF',
  400: '#3399FF',
  500: '#007FFF',
  600: '#0072E5',
  700: '#0059B2',
  800: '#004C99',
  900: '#003A75',
  main: '#007FFF',
} as const;

export const darkSurfaces = { default: '#0A1929', paper: '#132F4C' } as const;

/** The colour of the browser chrome (`theme-color` meta) in each mode. */
export const themeColors = { light: '#FFFFFF', dark: darkSurfaces.default } as const;

export type PaletteMode = 'light' | 'dark';

const bodyFont = ['"IBM Plex Sans"', '-apple-system', 'BlinkMacSystemFont', '"Segoe UI"', 'Roboto', 'sans-serif'].join(',');
// General Sans is not in the npm registry: it is named first so machines that have it use it.
const headingFont = ['"General Sans"', bodyFont].join(',');
export const codeFont = ['Menlo', 'Consolas', '"Droid Sans Mono"', 'monospace'].join(',');

/** The site's theme: brand palette, border radius 12, spacing 8, IBM Plex Sans. */
export function createDocsTheme(mode: PaletteMode): Theme {
  const dark = mode === 'dark';
  return createTheme({
    spacing: 8,
    shape: { borderRadius: 12 },
    palette: {
      mode,
      primary: { ...blue, main: dark ? blue[400] : blue.main },
      error: { main: '#EB0014' },
      success: { main: '#1AA251' },
      warning: { main: '#DEA500' },
      background: dark ? darkSurfaces : { default: '#FFFFFF', paper: '#FFFFFF' },
      divider: dark ? 'rgba(194, 224, 255, 0.08)' : '#E7EBF0',
      text: dark ? { primary: '#FFFFFF', secondary: '#B2BAC2' } : { primary: '#1A2027', secondary: '#3E5060' },
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
    },
  });
}
