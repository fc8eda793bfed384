// @mui/material 5.15.9's styles/CssVarsProvider.js, built on first use instead of at import.
// Put in its place for the worker's bundle only (scripts/build/worker-bundle.ts).
//
// The package builds a default CSS-variables theme and its provider at the top level of the
// module. Every bundle that imports `@mui/material/styles` reaches the module, and the worker's
// code splitting puts it in the chunk that loads at startup, because demos of the provider live
// in the same build. That is 5 to 10 ms of each new isolate's startup for a provider only a few
// demos render. Here the same provider, with the same options, is made by the first call.
import _extends from '@babel/runtime/helpers/esm/extends';
import { unstable_createCssVarsProvider as createCssVarsProvider, unstable_styleFunctionSx as styleFunctionSx } from '@mui/system';
import experimental_extendTheme from '../../node_modules/@mui/material/styles/experimental_extendTheme.js';
import createTypography from '../../node_modules/@mui/material/styles/createTypography.js';
import excludeVariablesFromRoot from '../../node_modules/@mui/material/styles/excludeVariablesFromRoot.js';
import THEME_ID from '../../node_modules/@mui/material/styles/identifier.js';

let provider;

function materialCssVarsProvider() {
  provider ??= createCssVarsProvider({
    themeId: THEME_ID,
    theme: experimental_extendTheme(),
    attribute: 'data-mui-color-scheme',
    modeStorageKey: 'mui-mode',
    colorSchemeStorageKey: 'mui-color-scheme',
    defaultColorScheme: { light: 'light', dark: 'dark' },
    resolveTheme: (theme) => {
      const resolved = _extends({}, theme, { typography: createTypography(theme.palette, theme.typography) });
      resolved.unstable_sx = function sx(props) {
        return styleFunctionSx({ sx: props, theme: this });
      };
      return resolved;
    },
    excludeVariablesFromRoot,
  });
  return provider;
}

// A component and two functions that call the provider's own: the hooks inside run in the caller's render.
export function Experimental_CssVarsProvider(props) {
  return materialCssVarsProvider().CssVarsProvider(props);
}

export function useColorScheme() {
  return materialCssVarsProvider().useColorScheme();
}

export function getInitColorSchemeScript(options) {
  return materialCssVarsProvider().getInitColorSchemeScript(options);
}
