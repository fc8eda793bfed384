// The site's fixed colors, apart from the theme: the worker writes them into every page (the
// first-paint script, the theme-color metas) without loading Material UI's theme code.

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

/** The color of the browser chrome (`theme-color` meta) in each mode. */
export const themeColors = { light: '#FFFFFF', dark: darkSurfaces.default } as const;
