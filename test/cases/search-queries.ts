// Representative queries across the libraries, each with the page a reader
// expects among the first three results (test/worker/search.test.ts: at least
// 95% must pass). `library` is the reader's current library, when it matters.
// Known miss: the index has no stemming, so "rendering" does not find a post
// titled "How this site renders at the edge" (docs/performance.md).

export interface SearchQueryCase {
  query: string;
  expected: string;
  library?: string;
}

export const SEARCH_QUERIES: readonly SearchQueryCase[] = [
  // Material UI: components, props, classes, guides
  { query: 'button', expected: '/material-ui/react-button' },
  { query: 'disableElevation', expected: '/material-ui/api/button' },
  { query: 'MuiButton-root', expected: '/material-ui/api/button' },
  { query: 'autocomplete', expected: '/material-ui/react-autocomplete', library: 'material-ui' },
  { query: 'text field', expected: '/material-ui/react-text-field' },
  { query: 'textfield', expected: '/material-ui/react-text-field' },
  { query: 'dialog', expected: '/material-ui/react-dialog' },
  { query: 'snackbar', expected: '/material-ui/react-snackbar', library: 'material-ui' },
  { query: 'tooltip', expected: '/material-ui/react-tooltip', library: 'material-ui' },
  { query: 'useMediaQuery', expected: '/material-ui/react-use-media-query' },
  { query: 'MuiSlider-thumb', expected: '/material-ui/api/slider' },
  { query: 'valueLabelDisplay', expected: '/material-ui/api/slider' },
  { query: 'dark mode', expected: '/material-ui/customization/dark-mode', library: 'material-ui' },
  { query: 'palette', expected: '/material-ui/customization/palette', library: 'material-ui' },
  { query: 'breakpoints', expected: '/material-ui/customization/breakpoints' },
  { query: 'right to left', expected: '/material-ui/customization/right-to-left' },
  { query: 'installation', expected: '/material-ui/getting-started/installation', library: 'material-ui' },
  { query: 'migrating from v4', expected: '/material-ui/migration/migration-v4' },
  { query: 'server rendering', expected: '/material-ui/guides/server-rendering' },
  { query: 'minimizing bundle size', expected: '/material-ui/guides/minimizing-bundle-size' },
  { query: 'floating action button', expected: '/material-ui/react-floating-action-button' },
  { query: 'z-index', expected: '/material-ui/customization/z-index' },
  // Joy UI
  { query: 'button', expected: '/joy-ui/react-button', library: 'joy-ui' },
  { query: 'global variants', expected: '/joy-ui/main-features/global-variants' },
  { query: 'color inversion', expected: '/joy-ui/main-features/color-inversion' },
  { query: 'aspect ratio', expected: '/joy-ui/react-aspect-ratio' },
  { query: 'sheet', expected: '/joy-ui/react-sheet' },
  { query: '--Button-gap', expected: '/joy-ui/api/button' },
  { query: 'theme builder', expected: '/joy-ui/customization/theme-builder' },
  // Base UI
  { query: 'useSelect', expected: '/base-ui/api/use-select' },
  { query: 'useButton', expected: '/base-ui/api/use-button' },
  { query: 'useSwitch', expected: '/base-ui/api/use-switch' },
  { query: 'useButton getRootProps', expected: '/base-ui/api/use-button' },
  { query: 'number input', expected: '/base-ui/react-number-input' },
  { query: 'focus trap', expected: '/base-ui/react-focus-trap' },
  { query: 'tailwind', expected: '/base-ui/guides/working-with-tailwind-css', library: 'base-ui' },
  // MUI System
  { query: 'sx prop', expected: '/system/getting-started/the-sx-prop' },
  { query: 'system properties', expected: '/system/properties' },
  { query: 'styled', expected: '/system/styled' },
  { query: 'spacing', expected: '/system/spacing', library: 'system' },
  { query: 'flexbox', expected: '/system/flexbox' },
  // MUI X, the blog, the rest
  { query: 'data grid', expected: '/x/react-data-grid' },
  { query: 'date pickers', expected: '/x/react-date-pickers' },
  { query: 'versions', expected: '/versions' },
  { query: 'rendering at the edge', expected: '/blog/rendering-at-the-edge' },
  // Typos: one edit in a word of five letters or more
  { query: 'autocomplet', expected: '/material-ui/react-autocomplete', library: 'material-ui' },
  { query: 'brakpoints', expected: '/material-ui/customization/breakpoints' },
  { query: 'disableElevaton', expected: '/material-ui/api/button' },
  // Prefixes, as typed
  { query: 'disableElev', expected: '/material-ui/api/button' },
  { query: 'snackb', expected: '/material-ui/react-snackbar', library: 'material-ui' },
];
