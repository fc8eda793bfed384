import type { Theme } from '@mui/material/styles';
import { styles } from '@mui/material/CssBaseline/CssBaseline';

// The module exports the styles that CssBaseline renders, but its types declare only the component.
declare module '@mui/material/CssBaseline/CssBaseline' {
  export const styles: (theme: Theme, enableColorScheme?: boolean) => object;
}

/**
 * Material UI's CssBaseline, as styles of the theme: the shell writes them with `ThemedGlobalStyles`, which
 * leaves the server's sheet in place when the page hydrates (CssBaseline's own `GlobalStyles` would move it).
 */
export const baselineStyles = (theme: Theme): object => styles(theme);
